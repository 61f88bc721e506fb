import { useId } from 'react';
import { useIntl } from 'react-intl';
import classes from './contactForm.module.css';
import type { ContactFieldProps } from './useContactForm';

interface Props extends ContactFieldProps {
  label: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/** One labelled field; its error text (§5) is shown under it and tied to it for assistive technology. */
export default function ContactField({ label, optional = false, multiline = false, type = 'text', autoComplete, error, ...field }: Props) {
  const { formatMessage } = useIntl();
  const id = useId();
  const messageId = `${id}-message`;
  const inputProps = {
    id,
    ...field,
    className: error ? `${classes.input} ${classes.inputError}` : classes.input,
    autoComplete,
    required: !optional,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? messageId : undefined
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {optional ? (
          <span className={classes.optional}>{formatMessage({ id: 'contactForm.optional', defaultMessage: 'Optional' })}</span>
        ) : null}
      </label>
      {multiline ? <textarea {...inputProps} rows={6} /> : <input {...inputProps} type={type} />}
      {error ? (
        <p id={messageId} className={classes.fieldError}>
          {formatMessage(error, { value: error.value })}
        </p>
      ) : null}
    </div>
  );
}
