import { SIGN_IN_TOKEN_KEY, SIGN_IN_TOKEN_TTL_SECONDS } from '../../../lib/storage';
import { keptInState, type AppThunk } from '../../../store/hooks';
import { runInStages } from '../../../store/stages';
import { mergeGuestCartAfterSignIn } from '../../cart';
import { createAccountStages, resetPasswordStages, setToken, signInStages } from '../user/userActions';
import type { CurrentUser } from '../user/userTypes';
import { asError, getUserDetails, toCurrentUser } from '../user/userThunks';
import CREATE_ACCOUNT from './createAccount.graphql';
import REQUEST_PASSWORD_RESET_EMAIL from './requestPasswordResetEmail.graphql';
import RESET_PASSWORD from './resetPassword.graphql';
import SIGN_IN from './signIn.graphql';

// The account forms' flows (§4): sign in, create an account, reset a password. Only the lazily loaded forms use
// them; the slice handles their stages by type (userActions), so this code and its documents stay out of the
// first load. Each step rejects with the server's error, which the form shows.

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
 * The sign-in step (§4): the token call; the token is stored under `signin_token` with ttl 3600 s and set before
 * the step is received.
 */
function generateCustomerToken({ email, password }: SignInPayload): AppThunk<Promise<string>> {
  return (dispatch, _getState, { apollo, storage }) =>
    runInStages(dispatch, signInStages, async () => {
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
        throw asError(error);
      }
      storage.setItem(SIGN_IN_TOKEN_KEY, token, SIGN_IN_TOKEN_TTL_SECONDS);
      dispatch(setToken(token));
      return token;
    });
}

/** Sign-in (§4): the sign-in step, then the details are fetched and the guest cart merged into the customer's. */
export function signIn(payload: SignInPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(generateCustomerToken(payload));
    // Failures of these are the user's and the cart's state to show, not the sign-in form's.
    await Promise.all([dispatch(getUserDetails()).catch(keptInState), dispatch(mergeGuestCartAfterSignIn())]);
  };
}

/** The create-account step (§4): the call, received with the new customer. */
function createCustomer(payload: CreateAccountPayload): AppThunk<Promise<CurrentUser>> {
  return (dispatch, _getState, { apollo }) =>
    runInStages(dispatch, createAccountStages, async () => {
      try {
        const { data } = await apollo.mutate({
          mutation: CREATE_ACCOUNT,
          variables: { input: payload },
          fetchPolicy: 'no-cache'
        });
        return toCurrentUser(data?.createCustomerV2?.customer);
      } catch (error) {
        throw asError(error);
      }
    });
}

/** Create-account (§4): the create-account step, then the new customer is signed in. */
export function createAccount(payload: CreateAccountPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(createCustomer(payload));
    await dispatch(signIn({ email: payload.email, password: payload.password }));
  };
}

/** Forgot password: asks for the mail. The answer is the same whether or not the address exists. */
export function requestPasswordReset(email: string): AppThunk<Promise<void>> {
  return async (_dispatch, _getState, { apollo }) => {
    await apollo.mutate({ mutation: REQUEST_PASSWORD_RESET_EMAIL, variables: { email }, fetchPolicy: 'no-cache' });
  };
}

/** Reset-password (§4): the step with the mailed token (request, then receive). */
export function resetPassword({ email, token, newPassword }: ResetPasswordPayload): AppThunk<Promise<void>> {
  return (dispatch, _getState, { apollo }) =>
    runInStages(dispatch, resetPasswordStages, async () => {
      try {
        const { data } = await apollo.mutate({
          mutation: RESET_PASSWORD,
          variables: { email, resetPasswordToken: token, newPassword },
          fetchPolicy: 'no-cache'
        });
        if (!data?.resetPassword) throw new Error('Your password reset link has expired.');
      } catch (error) {
        throw asError(error);
      }
    });
}
