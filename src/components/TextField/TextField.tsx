import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import classes from './textField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'> {
  label: string;
  /** The field's error; `null` once the form has checked the field and found it fine, `undefined` before. */
  error?: FieldError | null;
  helpText?: string;
  /** Adds the 'Optional' mark to the label (§2). */
  optional?: boolean;
  /** A text area of several lines instead of a one-line input. */
  multiline?: boolean;
  // A method, so a handler written for an input (`ChangeEvent<HTMLInputElement>`) fits too.
  onChange?(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  /** A class for the field's wrapper (layout in its form). */
  className?: string;
}

/**
 * A labelled input (§5): its error, translated from the error's id and value, replaces the help text,
 * marks the input invalid and is announced; without an id one is generated and the name follows the id.
 */
export default function TextField({
  label,
  error,
  helpText,
  optional = false,
  multiline = false,
  type = 'text',
  id,
  name,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { formatMessage } = useIntl();
  const messageId = `${inputId}-message`;
  const message = error ? formatMessage(error, { value: error.value }) : helpText;
  const fieldProps = {
    id: inputId,
    name: name ?? id,
    className: error ? `${classes.input} ${classes.inputError}` : classes.input,
    'aria-invalid': error ? true : error === null ? false : undefined,
    'aria-describedby': message ? messageId : undefined
  };
  return (
    <div className={className ? `${classes.field} ${className}` : classes.field}>
      <label className={classes.label} htmlFor={inputId}>
        {label}
        {/* The space keeps the mark a word of its own in the accessible name ('Phone Number Optional'). */}
        {optional ? (
          <>
            {' '}
            <span className={classes.optional}>{formatMessage({ id: 'textField.optional', defaultMessage: 'Optional' })}</span>
          </>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...(inputProps as InputHTMLAttributes<HTMLTextAreaElement>)} {...fieldProps} rows={6} />
      ) : (
        <input {...inputProps} {...fieldProps} type={type} />
      )}
      {message ? (
        <p id={messageId} className={error ? classes.error : classes.help} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
