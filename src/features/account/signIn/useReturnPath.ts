import { useLocation } from 'react-router-dom';

/** Where the sign-in guard (RequireSignIn) says the shopper was going, else home. */
export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/sign-in') ? from : '/';
}
