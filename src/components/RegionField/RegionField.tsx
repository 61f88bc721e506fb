import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import classes from './regionField.module.css';

export interface RegionFieldProps {
  /** The select's id; its error is `<id>-error`. */
  id: string;
  name: string;
  value: string;
  /** The form's error for it: null once checked and valid, undefined before. */
  error: FieldError | null | undefined;
  /** The country's states (§5: US only), by code. */
  regions: readonly { id: number; code: string; name: string }[];
  /** The autocomplete section's token, e.g. `shipping address-level1`. */
  autoComplete: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
  /** The error is announced as it appears (a form that does not move focus to it). */
  announceError?: boolean;
}

/** The "State" select of a US address, with its error: checkout's address forms and the cart page's estimate. */
export default function RegionField({ id, name, value, error, regions, autoComplete, onChange, onBlur, announceError = false }: RegionFieldProps) {
  const { formatMessage } = useIntl();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {formatMessage({ id: 'checkout.address.region', defaultMessage: 'State' })}
      </label>
      <select
        id={id}
        name={name}
        className={classes.select}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : error === null ? false : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
        onBlur={onBlur}
      >
        <option value="">{formatMessage({ id: 'checkout.address.chooseRegion', defaultMessage: 'Choose a state' })}</option>
        {regions.map((option) => (
          <option key={option.id} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={classes.error} role={announceError ? 'alert' : undefined}>
          {formatMessage(error, { value: error.value })}
        </p>
      ) : null}
    </div>
  );
}
