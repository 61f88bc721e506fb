import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldError } from '../../lib/fieldError';
import classes from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: FieldError;
  helpText?: string;
  optional?: boolean;
}

/** A labelled input; its §5 error (translated from its id and value) replaces the help text. */
export default function TextField({ label, name, error, helpText, optional = false, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const { formatMessage } = useIntl();
  const messageId = `${id}-message`;
  const message = error ? formatMessage({ id: error.id, defaultMessage: error.defaultMessage }, { value: error.value }) : helpText;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {optional ? (
          <span className={classes.optional}>
            <FormattedMessage id="account.optional" defaultMessage="Optional" />
          </span>
        ) : null}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
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
