import { reloadPage } from '../../../lib/pageNavigation';
import type { AppThunk } from '../../../store/hooks';
import { runInStages } from '../../../store/stages';
import { signOut } from './signOut';
import { isSignInTokenExpired, peekSignInTokenRecord, signInTokenExpiresAt } from './signInTokenRecord';
import { getDetailsStages } from './userActions';
import type { CurrentUser } from './userTypes';
import GET_CUSTOMER_DETAILS, { type GetCustomerDetailsQuery } from './getCustomerDetails.graphql';

/** Expiry check interval (§9). */
export const SIGN_IN_EXPIRY_CHECK_INTERVAL_MS = 1000;

type CustomerResult = Partial<NonNullable<GetCustomerDetailsQuery['customer']>>;

export function toCurrentUser(customer: CustomerResult | null | undefined): CurrentUser {
  return {
    email: customer?.email ?? '',
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    is_subscribed: Boolean(customer?.is_subscribed)
  };
}

export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** §8 "The current customer isn't authorized.": the server no longer accepts the stored token. */
export function isAuthorizationError(error: unknown): boolean {
  const graphQLErrors = (error as { graphQLErrors?: ReadonlyArray<{ message?: string; extensions?: { category?: string } }> })?.graphQLErrors;
  return Boolean(
    graphQLErrors?.some(
      (graphQLError) => graphQLError.extensions?.category === 'graphql-authorization' || /isn't authorized/.test(graphQLError.message ?? '')
    )
  );
}

/**
 * Get-details (§4): only when signed in (resolves null otherwise, with no stage); request, then receive with the
 * customer or the error (rejected with it too).
 */
export function getUserDetails(): AppThunk<Promise<CurrentUser | null>> {
  return async (dispatch, getState, { apollo }) => {
    if (!getState().user.isSignedIn) return null;
    return runInStages(dispatch, getDetailsStages, async () => {
      try {
        const { data } = await apollo.query({ query: GET_CUSTOMER_DETAILS, fetchPolicy: 'network-only' });
        return toCurrentUser(data?.customer);
      } catch (error) {
        throw asError(error);
      }
    });
  };
}

export { signOut };

export interface AutoSignOutOptions {
  /** Called once the expired shopper is signed out (§4: the page reloads). */
  onExpired?: () => void;
  now?: () => number;
}

/**
 * Auto sign-out (§4): a timer at time stored + ttl, a check every second and one at once (on load). On
 * expiry, or when the record is gone while the state says signed in, the shopper is signed out (no
 * revocation: the token is dead) and `onExpired` runs. Returns the function that cancels the timers.
 */
export function startAutoSignOut({ onExpired = reloadPage, now = Date.now }: AutoSignOutOptions = {}): AppThunk<() => void> {
  return (dispatch, getState, { storage }) => {
    let stopped = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      stopped = true;
      if (timeout !== undefined) clearTimeout(timeout);
      clearInterval(interval);
    };
    const check = () => {
      if (stopped) return;
      if (!getState().user.isSignedIn) return;
      const record = peekSignInTokenRecord(storage);
      if (record && !isSignInTokenExpired(record, now())) return;
      cancel();
      void dispatch(signOut({ revokeToken: false })).then(onExpired);
    };
    const record = peekSignInTokenRecord(storage);
    if (record && getState().user.isSignedIn) {
      timeout = setTimeout(check, Math.max(0, signInTokenExpiresAt(record) - now()));
    }
    const interval = setInterval(check, SIGN_IN_EXPIRY_CHECK_INTERVAL_MS);
    check();
    return cancel;
  };
}
