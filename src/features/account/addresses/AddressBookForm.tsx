import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import FormError from '../../../components/FormError/FormError';
import TextField from '../../../components/TextField/TextField';
import { deriveErrorMessages } from '../../../graphql/deriveErrorMessage';
import { useForm } from '../../../lib/useForm';
import { isRequired } from '../../../lib/validators';
import type { Region } from '../../checkout';
import type { AddressBookValues } from './addressBookValues';
import NameFields from '../shared/NameFields';
import formClasses from '../shared/form.module.css';

/** Adds or edits one address of the address book (§5: every field but the defaults is required). */
export default function AddressBookForm({
  initial,
  regions,
  onSave,
  onCancel,
  busy,
  error
}: {
  initial: AddressBookValues;
  regions: Region[];
  onSave: (values: AddressBookValues) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
}) {
  const { formatMessage } = useIntl();
  const validators = useMemo(
    () => ({
      firstname: isRequired,
      lastname: isRequired,
      street: isRequired,
      city: isRequired,
      regionId: isRequired,
      postcode: isRequired,
      telephone: isRequired
    }),
    []
  );
  const { fieldProps, checkboxProps, errors, handleSubmit } = useForm({ initialValues: initial, validators, onSubmit: onSave });
  const region = fieldProps('regionId');
  const regionError = errors.regionId;
  return (
    <form className={formClasses.form} onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <FormError errors={[error]} describe={deriveErrorMessages} />
      <NameFields firstname={fieldProps('firstname')} lastname={fieldProps('lastname')} />
      <TextField
        {...fieldProps('street')}
        autoComplete="street-address"
        label={formatMessage({ id: 'addressBook.street', defaultMessage: 'Street Address' })}
      />
      <TextField {...fieldProps('city')} autoComplete="address-level2" label={formatMessage({ id: 'addressBook.city', defaultMessage: 'City' })} />
      <div className={formClasses.field}>
        <label className={formClasses.label} htmlFor="address-region">
          {formatMessage({ id: 'addressBook.state', defaultMessage: 'State' })}
        </label>
        <select
          id="address-region"
          className={formClasses.select}
          value={region.value}
          aria-invalid={region.error ? true : region.error === null ? false : undefined}
          aria-describedby={regionError ? 'address-region-message' : undefined}
          onChange={region.onChange}
          onBlur={region.onBlur}
        >
          <option value="">{formatMessage({ id: 'addressBook.chooseState', defaultMessage: 'Select a state' })}</option>
          {regions.map((region) => (
            <option key={region.id} value={String(region.id)}>
              {region.name}
            </option>
          ))}
        </select>
        {regionError ? (
          <p id="address-region-message" className={formClasses.fieldError} role="alert">
            {formatMessage(regionError, { value: regionError.value })}
          </p>
        ) : null}
      </div>
      <TextField
        {...fieldProps('postcode')}
        autoComplete="postal-code"
        label={formatMessage({ id: 'addressBook.postcode', defaultMessage: 'ZIP / Postal Code' })}
      />
      <TextField
        {...fieldProps('telephone')}
        type="tel"
        autoComplete="tel"
        label={formatMessage({ id: 'addressBook.telephone', defaultMessage: 'Phone Number' })}
      />
      <label className={formClasses.checkbox}>
        <input type="checkbox" {...checkboxProps('defaultShipping')} />
        {formatMessage({ id: 'addressBook.makeDefaultShipping', defaultMessage: 'Use as my default shipping address' })}
      </label>
      <label className={formClasses.checkbox}>
        <input type="checkbox" {...checkboxProps('defaultBilling')} />
        {formatMessage({ id: 'addressBook.makeDefaultBilling', defaultMessage: 'Use as my default billing address' })}
      </label>
      <div className={formClasses.actions}>
        <Button type="submit" disabled={busy}>
          {formatMessage({ id: 'addressBook.save', defaultMessage: 'Save Address' })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {formatMessage({ id: 'account.cancel', defaultMessage: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}
