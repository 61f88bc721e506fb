import { createSlice } from '@reduxjs/toolkit';
import type { BrowserStorage } from '../../lib/storage';
import { peekSignInTokenRecord } from './signInTokenRecord';
import { clearToken, createAccountStages, resetPasswordStages, resetUser, setToken, signInStages, updateCurrentUser } from './userActions';
import { getUserDetails } from './userThunks';

/** The customer as the header and account pages need it (§3 Customer). */
export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
}

/** User state of §3. Errors are the failed step's Error (or null). */
export interface UserState {
  currentUser: CurrentUser;
  token: string | null;
  /** True when a sign-in token is in local storage. */
  isSignedIn: boolean;
  isGettingDetails: boolean;
  isResettingPassword: boolean;
  isSigningIn: boolean;
  isCreatingAccount: boolean;
  signInError: unknown;
  getDetailsError: unknown;
  createAccountError: unknown;
  resetPasswordError: unknown;
}

const EMPTY_USER: CurrentUser = { email: '', firstname: '', lastname: '' };

/**
 * The state a page starts with: signed in when a token record is stored. An expired record still counts
 * here, so the on-load check of auto sign-out (§4) runs the whole sign-out sequence for it.
 */
export function createInitialUserState(storage?: BrowserStorage): UserState {
  const token = (storage && peekSignInTokenRecord(storage)?.value) || null;
  return {
    currentUser: { ...EMPTY_USER },
    token,
    isSignedIn: Boolean(token),
    isGettingDetails: false,
    isResettingPassword: false,
    isSigningIn: false,
    isCreatingAccount: false,
    signInError: null,
    getDetailsError: null,
    createAccountError: null,
    resetPasswordError: null
  };
}

const userSlice = createSlice({
  name: 'user',
  initialState: () => createInitialUserState(),
  reducers: {},
  // The stages of §4 (request then receive) are the thunks' pending and fulfilled/rejected actions.
  extraReducers: (builder) =>
    builder
      .addCase(signInStages.pending, (state) => {
        state.isSigningIn = true;
        state.signInError = null;
      })
      .addCase(signInStages.fulfilled, (state) => {
        state.isSigningIn = false;
        state.signInError = null;
      })
      .addCase(signInStages.rejected, (state, action) => {
        state.isSigningIn = false;
        state.signInError = action.payload ?? action.error;
      })
      .addCase(getUserDetails.pending, (state) => {
        state.isGettingDetails = true;
        state.getDetailsError = null;
      })
      .addCase(getUserDetails.fulfilled, (state, action) => {
        state.isGettingDetails = false;
        state.getDetailsError = null;
        state.currentUser = action.payload;
      })
      .addCase(getUserDetails.rejected, (state, action) => {
        state.isGettingDetails = false;
        state.getDetailsError = action.payload ?? action.error;
      })
      .addCase(createAccountStages.pending, (state) => {
        state.isCreatingAccount = true;
        state.createAccountError = null;
      })
      .addCase(createAccountStages.fulfilled, (state) => {
        state.isCreatingAccount = false;
        state.createAccountError = null;
      })
      .addCase(createAccountStages.rejected, (state, action) => {
        state.isCreatingAccount = false;
        state.createAccountError = action.payload ?? action.error;
      })
      .addCase(resetPasswordStages.pending, (state) => {
        state.isResettingPassword = true;
        state.resetPasswordError = null;
      })
      .addCase(resetPasswordStages.fulfilled, (state) => {
        state.isResettingPassword = false;
        state.resetPasswordError = null;
      })
      .addCase(resetPasswordStages.rejected, (state, action) => {
        state.isResettingPassword = false;
        state.resetPasswordError = action.payload ?? action.error;
      })
      .addCase(setToken, (state, action) => {
        state.token = action.payload;
        state.isSignedIn = true;
      })
      .addCase(clearToken, (state) => {
        state.token = null;
        state.isSignedIn = false;
      })
      .addCase(resetUser, (state) => ({ ...createInitialUserState(), token: state.token, isSignedIn: state.isSignedIn }))
      .addCase(updateCurrentUser, (state, action) => {
        state.currentUser = { ...state.currentUser, ...action.payload };
      })
});

// Account Information and Communications dispatch it from here.
export { updateCurrentUser };
export const userReducer = userSlice.reducer;

// The user slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../store/rootState' {
  interface RootState {
    user: UserState;
  }
}
