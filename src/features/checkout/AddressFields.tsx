import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import RegionField from '../../components/RegionField/RegionField';
import TextField from '../../components/TextField/TextField';
import type { FieldError } from '../../lib/fieldError';
import type { Region } from './addressFormatter';
import type { AddressField } from './addressForm';
import classes from './checkoutPage.module.css';

/** What the form's `fieldProps` gives one field. */
interface FieldProps {
  value: string;
  error: FieldError | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

export interface AddressFieldsProps {
  /** Prefix of the inputs' ids (and names), unique on the page. */
  idPrefix: string;
  /** The autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  regions: readonly Region[];
  /** The address form's fields (`useForm`'s `fieldProps`). */
  fieldProps: (name: AddressField) => FieldProps;
}

/** The fields of a US address (§5): names, street lines, city, state, ZIP code, phone. */
export default function AddressFields({ idPrefix, section, regions, fieldProps }: AddressFieldsProps) {
  const { formatMessage } = useIntl();
  const field = (name: AddressField) => ({ ...fieldProps(name), id: `${idPrefix}-${name}`, name: `${idPrefix}-${name}` });
  const region = field('region_code');

  return (
    <div className={classes.fields}>
      <TextField
        {...field('firstname')}
        label={formatMessage({ id: 'checkout.address.firstName', defaultMessage: 'First Name' })}
        autoComplete={`${section} given-name`}
      />
      <TextField
        {...field('lastname')}
        label={formatMessage({ id: 'checkout.address.lastName', defaultMessage: 'Last Name' })}
        autoComplete={`${section} family-name`}
      />
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
      <TextField
        {...field('city')}
        label={formatMessage({ id: 'checkout.address.city', defaultMessage: 'City' })}
        autoComplete={`${section} address-level2`}
      />
      <RegionField {...region} regions={regions} autoComplete={`${section} address-level1`} />
      <TextField
        {...field('postcode')}
        label={formatMessage({ id: 'checkout.address.postcode', defaultMessage: 'ZIP Code' })}
        autoComplete={`${section} postal-code`}
      />
      <TextField
        {...field('telephone')}
        type="tel"
        label={formatMessage({ id: 'checkout.address.telephone', defaultMessage: 'Phone Number' })}
        autoComplete={`${section} tel`}
      />
      <p className={`${classes.summary} ${classes.wide}`}>
        {formatMessage({ id: 'checkout.address.country', defaultMessage: 'Country: United States' })}
      </p>
    </div>
  );
}
