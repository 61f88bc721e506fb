import { defineMessage } from 'react-intl';
import { useForm } from '../../lib/useForm';
import type { Validator } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ADDRESS_VALIDATORS, toAddress, toAddressValues, useRegions, type AddressField, type AddressFormValues } from './addressForm';
import { selectIsVirtualCart } from './checkoutSelectors';
import { submitPaymentAndBillingAddress } from './checkoutThunks';
import { discardDraft, useDraft } from './useDraft';

/** The offline payment methods of the store. */
export const PAYMENT_METHODS = [
  { code: 'checkmo', label: defineMessage({ id: 'checkout.payment.checkmo', defaultMessage: 'Check / Money order' }) },
  { code: 'cashondelivery', label: defineMessage({ id: 'checkout.payment.cashondelivery', defaultMessage: 'Cash on delivery' }) }
] as const;

/** The draft as this tab keeps it in session storage. */
interface PaymentDraft {
  code: string;
  sameAsShipping: boolean;
  billing: AddressFormValues;
}

type PaymentFormValues = AddressFormValues & { code: string; sameAsShipping: boolean };

// The billing address is checked only when it is not the shipping address.
const whenOwnBillingAddress =
  (validator: Validator): Validator =>
  (value, values) =>
    values?.sameAsShipping ? undefined : validator(value, values);

const VALIDATORS = Object.fromEntries(
  Object.entries(ADDRESS_VALIDATORS).map(([name, validator]) => [name, whenOwnBillingAddress(validator)])
) as Partial<Record<AddressField, Validator>>;

function toDraft({ code, sameAsShipping, ...billing }: PaymentFormValues): PaymentDraft {
  return { code, sameAsShipping, billing };
}

/** Step 4's state: the payment method and the billing address (kept as a draft while typed), and the submit. */
export function usePaymentStep() {
  const dispatch = useAppDispatch();
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const billingAddress = useAppSelector((state) => state.checkout.billingAddress);
  const billingError = useAppSelector((state) => state.checkout.billingAddressError);
  const paymentError = useAppSelector((state) => state.checkout.paymentMethodError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  // A virtual cart has no shipping address to be the same as: its billing address is asked.
  const isVirtual = useAppSelector(selectIsVirtualCart);
  const { regions } = useRegions();
  const draft = useDraft<PaymentDraft>('payment', () => ({
    code: paymentCode || PAYMENT_METHODS[0].code,
    sameAsShipping: !isVirtual && (!billingAddress || Boolean(billingAddress.sameAsShippingAddress)),
    billing: toAddressValues(billingAddress?.sameAsShippingAddress ? null : billingAddress)
  }));

  const form = useForm<PaymentFormValues>({
    initialValues: () => ({
      ...draft.initialValue.billing,
      code: draft.initialValue.code,
      sameAsShipping: !isVirtual && draft.initialValue.sameAsShipping
    }),
    validators: VALIDATORS,
    onChange: (values) => draft.save(toDraft(values)),
    onSubmit: async (values) => {
      const { code, sameAsShipping, billing } = toDraft(values);
      try {
        await dispatch(
          submitPaymentAndBillingAddress({
            billingAddress: sameAsShipping ? { sameAsShippingAddress: true } : { ...toAddress(billing, regions), sameAsShippingAddress: false },
            paymentMethod: { code, data: null }
          })
        );
        discardDraft('payment');
      } catch {
        // Stored in state and shown below.
      }
    }
  });

  return {
    paymentCode,
    billingAddress,
    isVirtual,
    failure: billingError || paymentError,
    isSubmitting,
    regions,
    values: form.values,
    setValue: form.setValue,
    fieldProps: form.fieldProps,
    checkboxProps: form.checkboxProps,
    handleSubmit: form.handleSubmit
  };
}
