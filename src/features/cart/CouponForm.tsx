import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from './cartPage.module.css';
import { useCouponForm } from './useCouponForm';

/** Apply a coupon code, or remove the applied one; server errors are shown under the field. */
export default function CouponForm() {
  const { formatMessage } = useIntl();
  const inputId = useId();
  const errorId = useId();
  const { code, setCode, appliedCoupon, isBusy, isMissing, errorMessage, submit, remove } = useCouponForm();
  const message = isMissing ? formatMessage({ id: 'validation.isRequired', defaultMessage: 'Is required.' }) : errorMessage;

  if (appliedCoupon) {
    return (
      <div className={classes.coupon}>
        <p className={classes.appliedCoupon}>
          {formatMessage({ id: 'cart.couponApplied', defaultMessage: 'Coupon {code} applied' }, { code: appliedCoupon })}
        </p>
        <button type="button" className={classes.linkButton} onClick={remove} disabled={isBusy}>
          {formatMessage({ id: 'cart.removeCoupon', defaultMessage: 'Remove coupon' })}
        </button>
        {message ? (
          <p className={classes.fieldError} role="alert">
            {message}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={classes.coupon} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={classes.couponLabel}>
        {formatMessage({ id: 'cart.couponCode', defaultMessage: 'Coupon code' })}
      </label>
      <div className={classes.couponRow}>
        <input
          id={inputId}
          className={message ? `${classes.input} ${classes.inputError}` : classes.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId : undefined}
          autoComplete="off"
        />
        <button type="submit" className={classes.secondaryButton} disabled={isBusy}>
          {formatMessage({ id: 'cart.applyCoupon', defaultMessage: 'Apply' })}
        </button>
      </div>
      {message ? (
        <p id={errorId} className={classes.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
