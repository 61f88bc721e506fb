import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../store';

export interface SignInRedirectState {
  /** Where the shopper was going; the sign-in form returns there afterwards. */
  from: string;
}

/** Account routes (§2, §6): a shopper who is not signed in goes to /sign-in, and the origin is remembered. */
export default function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const location = useLocation();
  if (isSignedIn) return <>{children}</>;
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
  return <Navigate to="/sign-in" replace state={state} />;
}
