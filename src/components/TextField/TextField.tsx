import { useId, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import classes from './textField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: FieldError | null;
  helpText?: string;
  /** Adds the 'Optional' mark to the label (§2). */
  optional?: boolean;
  /** A class for the field's wrapper (layout in its form). */
  className?: string;
}

/**
 * A labelled input (§5): its error, translated from the error's id and value, replaces the help text,
 * marks the input invalid and is announced; without an id one is generated and the name follows the id.
 */
export default function TextField({ label, error, helpText, optional = false, type = 'text', id, name, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { formatMessage } = useIntl();
  const messageId = `${inputId}-message`;
  const message = error ? formatMessage(error, { value: error.value }) : helpText;
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {optional ? <span className={classes.optional}>{formatMessage({ id: 'textField.optional', defaultMessage: 'Optional' })}</span> : null}
      </label>
      <input
        {...inputProps}
        id={inputId}
        name={name ?? id}
        type={type}
        className={error ? `${classes.input} ${classes.inputError}` : classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message ? (
        <p id={messageId} className={error ? classes.error : classes.help} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
