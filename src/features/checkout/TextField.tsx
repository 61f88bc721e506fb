import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import classes from './checkoutPage.module.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  optional?: boolean;
  className?: string;
}

/** A labelled input whose error message (§5, translated from its id and value) is tied to it. */
export default function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, inputMode, optional, className }: TextFieldProps) {
  const { formatMessage } = useIntl();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {optional ? <span className={classes.optional}>{formatMessage({ id: 'checkout.optional', defaultMessage: 'Optional' })}</span> : null}
      </label>
      <input
        id={id}
        name={id}
        className={classes.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={classes.fieldError}>
          {formatMessage({ id: error.id, defaultMessage: error.defaultMessage }, { value: error.value })}
        </p>
      ) : null}
    </div>
  );
}
