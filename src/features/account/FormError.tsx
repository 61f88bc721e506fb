import { useEffect, useRef } from 'react';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import classes from './form.module.css';

/** The server's errors in plain words (§8: GraphQL messages joined with ', '); scrolls into view. */
export default function FormError({ errors }: { errors: ReadonlyArray<unknown> }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = deriveErrorMessage(errors.filter(Boolean) as Array<{ message: string }>);
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
