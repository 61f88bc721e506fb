import { useIntl } from 'react-intl';
import classes from './contactForm.module.css';
import { useFormError } from '../../lib/useFormError';

interface FormErrorProps {
  /** Messages fit to show the shopper; none means only the generic text is shown. */
  messages: readonly string[];
  hasError: boolean;
  scrollIntoView?: boolean;
}

/** The form error area of §5: the server's own words when it gave some, else the generic message. */
export default function FormError({ messages, hasError, scrollIntoView = true }: FormErrorProps) {
  const { formatMessage } = useIntl();
  const { ref } = useFormError(messages, hasError, scrollIntoView);
  if (!hasError) return null;
  return (
    <div ref={ref} className={classes.formError} role="alert">
      {messages.length > 0 ? (
        <ul className={classes.errorList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p className={classes.errorText}>
          {formatMessage({ id: 'contactForm.formError', defaultMessage: 'An error has occurred. Please check the input and try again.' })}
        </p>
      )}
    </div>
  );
}
