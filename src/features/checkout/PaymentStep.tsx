import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import AddressFields from './AddressFields';
import { addressLines } from './addressFormatter';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import type { StepProps } from './stepProps';
import { PAYMENT_METHODS, usePaymentStep } from './usePaymentStep';

/** Step 4: the payment method and the billing address (the shipping address by default). */
export default function PaymentStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const { paymentCode, billingAddress, isVirtual, failure, isSubmitting, regions, values, setValue, fieldProps, checkboxProps, handleSubmit } =
    usePaymentStep();
  const titleOf = (code: string) => {
    const method = PAYMENT_METHODS.find((candidate) => candidate.code === code);
    return method ? formatMessage(method.label) : code;
  };

  if (status !== 'active') {
    return (
      <div>
        <p className={classes.summary}>{titleOf(paymentCode)}</p>
        <p className={classes.summary}>
          {billingAddress?.sameAsShippingAddress
            ? formatMessage({ id: 'checkout.payment.billingSame', defaultMessage: 'Billing address same as shipping address' })
            : addressLines(billingAddress).join(', ')}
        </p>
      </div>
    );
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
      <fieldset className={classes.options}>
        <legend className={classes.label}>{formatMessage({ id: 'checkout.payment.legend', defaultMessage: 'Choose a payment method' })}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.code} className={classes.option}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.code}
              checked={values.code === method.code}
              onChange={() => setValue('code', method.code)}
            />
            <span className={classes.optionLabel}>{formatMessage(method.label)}</span>
          </label>
        ))}
      </fieldset>
      {isVirtual ? (
        <h3 className={classes.stepTitle}>{formatMessage({ id: 'checkout.payment.billingAddress', defaultMessage: 'Billing Address' })}</h3>
      ) : (
        <label className={classes.checkbox}>
          <input type="checkbox" {...checkboxProps('sameAsShipping')} />
          {formatMessage({ id: 'checkout.payment.billingSame', defaultMessage: 'Billing address same as shipping address' })}
        </label>
      )}
      {values.sameAsShipping ? null : <AddressFields idPrefix="checkout-billing" section="billing" regions={regions} fieldProps={fieldProps} />}
      <FormError errors={[failure]} describe={checkoutErrorMessages} />
      <div className={classes.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {formatMessage({ id: 'checkout.payment.submit', defaultMessage: 'Review Order' })}
        </Button>
      </div>
    </form>
  );
}
