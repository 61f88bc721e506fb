import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from './addressFormatter';
import type { AddressErrors, AddressField, AddressFormValues } from './addressForm';
import classes from './checkoutPage.module.css';
import TextField from '../../components/TextField/TextField';

export interface AddressFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  values: AddressFormValues;
  errors: AddressErrors;
  regions: readonly Region[];
  onChange: (values: AddressFormValues) => void;
}

/** The fields of a US address (§5): names, street lines, city, state, ZIP code, phone. */
export default function AddressFields({ idPrefix, section, values, errors, regions, onChange }: AddressFieldsProps) {
  const { formatMessage } = useIntl();
  const field = (name: AddressField) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: event.target.value })
  });
  const regionError = errors.region_code;
  const regionId = `${idPrefix}-region_code`;

  return (
    <div className={classes.fields}>
      <TextField {...field('firstname')} label={formatMessage({ id: 'checkout.address.firstName', defaultMessage: 'First Name' })} autoComplete={`${section} given-name`} />
      <TextField {...field('lastname')} label={formatMessage({ id: 'checkout.address.lastName', defaultMessage: 'Last Name' })} autoComplete={`${section} family-name`} />
      <TextField
        {...field('street1')}
        className={classes.wide}
        label={formatMessage({ id: 'checkout.address.street1', defaultMessage: 'Street Address' })}
        autoComplete={`${section} address-line1`}
      />
      <TextField
        {...field('street2')}
        className={classes.wide}
        optional
        label={formatMessage({ id: 'checkout.address.street2', defaultMessage: 'Street Address 2' })}
        autoComplete={`${section} address-line2`}
      />
      <TextField {...field('city')} label={formatMessage({ id: 'checkout.address.city', defaultMessage: 'City' })} autoComplete={`${section} address-level2`} />
      <div className={classes.field}>
        <label className={classes.label} htmlFor={regionId}>
          {formatMessage({ id: 'checkout.address.region', defaultMessage: 'State' })}
        </label>
        <select
          id={regionId}
          name={regionId}
          className={classes.select}
          value={values.region_code}
          autoComplete={`${section} address-level1`}
          aria-invalid={regionError ? true : undefined}
          aria-describedby={regionError ? `${regionId}-error` : undefined}
          onChange={(event) => onChange({ ...values, region_code: event.target.value })}
        >
          <option value="">{formatMessage({ id: 'checkout.address.chooseRegion', defaultMessage: 'Choose a state' })}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        {regionError ? (
          <p id={`${regionId}-error`} className={classes.fieldError}>
            {formatMessage(regionError, { value: regionError.value })}
          </p>
        ) : null}
      </div>
      <TextField {...field('postcode')} label={formatMessage({ id: 'checkout.address.postcode', defaultMessage: 'ZIP Code' })} autoComplete={`${section} postal-code`} />
      <TextField {...field('telephone')} type="tel" label={formatMessage({ id: 'checkout.address.telephone', defaultMessage: 'Phone Number' })} autoComplete={`${section} tel`} />
      <p className={`${classes.summary} ${classes.wide}`}>
        {formatMessage({ id: 'checkout.address.country', defaultMessage: 'Country: United States' })}
      </p>
    </div>
  );
}
