import { useIntl } from 'react-intl';
import { unreachableActionMessage } from '../../lib/chunkLoad';
import { useFormError } from '../../lib/useFormError';
import classes from './formError.module.css';

export interface FormErrorProps {
  /** The failures to show (empty entries are skipped, so a form can pass all of its possible ones). */
  errors: ReadonlyArray<unknown>;
  /**
   * Words one failure as the messages fit to show the shopper (the feature's rules, e.g. the server's GraphQL
   * messages); none means the generic text (§5).
   */
  describe: (error: unknown) => string[];
  /** For an input that points at this area with aria-describedby. */
  id?: string;
  scrollIntoView?: boolean;
}

/**
 * The form error area of §5: the failure in the feature's own words, or, when none may be shown, 'An error has occurred…'; offline or without its
 * code, that the action could not be done and nothing was lost. It scrolls into view when new errors show.
 */
export default function FormError({ errors, describe, id, scrollIntoView = true }: FormErrorProps) {
  const { formatMessage } = useIntl();
  const present = errors.filter(Boolean);
  const unreachable = present.map(unreachableActionMessage).find(Boolean);
  const messages = unreachable ? [formatMessage(unreachable)] : present.flatMap(describe).filter(Boolean);
  const hasError = present.length > 0;
  const { ref } = useFormError(messages, hasError, scrollIntoView);
  if (!hasError) return null;
  return (
    <div id={id} ref={ref} className={classes.formError} role="alert">
      {messages.length > 1 ? (
        <ul className={classes.list}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p className={classes.text}>
          {messages[0] ?? formatMessage({ id: 'formError.generic', defaultMessage: 'An error has occurred. Please check the input and try again.' })}
        </p>
      )}
    </div>
  );
}
