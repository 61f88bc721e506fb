import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { reloadPage } from '../../lib/pageNavigation';
import { SIGN_IN_TOKEN_KEY, SIGN_IN_TOKEN_TTL_SECONDS } from '../../lib/storage';
import type { ThunkExtra } from '../../store/configureStore';
import type { RootState } from '../../store/rootState';
import { mergeGuestCartAfterSignIn } from '../cart';
import { signOut } from './signOut';
import { isSignInTokenExpired, peekSignInTokenRecord, signInTokenExpiresAt } from './signInTokenRecord';
import {
  createAccountReceive,
  createAccountRequest,
  getDetailsReceive,
  getDetailsRequest,
  resetPasswordReceive,
  resetPasswordRequest,
  setToken,
  signInReceive,
  signInRequest,
  type CurrentUser
} from './userSlice';
import CREATE_ACCOUNT from './createAccount.graphql';
import GET_CUSTOMER_DETAILS from './getCustomerDetails.graphql';
import REQUEST_PASSWORD_RESET_EMAIL from './requestPasswordResetEmail.graphql';
import RESET_PASSWORD from './resetPassword.graphql';
import SIGN_IN from './signIn.graphql';

export type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, Action>;

/** Expiry check interval (§9). */
export const SIGN_IN_EXPIRY_CHECK_INTERVAL_MS = 1000;

export interface SignInPayload {
  email: string;
  password: string;
}

export interface CreateAccountPayload {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  is_subscribed: boolean;
}

export interface ResetPasswordPayload {
  email: string;
  token: string;
  newPassword: string;
}

interface CustomerResult {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  is_subscribed?: boolean | null;
}

export function toCurrentUser(customer: CustomerResult | null | undefined): CurrentUser {
  return {
    email: customer?.email ?? '',
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    is_subscribed: Boolean(customer?.is_subscribed)
  };
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** §8 "The current customer isn't authorized.": the server no longer accepts the stored token. */
export function isAuthorizationError(error: unknown): boolean {
  const graphQLErrors = (error as { graphQLErrors?: ReadonlyArray<{ message?: string; extensions?: { category?: string } }> })
    ?.graphQLErrors;
  return Boolean(
    graphQLErrors?.some(
      (graphQLError) =>
        graphQLError.extensions?.category === 'graphql-authorization' ||
        /isn't authorized/.test(graphQLError.message ?? '')
    )
  );
}

/** Get-details (§4): only when signed in; request, then receive with the customer or the error. */
export function getUserDetails(): AppThunk<Promise<CurrentUser | null>> {
  return async (dispatch, getState, { apollo }) => {
    if (!getState().user.isSignedIn) return null;
    dispatch(getDetailsRequest());
    try {
      const { data } = await apollo.query<{ customer?: CustomerResult | null }>({
        query: GET_CUSTOMER_DETAILS,
        fetchPolicy: 'network-only'
      });
      const user = toCurrentUser(data?.customer);
      dispatch(getDetailsReceive({ value: user }));
      return user;
    } catch (error) {
      dispatch(getDetailsReceive({ error: asError(error) }));
      return null;
    }
  };
}

/**
 * Sign-in (§4): request, the token call, then the token is stored under `signin_token` with ttl 3600 s
 * and set, receive; the details are fetched and the guest cart merged into the customer's.
 * Rejects with the server's error (the form shows it).
 */
export function signIn({ email, password }: SignInPayload): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { apollo, storage }) => {
    dispatch(signInRequest());
    let token: string;
    try {
      const { data } = await apollo.mutate<{ generateCustomerToken?: { token?: string | null } | null }>({
        mutation: SIGN_IN,
        variables: { email, password },
        fetchPolicy: 'no-cache'
      });
      const received = data?.generateCustomerToken?.token;
      if (!received) throw new Error('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
      token = received;
    } catch (error) {
      dispatch(signInReceive({ error: asError(error) }));
      throw asError(error);
    }
    storage.setItem(SIGN_IN_TOKEN_KEY, token, SIGN_IN_TOKEN_TTL_SECONDS);
    dispatch(setToken(token));
    dispatch(signInReceive({ value: token }));
    await Promise.all([dispatch(getUserDetails()), dispatch(mergeGuestCartAfterSignIn())]);
  };
}

/** Create-account (§4): request, the call, receive; then the new customer is signed in. */
export function createAccount(payload: CreateAccountPayload): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { apollo }) => {
    dispatch(createAccountRequest());
    try {
      const { data } = await apollo.mutate<{ createCustomerV2?: { customer?: CustomerResult | null } | null }>({
        mutation: CREATE_ACCOUNT,
        variables: { input: payload },
        fetchPolicy: 'no-cache'
      });
      dispatch(createAccountReceive({ value: toCurrentUser(data?.createCustomerV2?.customer) }));
    } catch (error) {
      dispatch(createAccountReceive({ error: asError(error) }));
      throw asError(error);
    }
    await dispatch(signIn({ email: payload.email, password: payload.password }));
  };
}

/** Forgot password: asks for the mail. The answer is the same whether or not the address exists. */
export function requestPasswordReset(email: string): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { apollo }) => {
    await apollo.mutate({ mutation: REQUEST_PASSWORD_RESET_EMAIL, variables: { email }, fetchPolicy: 'no-cache' });
  };
}

/** Reset-password (§4): request, the call with the mailed token, receive (rejects with the server's error). */
export function resetPassword({ email, token, newPassword }: ResetPasswordPayload): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { apollo }) => {
    dispatch(resetPasswordRequest());
    try {
      const { data } = await apollo.mutate<{ resetPassword?: boolean | null }>({
        mutation: RESET_PASSWORD,
        variables: { email, resetPasswordToken: token, newPassword },
        fetchPolicy: 'no-cache'
      });
      if (!data?.resetPassword) throw new Error('Your password reset link has expired.');
      dispatch(resetPasswordReceive({ value: true }));
    } catch (error) {
      dispatch(resetPasswordReceive({ error: asError(error) }));
      throw asError(error);
    }
  };
}

export { signOut };

/**
 * The on-load check of auto sign-out (§4, §6). The boot runs it before the first request: reading the
 * token for a request drops an expired record, and the shopper would then start signed out with the last
 * customer's saved checkout data still stored. A stored token past its ttl signs the shopper out with
 * the whole sequence (no revocation: the token is dead). Resolves true when it did (the boot reloads).
 */
export function signOutIfSignInExpired({ now = Date.now }: { now?: () => number } = {}): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { storage }) => {
    const record = peekSignInTokenRecord(storage);
    if (!record || !isSignInTokenExpired(record, now())) return false;
    await dispatch(signOut({ revokeToken: false }));
    return true;
  };
}

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
