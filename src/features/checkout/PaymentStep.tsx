import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { PATHS } from '../../lib/listedPaths';
import AddressFields from './AddressFields';
import { addressLines } from './addressFormatter';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import type { StepProps } from './stepProps';
import { usePaymentStep } from './usePaymentStep';

/** Step 4: the payment methods the shop offers for this cart, the chosen one's details, and the billing address. */
export default function PaymentStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const {
    paymentCode,
    paymentTitle,
    paymentData,
    billingAddress,
    isVirtual,
    offer,
    ChosenDetails,
    failure,
    isSubmitting,
    regions,
    values,
    setValue,
    fieldProps,
    checkboxProps,
    handleSubmit
  } = usePaymentStep();

  if (status !== 'active') {
    const poNumber = typeof paymentData?.po_number === 'string' ? paymentData.po_number : '';
    return (
      <div>
        <p className={classes.summary}>
          {paymentTitle || paymentCode}
          {poNumber ? ` (${poNumber})` : ''}
        </p>
        <p className={classes.summary}>
          {billingAddress?.sameAsShippingAddress
            ? formatMessage({ id: 'checkout.payment.billingSame', defaultMessage: 'Billing address same as shipping address' })
            : addressLines(billingAddress).join(', ')}
        </p>
      </div>
    );
  }

  const methods = offer.methods ?? [];
  const noneOffered = offer.methods !== null && methods.length === 0;
  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isSubmitting || offer.isLoading}>
      {offer.isLoading && !offer.methods ? (
        <LoadingIndicator>{formatMessage({ id: 'checkout.payment.loading', defaultMessage: 'Fetching payment methods...' })}</LoadingIndicator>
      ) : null}
      {offer.error ? (
        <div className={classes.form}>
          <FormError errors={[offer.error]} describe={checkoutErrorMessages} />
          <Button variant="secondary" onClick={offer.retry}>
            {formatMessage({ id: 'checkout.payment.retry', defaultMessage: 'Try again' })}
          </Button>
        </div>
      ) : null}
      {noneOffered ? (
        <p role="alert" className={classes.summary}>
          {formatMessage(
            {
              id: 'checkout.payment.noneAvailable',
              defaultMessage: 'The shop offers no payment method for this order. Please <link>contact us</link> to complete your purchase.'
            },
            { link: (text) => <Link to={PATHS.contact}>{text}</Link> }
          )}
        </p>
      ) : null}
      {methods.length ? (
        <fieldset className={classes.options}>
          <legend className={classes.label}>{formatMessage({ id: 'checkout.payment.legend', defaultMessage: 'Choose a payment method' })}</legend>
          {methods.map((method) => (
            <label key={method.code} className={classes.option}>
              <input
                type="radio"
                name="paymentMethod"
                value={method.code}
                checked={values.code === method.code}
                onChange={() => setValue('code', method.code)}
              />
              <span className={classes.optionLabel}>{method.title}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {ChosenDetails ? <ChosenDetails fieldProps={(name) => fieldProps(name)} /> : null}
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
        <Button type="submit" disabled={isSubmitting || !methods.length}>
          {formatMessage({ id: 'checkout.payment.submit', defaultMessage: 'Review Order' })}
        </Button>
      </div>
    </form>
  );
}
