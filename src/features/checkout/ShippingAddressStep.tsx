import { useIntl } from 'react-intl';
import Button from '../../components/Button/Button';
import FormError from '../../components/FormError/FormError';
import AddressFields from './AddressFields';
import { addressLines } from './addressFormatter';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessages } from './checkoutErrors';
import type { StepProps } from './stepProps';
import { fromSaved, useShippingAddressStep } from './useShippingAddressStep';

/** Step 2: the US shipping address; signed-in customers start from their default address (§6). */
export default function ShippingAddressStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const { shippingAddress, failure, isSubmitting, regions, savedAddresses, savedUid, chooseSaved, fieldProps, handleSubmit } =
    useShippingAddressStep(status);

  if (status !== 'active') {
    return (
      <ul className={classes.summaryLines}>
        {addressLines(shippingAddress).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    );
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
      {savedAddresses.length ? (
        <div className={classes.field}>
          <label className={classes.label} htmlFor="checkout-saved-address">
            {formatMessage({ id: 'checkout.shippingAddress.saved', defaultMessage: 'Saved addresses' })}
          </label>
          <select id="checkout-saved-address" className={classes.select} value={savedUid} onChange={(event) => chooseSaved(event.target.value)}>
            <option value="">{formatMessage({ id: 'checkout.shippingAddress.newAddress', defaultMessage: 'New address' })}</option>
            {savedAddresses.map((address) => (
              <option key={address.uid} value={address.uid ?? ''}>
                {addressLines(fromSaved(address)).slice(0, 3).join(', ')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <AddressFields idPrefix="checkout-shipping" section="shipping" regions={regions} fieldProps={fieldProps} />
      <FormError errors={[failure]} describe={checkoutErrorMessages} />
      <div className={classes.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {formatMessage({ id: 'checkout.shippingAddress.submit', defaultMessage: 'Continue to Shipping Method' })}
        </Button>
      </div>
    </form>
  );
}
