import { useEffect, useRef } from 'react';

/** §5: the form error area scrolls into view by default whenever it (re)appears with new errors. */
export function useFormError(messages: readonly string[], hasError: boolean, scrollIntoView: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const key = hasError ? messages.join('\n') || '(generic)' : '';
  useEffect(() => {
    if (key && scrollIntoView) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [key, scrollIntoView]);
  return { ref };
}
