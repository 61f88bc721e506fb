import { createAction, type SerializedError } from '@reduxjs/toolkit';
import type { CurrentUser } from './userSlice';

// The user's plain actions (§4), apart from the slice so the thunks that dispatch them and the slice that handles
// the thunks' stages do not import each other.

/** Setting a token marks the user signed in. */
export const setToken = createAction<string>('user/setToken');
/** Clearing it marks the user signed out. */
export const clearToken = createAction('user/clearToken');
/** Reset clears the user. */
export const resetUser = createAction('user/resetUser');
/** Account Information and Communications update the names, e-mail or subscription in place. */
export const updateCurrentUser = createAction<Partial<CurrentUser>>('user/updateCurrentUser');

/**
 * The stages of the account forms' async thunks (accountFormThunks.ts, named by these prefixes): their pending,
 * fulfilled and rejected actions, which the slice handles by type so those thunks load with the forms.
 */
function formStages(typePrefix: string) {
  return {
    typePrefix,
    pending: createAction(`${typePrefix}/pending`),
    fulfilled: createAction(`${typePrefix}/fulfilled`),
    rejected: createAction(`${typePrefix}/rejected`, (payload: Error | undefined, error: SerializedError) => ({ payload, error }))
  };
}

export const signInStages = formStages('user/signIn');
export const createAccountStages = formStages('user/createAccount');
export const resetPasswordStages = formStages('user/resetPassword');
