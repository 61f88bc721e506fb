import { SIGN_IN_TOKEN_KEY, SIGN_IN_TOKEN_TTL_SECONDS } from '../../lib/storage';
import { createAppAsyncThunk, type AppThunk } from '../../store/hooks';
import { mergeGuestCartAfterSignIn } from '../cart';
import { createAccountStages, resetPasswordStages, setToken, signInStages } from './userActions';
import type { CurrentUser } from './userSlice';
import { asError, getUserDetails, toCurrentUser, type Rejection } from './userThunks';
import CREATE_ACCOUNT from './createAccount.graphql';
import REQUEST_PASSWORD_RESET_EMAIL from './requestPasswordResetEmail.graphql';
import RESET_PASSWORD from './resetPassword.graphql';
import SIGN_IN from './signIn.graphql';

// The account forms' flows (§4): sign in, create an account, reset a password. Only the lazily loaded forms use
// them; the slice handles their stages by type (userActions), so this code and its documents stay out of the
// first load.

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

/**
 * The sign-in stage (§4): the token call; the token is stored under `signin_token` with ttl 3600 s and set
 * before the stage is fulfilled. Rejected with the server's error.
 */
export const generateCustomerToken = createAppAsyncThunk<string, SignInPayload, Rejection>(
  signInStages.typePrefix,
  async ({ email, password }, { dispatch, extra: { apollo, storage }, rejectWithValue }) => {
    let token: string;
    try {
      const { data } = await apollo.mutate({
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
  createAccountStages.typePrefix,
  async (payload, { extra: { apollo }, rejectWithValue }) => {
    try {
      const { data } = await apollo.mutate({
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
  resetPasswordStages.typePrefix,
  async ({ email, token, newPassword }, { extra: { apollo }, rejectWithValue }) => {
    try {
      const { data } = await apollo.mutate({
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

