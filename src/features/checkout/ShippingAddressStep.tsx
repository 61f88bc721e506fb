import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../lib/useErrorText';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import AddressFields from './AddressFields';
import { addressLines } from './addressFormatter';
import { toAddress, toAddressValues, useRegions, validateAddress, type AddressErrors, type AddressFormValues } from './addressForm';
import classes from './checkoutPage.module.css';
import { checkoutErrorMessage } from './checkoutErrors';
import { selectIsSignedIn } from './checkoutSelectors';
import { submitShippingAddress } from './checkoutThunks';
import type { Address } from './checkoutTypes';
import GET_CUSTOMER_ADDRESSES from './getCheckoutCustomerAddresses.graphql';
import type { StepProps } from './stepProps';
import type { CustomerAddressFragment } from '../../graphql/fragments/customerAddress.graphql';
import { discardDraft, useDraft } from './useDraft';

type SavedAddress = CustomerAddressFragment;

function fromSaved(saved: SavedAddress): Address {
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

/** Step 2: the US shipping address; signed-in customers start from their default address (§6). */
export default function ShippingAddressStep({ status }: StepProps) {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const shippingAddress = useAppSelector((state) => state.checkout.shippingAddress);
  const failure = useErrorMessage(useAppSelector((state) => state.checkout.shippingAddressError), checkoutErrorMessage);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const hasAddress = Boolean(shippingAddress.firstname);
  const [values, setValues, fromDraft] = useDraft<AddressFormValues>('shippingAddress', () => toAddressValues(hasAddress ? shippingAddress : null));
  const [errors, setErrors] = useState<AddressErrors>({});
  const { regions } = useRegions();
  const customer = useQuery(GET_CUSTOMER_ADDRESSES, { skip: !isSignedIn || status !== 'active', fetchPolicy: 'cache-and-network' });
  const savedAddresses = (customer.data?.customer?.addresses ?? []).filter((address): address is SavedAddress => Boolean(address?.uid));
  const [savedUid, setSavedUid] = useState('');

  // A customer with nothing typed yet starts from the default shipping address (else the first saved one).
  const [prefilled, setPrefilled] = useState(fromDraft || hasAddress);
  const customerData = customer.data?.customer;
  if (!prefilled && customerData) {
    setPrefilled(true);
    const preferred = savedAddresses.find((address) => address.default_shipping) ?? savedAddresses[0];
    if (preferred) {
      setSavedUid(preferred.uid ?? '');
      setValues(toAddressValues(fromSaved(preferred)));
    } else {
      setValues({ ...values, firstname: customerData.firstname ?? '', lastname: customerData.lastname ?? '' });
    }
  }

  if (status !== 'active') {
    return (
      <ul className={classes.summaryLines}>
        {addressLines(shippingAddress).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    );
  }

  const chooseSaved = (uid: string) => {
    setSavedUid(uid);
    const saved = savedAddresses.find((address) => address.uid === uid);
    if (saved) setValues(toAddressValues(fromSaved(saved)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAddress(values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    try {
      await dispatch(submitShippingAddress({ ...toAddress(values, regions), email: shippingAddress.email }));
      discardDraft('shippingAddress');
    } catch {
      // Stored in state and shown below; what was typed stays in the form.
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate aria-busy={isSubmitting}>
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
      <AddressFields idPrefix="checkout-shipping" section="shipping" values={values} errors={errors} regions={regions} onChange={setValues} />
      {failure ? (
        <p className={classes.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button type="submit" className={classes.primaryButton} disabled={isSubmitting}>
          {formatMessage({ id: 'checkout.shippingAddress.submit', defaultMessage: 'Continue to Shipping Method' })}
        </button>
      </div>
    </form>
  );
}
