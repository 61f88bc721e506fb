import { useState, type FormEvent } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useErrorMessage } from '../../lib/useErrorText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import AddressFields from './AddressFields';
import { addressLines } from './addressFormatter';
import { toAddress, toAddressValues, useRegions, validateAddress, type AddressErrors, type AddressFormValues } from './addressForm';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessage } from './checkoutErrors';
import { submitPaymentAndBillingAddress } from './checkoutThunks';
import type { StepProps } from './stepProps';
import { discardDraft, useDraft } from './useDraft';

/** The offline payment methods of the store. */
export const PAYMENT_METHODS = [
  { code: 'checkmo', label: defineMessage({ id: 'checkout.payment.checkmo', defaultMessage: 'Check / Money order' }) },
  { code: 'cashondelivery', label: defineMessage({ id: 'checkout.payment.cashondelivery', defaultMessage: 'Cash on delivery' }) }
] as const;

interface PaymentDraft {
  code: string;
  sameAsShipping: boolean;
  billing: AddressFormValues;
}

/** Step 4: the payment method and the billing address (the shipping address by default). */
export default function PaymentStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const billingAddress = useAppSelector((state) => state.checkout.billingAddress);
  const billingError = useAppSelector((state) => state.checkout.billingAddressError);
  const paymentError = useAppSelector((state) => state.checkout.paymentMethodError);
  const failure = useErrorMessage(billingError || paymentError, checkoutErrorMessage);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const { regions } = useRegions();
  const [draft, setDraft] = useDraft<PaymentDraft>('payment', () => ({
    code: paymentCode || PAYMENT_METHODS[0].code,
    sameAsShipping: !billingAddress || Boolean(billingAddress.sameAsShippingAddress),
    billing: toAddressValues(billingAddress?.sameAsShippingAddress ? null : billingAddress)
  }));
  const [errors, setErrors] = useState<AddressErrors>({});
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = draft.sameAsShipping ? {} : validateAddress(draft.billing);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      await dispatch(
        submitPaymentAndBillingAddress({
          billingAddress: draft.sameAsShipping ? { sameAsShippingAddress: true } : { ...toAddress(draft.billing, regions), sameAsShippingAddress: false },
          paymentMethod: { code: draft.code, data: null }
        })
      );
      discardDraft('payment');
    } catch {
      // Stored in state and shown below.
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
      <fieldset className={classes.options}>
        <legend className={classes.label}>{formatMessage({ id: 'checkout.payment.legend', defaultMessage: 'Choose a payment method' })}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.code} className={classes.option}>
            <input type="radio" name="paymentMethod" value={method.code} checked={draft.code === method.code} onChange={() => setDraft({ ...draft, code: method.code })} />
            <span className={classes.optionLabel}>{formatMessage(method.label)}</span>
          </label>
        ))}
      </fieldset>
      <label className={classes.checkbox}>
        <input type="checkbox" checked={draft.sameAsShipping} onChange={(event) => setDraft({ ...draft, sameAsShipping: event.target.checked })} />
        {formatMessage({ id: 'checkout.payment.billingSame', defaultMessage: 'Billing address same as shipping address' })}
      </label>
      {draft.sameAsShipping ? null : (
        <AddressFields idPrefix="checkout-billing" section="billing" values={draft.billing} errors={errors} regions={regions} onChange={(billing) => setDraft({ ...draft, billing })} />
      )}
      {failure ? (
        <p className={classes.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button type="submit" className={classes.primaryButton} disabled={isSubmitting}>
          {formatMessage({ id: 'checkout.payment.submit', defaultMessage: 'Review Order' })}
        </button>
      </div>
    </form>
  );
}
