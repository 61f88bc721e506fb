import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from '../../lib/useForm';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ADDRESS_VALIDATORS, toAddress, toAddressValues, useRegions, type AddressFormValues } from './addressForm';
import { selectIsSignedIn } from './checkoutSelectors';
import { submitShippingAddress } from './checkoutThunks';
import type { Address } from './checkoutTypes';
import GET_CUSTOMER_ADDRESSES from './getCheckoutCustomerAddresses.graphql';
import type { StepStatus } from './checkoutSelectors';
import type { CustomerAddressFragment } from '../../graphql/fragments/customerAddress.graphql';
import { discardDraft, useDraft } from './useDraft';
import { useSavedShippingEstimate } from './useSavedShippingEstimate';

export type SavedAddress = CustomerAddressFragment;

export function fromSaved(saved: SavedAddress): Address {
  return {
    firstname: saved.firstname ?? '',
    lastname: saved.lastname ?? '',
    street: (saved.street ?? []).filter((line): line is string => Boolean(line)),
    city: saved.city ?? '',
    region_code: saved.region?.region_code ?? '',
    postcode: saved.postcode ?? '',
    telephone: saved.telephone ?? ''
  };
}

/**
 * Step 2's state: the address form (kept as a draft while typed), the customer's saved addresses to start
 * from (the default shipping one, else the first), and the submit.
 */
export function useShippingAddressStep(status: StepStatus) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const shippingAddress = useAppSelector((state) => state.checkout.shippingAddress);
  const failure = useAppSelector((state) => state.checkout.shippingAddressError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const hasAddress = Boolean(shippingAddress.firstname);
  // Nothing entered yet: the state and ZIP code of the cart page's estimate, if there was one.
  const estimate = useSavedShippingEstimate();
  const draft = useDraft<AddressFormValues>('shippingAddress', () =>
    toAddressValues(hasAddress ? shippingAddress : estimate ? { region_code: estimate.region_code, postcode: estimate.postcode } : null)
  );
  const { regions } = useRegions();
  const customer = useQuery(GET_CUSTOMER_ADDRESSES, { skip: !isSignedIn || status !== 'active', fetchPolicy: 'cache-and-network' });
  const savedAddresses = (customer.data?.customer?.addresses ?? []).filter((address): address is SavedAddress => Boolean(address?.uid));
  const [savedUid, setSavedUid] = useState('');

  const form = useForm({
    initialValues: draft.initialValue,
    validators: ADDRESS_VALIDATORS,
    onChange: draft.save,
    onSubmit: async (values) => {
      try {
        await dispatch(submitShippingAddress({ ...toAddress(values, regions), email: shippingAddress.email }));
        discardDraft('shippingAddress');
      } catch {
        // Stored in state and shown below; what was typed stays in the form.
      }
    }
  });

  // A customer with nothing typed yet starts from the default shipping address (else the first saved one).
  const [prefilled, setPrefilled] = useState(draft.fromDraft || hasAddress);
  const customerData = customer.data?.customer;
  if (!prefilled && customerData) {
    setPrefilled(true);
    const preferred = savedAddresses.find((address) => address.default_shipping) ?? savedAddresses[0];
    if (preferred) {
      setSavedUid(preferred.uid ?? '');
      form.setValues(toAddressValues(fromSaved(preferred)));
    } else {
      form.setValues({ ...form.values, firstname: customerData.firstname ?? '', lastname: customerData.lastname ?? '' });
    }
  }

  const chooseSaved = (uid: string) => {
    setSavedUid(uid);
    const saved = savedAddresses.find((address) => address.uid === uid);
    if (saved) form.setValues(toAddressValues(fromSaved(saved)));
  };

  return {
    shippingAddress,
    failure,
    isSubmitting,
    regions,
    savedAddresses,
    savedUid,
    chooseSaved,
    fieldProps: form.fieldProps,
    handleSubmit: form.handleSubmit
  };
}
