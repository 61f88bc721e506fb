import { stages } from '../../../store/stages';
import type { CurrentUser } from './userTypes';

// The user's actions (§4): the plain ones and the stages of its steps, which the slice handles by type. Apart from
// the thunks, so the slice imports none of them and the account forms' thunks load with the forms.

/** Setting a token marks the user signed in. */
export const setToken = (token: string) => ({ type: 'user/setToken' as const, payload: token });
/** Clearing it marks the user signed out. */
export const clearToken = () => ({ type: 'user/clearToken' as const });
/** Reset clears the user. */
export const resetUser = () => ({ type: 'user/resetUser' as const });
/**
 * The last step of sign-out (§4), once the saved cart id is gone: other features' slices reset what belonged to the
 * shopper (the cart slice empties), so sign-out never calls into them.
 */
export const signedOut = () => ({ type: 'user/signedOut' as const });
/** Account Information and Communications update the names, e-mail or subscription in place. */
export const updateCurrentUser = (changes: Partial<CurrentUser>) => ({ type: 'user/updateCurrentUser' as const, payload: changes });

/** Sign-in: received with the token. */
export const signInStages = stages<string>()('user/signIn');
/** Get details: received with the customer. */
export const getDetailsStages = stages<CurrentUser>()('user/getDetails');
/** Create account: received with the new customer. */
export const createAccountStages = stages<CurrentUser>()('user/createAccount');
export const resetPasswordStages = stages()('user/resetPassword');
