import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from '../../lib/useForm';
import type { Validator } from '../../lib/validators';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ADDRESS_VALIDATORS, toAddress, toAddressValues, useRegions, type AddressField, type AddressFormValues } from './addressForm';
import { selectIsSignedIn, selectIsVirtualCart } from './checkoutSelectors';
import { submitPaymentAndBillingAddress } from './checkoutThunks';
import GET_CUSTOMER_ADDRESSES from './getCheckoutCustomerAddresses.graphql';
import type { PaymentData } from './paymentMethods/paymentMethodModule';
import { PAYMENT_METHOD_MODULES, paymentModuleFor } from './paymentMethods/paymentMethodRegistry';
import { useAvailablePaymentMethods } from './useAvailablePaymentMethods';
import { discardDraft, useDraft } from './useDraft';
import { fromSaved, type SavedAddress } from './useShippingAddressStep';

/** The draft as this tab keeps it in session storage. */
interface PaymentDraft {
  code: string;
  sameAsShipping: boolean;
  billing: AddressFormValues;
  /** The chosen method's own fields (e.g. the PO number). */
  fields?: Record<string, string>;
}

type PaymentFormValues = AddressFormValues & { code: string; sameAsShipping: boolean } & Record<string, string | boolean>;

/** The fields every method module declares (names are shared: the form holds one value per name). */
const METHOD_FIELDS = Object.values(PAYMENT_METHOD_MODULES).flatMap((module) =>
  Object.entries(module.fields).map(([name, validator]) => ({ code: module.code, name, validator }))
);

// The billing address is checked only when it is not the shipping address; a method's fields only while it is chosen.
const whenOwnBillingAddress =
  (validator: Validator): Validator =>
  (value, values) =>
    values?.sameAsShipping ? undefined : validator(value, values);
const whenChosen =
  (code: string, validator: Validator): Validator =>
  (value, values) =>
    values?.code === code ? validator(value, values) : undefined;

const VALIDATORS = {
  ...(Object.fromEntries(Object.entries(ADDRESS_VALIDATORS).map(([name, validator]) => [name, whenOwnBillingAddress(validator)])) as Partial<
    Record<AddressField, Validator>
  >),
  ...Object.fromEntries(METHOD_FIELDS.map(({ code, name, validator }) => [name, whenChosen(code, validator)]))
};

function toDraft(values: PaymentFormValues): PaymentDraft {
  const { code, sameAsShipping } = values;
  const billing = Object.fromEntries(Object.keys(toAddressValues(null)).map((name) => [name, String(values[name] ?? '')])) as AddressFormValues;
  const fields = Object.fromEntries(METHOD_FIELDS.map(({ name }) => [name, String(values[name] ?? '')]));
  return { code, sameAsShipping, billing, fields };
}

/** The chosen method's data: its fields, trimmed. */
function methodData(code: string, fields: Record<string, string> = {}): PaymentData | null {
  const names = Object.keys(paymentModuleFor(code)?.fields ?? {});
  return names.length ? Object.fromEntries(names.map((name) => [name, (fields[name] ?? '').trim()])) : null;
}

/**
 * Step 4's state: the methods the shop offers for the cart, the chosen one with its fields, the billing address
 * (kept as a draft while typed), and the submit.
 */
export function usePaymentStep() {
  const dispatch = useAppDispatch();
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const paymentTitle = useAppSelector((state) => state.checkout.paymentTitle);
  const paymentData = useAppSelector((state) => state.checkout.paymentData);
  const billingAddress = useAppSelector((state) => state.checkout.billingAddress);
  const billingError = useAppSelector((state) => state.checkout.billingAddressError);
  const paymentError = useAppSelector((state) => state.checkout.paymentMethodError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  // A virtual cart has no shipping address to be the same as: its billing address is asked.
  const isVirtual = useAppSelector(selectIsVirtualCart);
  const { regions } = useRegions();
  const offer = useAvailablePaymentMethods();
  const draft = useDraft<PaymentDraft>('payment', () => ({
    code: paymentCode,
    sameAsShipping: !isVirtual && (!billingAddress || Boolean(billingAddress.sameAsShippingAddress)),
    billing: toAddressValues(billingAddress?.sameAsShippingAddress ? null : billingAddress),
    fields: Object.fromEntries(METHOD_FIELDS.map(({ name }) => [name, typeof paymentData?.[name] === 'string' ? paymentData[name] : '']))
  }));

  const form = useForm<PaymentFormValues>({
    initialValues: () => ({
      ...draft.initialValue.billing,
      ...Object.fromEntries(METHOD_FIELDS.map(({ name }) => [name, draft.initialValue.fields?.[name] ?? ''])),
      code: draft.initialValue.code,
      sameAsShipping: !isVirtual && draft.initialValue.sameAsShipping
    }),
    validators: VALIDATORS,
    onChange: (values) => draft.save(toDraft(values)),
    onSubmit: async (values) => {
      const { code, sameAsShipping, billing, fields } = toDraft(values);
      const method = offer.methods?.find((candidate) => candidate.code === code);
      if (!method) return;
      try {
        await dispatch(
          submitPaymentAndBillingAddress({
            billingAddress: sameAsShipping
              ? { sameAsShippingAddress: true }
              : { ...toAddress(billing as AddressFormValues, regions), sameAsShippingAddress: false },
            paymentMethod: { code, title: method.title, data: methodData(code, fields) }
          })
        );
        discardDraft('payment');
      } catch {
        // Stored in state and shown below.
      }
    }
  });

  // The chosen method must be one on offer: the first one when the list changes under it (or nothing was chosen).
  // A reset, not a change: the page's choice is not the shopper's draft.
  // A customer's virtual cart has no shipping form to start from: with nothing typed or stored yet, the billing
  // address starts from the default billing address (else the first saved one), as the shipping form does.
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const customer = useQuery(GET_CUSTOMER_ADDRESSES, { skip: !isVirtual || !isSignedIn, fetchPolicy: 'cache-and-network' });
  const [prefilled, setPrefilled] = useState(!isVirtual || draft.fromDraft || Boolean(billingAddress?.firstname));
  const savedAddresses = customer.data?.customer?.addresses;
  if (!prefilled && savedAddresses) {
    setPrefilled(true);
    const saved = savedAddresses.filter((address): address is SavedAddress => Boolean(address?.uid));
    const preferred = saved.find((address) => address.default_billing) ?? saved[0];
    if (preferred) form.setValues({ ...form.values, ...toAddressValues(fromSaved(preferred)) });
  }

  const { values, reset } = form;
  const chosen = values.code;
  useEffect(() => {
    const methods = offer.methods;
    if (methods?.length && !methods.some((method) => method.code === chosen)) reset({ ...values, code: methods[0].code });
  }, [offer.methods, chosen, values, reset]);

  const chosenModule = paymentModuleFor(chosen);
  return {
    paymentCode,
    paymentTitle,
    paymentData,
    billingAddress,
    offer,
    ChosenDetails: offer.methods?.some((method) => method.code === chosen) ? (chosenModule?.Details ?? null) : null,
    isVirtual,
    failure: billingError || paymentError,
    isSubmitting,
    regions,
    values,
    setValue: form.setValue,
    fieldProps: form.fieldProps,
    checkboxProps: form.checkboxProps,
    handleSubmit: form.handleSubmit
  };
}
