import { useEffect, useRef } from 'react';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { isOfflineError } from '../../lib/offline';
import { useErrorText } from '../../lib/useErrorText';
import classes from './form.module.css';

/**
 * The server's errors in plain words (§8: GraphQL messages joined with ', '), or, when one came from being
 * offline, that the action needs a connection; scrolls into view.
 */
export default function FormError({ errors }: { errors: ReadonlyArray<unknown> }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const errorText = useErrorText();
  const present = errors.filter(Boolean) as Array<{ message: string }>;
  const message = errorText(present.find(isOfflineError), () => deriveErrorMessage(present));
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className={classes.formError} role="alert">
      {message}
    </p>
  );
}
