import { useId } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import classes from './cartPage.module.css';
import { useCouponForm } from './useCouponForm';

/** Apply a coupon code, or remove the applied one; server errors are shown under the field. */
export default function CouponForm() {
  const { formatMessage } = useIntl();
  const inputId = useId();
  const errorId = useId();
  const { codeProps, appliedCoupon, isBusy, errorMessage, handleSubmit, remove } = useCouponForm();
  const { error: fieldError, ...inputProps } = codeProps;
  // A missing code says so (§5); else the server's word on the code.
  const message = fieldError ? formatMessage({ id: fieldError.id, defaultMessage: fieldError.defaultMessage }, { value: fieldError.value }) : errorMessage;

  if (appliedCoupon) {
    return (
      <div className={classes.coupon}>
        <p className={classes.appliedCoupon}>
          {formatMessage({ id: 'cart.couponApplied', defaultMessage: 'Coupon {code} applied' }, { code: appliedCoupon })}
        </p>
        <Button variant="text" className={classes.removeCoupon} onClick={remove} disabled={isBusy}>
          {formatMessage({ id: 'cart.removeCoupon', defaultMessage: 'Remove coupon' })}
        </Button>
        {message ? (
          <p className={classes.fieldError} role="alert">
            {message}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={classes.coupon} onSubmit={handleSubmit} noValidate>
      <label htmlFor={inputId} className={classes.couponLabel}>
        {formatMessage({ id: 'cart.couponCode', defaultMessage: 'Coupon code' })}
      </label>
      <div className={classes.couponRow}>
        <input
          id={inputId}
          {...inputProps}
          className={message ? `${classes.input} ${classes.inputError}` : classes.input}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? errorId : undefined}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" disabled={isBusy}>
          {formatMessage({ id: 'cart.applyCoupon', defaultMessage: 'Apply' })}
        </Button>
      </div>
      {message ? (
        <p id={errorId} className={classes.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
