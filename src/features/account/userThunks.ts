import { reloadPage } from '../../lib/pageNavigation';
import { SIGN_IN_TOKEN_KEY, SIGN_IN_TOKEN_TTL_SECONDS } from '../../lib/storage';
import { createAppAsyncThunk, type AppThunk } from '../../store/hooks';
import { mergeGuestCartAfterSignIn } from '../cart';
import { signOut } from './signOut';
import { isSignInTokenExpired, peekSignInTokenRecord, signInTokenExpiresAt } from './signInTokenRecord';
import { setToken } from './userActions';
import type { CurrentUser } from './userSlice';
import CREATE_ACCOUNT from './createAccount.graphql';
import GET_CUSTOMER_DETAILS from './getCustomerDetails.graphql';
import REQUEST_PASSWORD_RESET_EMAIL from './requestPasswordResetEmail.graphql';
import RESET_PASSWORD from './resetPassword.graphql';
import SIGN_IN from './signIn.graphql';

type Rejection = { rejectValue: Error };

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

/** Get-details (§4): only when signed in (its condition); pending, then fulfilled with the customer or rejected with the error. */
export const getUserDetails = createAppAsyncThunk<CurrentUser, void, Rejection>(
  'user/getDetails',
  async (_, { extra: { apollo }, rejectWithValue }) => {
    try {
      const { data } = await apollo.query<{ customer?: CustomerResult | null }>({
        query: GET_CUSTOMER_DETAILS,
        fetchPolicy: 'network-only'
      });
      return toCurrentUser(data?.customer);
    } catch (error) {
      return rejectWithValue(asError(error));
    }
  },
  { condition: (_, { getState }) => getState().user.isSignedIn }
);

/**
 * The sign-in stage (§4): the token call; the token is stored under `signin_token` with ttl 3600 s and set
 * before the stage is fulfilled. Rejected with the server's error.
 */
export const generateCustomerToken = createAppAsyncThunk<string, SignInPayload, Rejection>(
  'user/signIn',
  async ({ email, password }, { dispatch, extra: { apollo, storage }, rejectWithValue }) => {
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
      return rejectWithValue(asError(error));
    }
    storage.setItem(SIGN_IN_TOKEN_KEY, token, SIGN_IN_TOKEN_TTL_SECONDS);
    dispatch(setToken(token));
    return token;
  }
);

/**
 * Sign-in (§4): the sign-in stage, then the details are fetched and the guest cart merged into the customer's.
 * Rejects with the server's error (the form shows it).
 */
export function signIn(payload: SignInPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(generateCustomerToken(payload)).unwrap();
    await Promise.all([dispatch(getUserDetails()), dispatch(mergeGuestCartAfterSignIn())]);
  };
}

/** The create-account stage (§4): the call, fulfilled with the new customer or rejected with the server's error. */
export const createCustomer = createAppAsyncThunk<CurrentUser, CreateAccountPayload, Rejection>(
  'user/createAccount',
  async (payload, { extra: { apollo }, rejectWithValue }) => {
    try {
      const { data } = await apollo.mutate<{ createCustomerV2?: { customer?: CustomerResult | null } | null }>({
        mutation: CREATE_ACCOUNT,
        variables: { input: payload },
        fetchPolicy: 'no-cache'
      });
      return toCurrentUser(data?.createCustomerV2?.customer);
    } catch (error) {
      return rejectWithValue(asError(error));
    }
  }
);

/** Create-account (§4): the create-account stage, then the new customer is signed in. Rejects with the server's error. */
export function createAccount(payload: CreateAccountPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(createCustomer(payload)).unwrap();
    await dispatch(signIn({ email: payload.email, password: payload.password }));
  };
}

/** Forgot password: asks for the mail. The answer is the same whether or not the address exists. */
export function requestPasswordReset(email: string): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { apollo }) => {
    await apollo.mutate({ mutation: REQUEST_PASSWORD_RESET_EMAIL, variables: { email }, fetchPolicy: 'no-cache' });
  };
}

/** The reset-password stage (§4): the call with the mailed token, fulfilled or rejected with the server's error. */
export const resetCustomerPassword = createAppAsyncThunk<boolean, ResetPasswordPayload, Rejection>(
  'user/resetPassword',
  async ({ email, token, newPassword }, { extra: { apollo }, rejectWithValue }) => {
    try {
      const { data } = await apollo.mutate<{ resetPassword?: boolean | null }>({
        mutation: RESET_PASSWORD,
        variables: { email, resetPasswordToken: token, newPassword },
        fetchPolicy: 'no-cache'
      });
      if (!data?.resetPassword) throw new Error('Your password reset link has expired.');
      return true;
    } catch (error) {
      return rejectWithValue(asError(error));
    }
  }
);

/** Reset-password (§4): the stage; the returned promise rejects with the server's error (the page shows it). */
export function resetPassword(payload: ResetPasswordPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(resetCustomerPassword(payload)).unwrap();
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
