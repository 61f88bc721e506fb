import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import { isRequired } from '../../lib/validators';
import AccountPageLayout from './AccountPageLayout';
import { useRegions, type Region } from '../checkout';
import FormError from './FormError';
import TextField from '../../components/TextField/TextField';
import classes from './accountPage.module.css';
import formClasses from './form.module.css';
import { useForm } from './useForm';
import CREATE_CUSTOMER_ADDRESS from './createCustomerAddress.graphql';
import DELETE_CUSTOMER_ADDRESS from './deleteCustomerAddress.graphql';
import GET_CUSTOMER_ADDRESSES from './getCustomerAddresses.graphql';
import UPDATE_CUSTOMER_ADDRESS from './updateCustomerAddress.graphql';

interface CustomerAddress {
  id: number;
  uid: string;
  firstname?: string | null;
  lastname?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}


const EMPTY = {
  firstname: '',
  lastname: '',
  street: '',
  city: '',
  regionId: '',
  postcode: '',
  telephone: '',
  defaultShipping: false,
  defaultBilling: false
};

type AddressValues = typeof EMPTY;

function toValues(address: CustomerAddress): AddressValues {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: (address.street ?? []).filter(Boolean).join('\n'),
    city: address.city ?? '',
    regionId: address.region?.region_id ? String(address.region.region_id) : '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    defaultShipping: Boolean(address.default_shipping),
    defaultBilling: Boolean(address.default_billing)
  };
}

function AddressForm({
  initial,
  regions,
  onSave,
  onCancel,
  busy,
  error
}: {
  initial: AddressValues;
  regions: Region[];
  onSave: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
}) {
  const { formatMessage } = useIntl();
  const validators = useMemo(
    () => ({ firstname: isRequired, lastname: isRequired, street: isRequired, city: isRequired, regionId: isRequired, postcode: isRequired, telephone: isRequired }),
    []
  );
  const { fieldProps, values, setValue, errors, handleSubmit } = useForm(initial, validators, onSave);
  const regionError = errors.regionId;
  return (
    <form className={formClasses.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <FormError errors={[error]} />
      <TextField {...fieldProps('firstname')} autoComplete="given-name" label={formatMessage({ id: 'account.firstName', defaultMessage: 'First Name' })} />
      <TextField {...fieldProps('lastname')} autoComplete="family-name" label={formatMessage({ id: 'account.lastName', defaultMessage: 'Last Name' })} />
      <TextField {...fieldProps('street')} autoComplete="street-address" label={formatMessage({ id: 'addressBook.street', defaultMessage: 'Street Address' })} />
      <TextField {...fieldProps('city')} autoComplete="address-level2" label={formatMessage({ id: 'addressBook.city', defaultMessage: 'City' })} />
      <div className={formClasses.field}>
        <label className={formClasses.label} htmlFor="address-region">
          {formatMessage({ id: 'addressBook.state', defaultMessage: 'State' })}
        </label>
        <select
          id="address-region"
          className={formClasses.select}
          value={String(values.regionId)}
          aria-invalid={regionError ? true : undefined}
          onChange={(event) => setValue('regionId', event.target.value)}
        >
          <option value="">{formatMessage({ id: 'addressBook.chooseState', defaultMessage: 'Select a state' })}</option>
          {regions.map((region) => (
            <option key={region.id} value={String(region.id)}>
              {region.name}
            </option>
          ))}
        </select>
        {regionError ? (
          <p className={formClasses.error} role="alert">
            {formatMessage({ id: regionError.id, defaultMessage: regionError.defaultMessage }, { value: regionError.value })}
          </p>
        ) : null}
      </div>
      <TextField {...fieldProps('postcode')} autoComplete="postal-code" label={formatMessage({ id: 'addressBook.postcode', defaultMessage: 'ZIP / Postal Code' })} />
      <TextField {...fieldProps('telephone')} type="tel" autoComplete="tel" label={formatMessage({ id: 'addressBook.telephone', defaultMessage: 'Phone Number' })} />
      <label className={formClasses.checkbox}>
        <input type="checkbox" checked={Boolean(values.defaultShipping)} onChange={(event) => setValue('defaultShipping', event.target.checked)} />
        {formatMessage({ id: 'addressBook.makeDefaultShipping', defaultMessage: 'Use as my default shipping address' })}
      </label>
      <label className={formClasses.checkbox}>
        <input type="checkbox" checked={Boolean(values.defaultBilling)} onChange={(event) => setValue('defaultBilling', event.target.checked)} />
        {formatMessage({ id: 'addressBook.makeDefaultBilling', defaultMessage: 'Use as my default billing address' })}
      </label>
      <div className={formClasses.actions}>
        <button type="submit" className={formClasses.primary} disabled={busy}>
          {formatMessage({ id: 'addressBook.save', defaultMessage: 'Save Address' })}
        </button>
        <button type="button" className={formClasses.secondary} onClick={onCancel}>
          {formatMessage({ id: 'account.cancel', defaultMessage: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}

/** /address-book: the saved addresses; add, edit, delete, default shipping and billing. */
export default function AddressBookPage() {
  const { formatMessage } = useIntl();
  const { data, loading, error } = useQuery<{ customer?: { addresses?: Array<CustomerAddress | null> | null } | null }>(GET_CUSTOMER_ADDRESSES, {
    fetchPolicy: 'cache-and-network'
  });
  // The same US regions the checkout's address formatter uses (§5).
  const { regions } = useRegions();
  const refetchQueries = [{ query: GET_CUSTOMER_ADDRESSES }];
  const [createAddress, createState] = useMutation(CREATE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [updateAddress, updateState] = useMutation(UPDATE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [deleteAddress, deleteState] = useMutation(DELETE_CUSTOMER_ADDRESS, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<'new' | { uid: string } | null>(null);
  const addresses = (data?.customer?.addresses ?? []).filter((address): address is CustomerAddress => Boolean(address));

  const save = async (values: AddressValues) => {
    const region = regions.find((candidate) => String(candidate.id) === String(values.regionId));
    const input = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      street: values.street.split('\n').map((line) => line.trim()).filter(Boolean),
      city: values.city.trim(),
      region: region ? { region_id: region.id, region_code: region.code, region: region.name } : undefined,
      postcode: values.postcode.trim(),
      telephone: values.telephone.trim(),
      country_code: 'US',
      default_shipping: Boolean(values.defaultShipping),
      default_billing: Boolean(values.defaultBilling)
    };
    try {
      if (editing === 'new') await createAddress({ variables: { input } });
      else if (editing) await updateAddress({ variables: { uid: editing.uid, input } });
      setEditing(null);
    } catch {
      // Shown from the mutation state.
    }
  };

  const title = formatMessage({ id: 'account.link.addressBook', defaultMessage: 'Address Book' });
  if (editing !== null) {
    const address = editing !== 'new' ? addresses.find((candidate) => candidate.uid === editing.uid) : undefined;
    return (
      <AccountPageLayout title={title}>
        <div className={classes.narrow}>
          <h2 className={classes.sectionTitle}>
            {address
              ? formatMessage({ id: 'addressBook.editTitle', defaultMessage: 'Edit Address' })
              : formatMessage({ id: 'addressBook.addTitle', defaultMessage: 'New Address' })}
          </h2>
          <AddressForm
            initial={address ? toValues(address) : EMPTY}
            regions={regions}
            onSave={save}
            onCancel={() => setEditing(null)}
            busy={createState.loading || updateState.loading}
            error={createState.error ?? updateState.error}
          />
        </div>
      </AccountPageLayout>
    );
  }

  return (
    <AccountPageLayout title={title}>
      <FormError errors={[error, deleteState.error]} />
      <div className={formClasses.actions}>
        <button type="button" className={formClasses.primary} onClick={() => setEditing('new')}>
          {formatMessage({ id: 'addressBook.add', defaultMessage: 'Add an Address' })}
        </button>
      </div>
      {loading && !data ? <LoadingIndicator /> : null}
      {!loading && !addresses.length ? (
        <p className={classes.empty}>{formatMessage({ id: 'addressBook.empty', defaultMessage: 'You have no saved addresses.' })}</p>
      ) : null}
      <ul className={classes.grid}>
        {addresses.map((address) => (
          <li key={address.uid} className={classes.card}>
            {address.default_shipping ? (
              <span className={classes.badge}>{formatMessage({ id: 'addressBook.defaultShipping', defaultMessage: 'Default shipping address' })}</span>
            ) : null}
            {address.default_billing ? (
              <span className={classes.badge}>{formatMessage({ id: 'addressBook.defaultBilling', defaultMessage: 'Default billing address' })}</span>
            ) : null}
            <address className={classes.address}>
              {address.firstname} {address.lastname}
              <br />
              {(address.street ?? []).filter(Boolean).join(', ')}
              <br />
              {[address.city, address.region?.region, address.postcode].filter(Boolean).join(', ')}
              <br />
              {address.country_code}
              <br />
              {address.telephone}
            </address>
            <div className={classes.cardActions}>
              <button type="button" className={classes.textButton} onClick={() => setEditing({ uid: address.uid })}>
                {formatMessage({ id: 'addressBook.edit', defaultMessage: 'Edit' })}
              </button>
              <button
                type="button"
                className={classes.textButton}
                disabled={deleteState.loading}
                onClick={() => void deleteAddress({ variables: { uid: address.uid } }).catch(() => undefined)}
              >
                {formatMessage({ id: 'addressBook.delete', defaultMessage: 'Delete' })}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </AccountPageLayout>
  );
}
