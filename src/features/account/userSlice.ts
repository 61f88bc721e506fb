import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BrowserStorage } from '../../lib/storage';
import { peekSignInTokenRecord } from './signInTokenRecord';

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

/** A receive step carries its result, or the error of the failed call (§4). */
export type Received<T> = { error: unknown } | { value: T };

const failed = <T>(payload: Received<T>): payload is { error: unknown } => 'error' in payload;

const userSlice = createSlice({
  name: 'user',
  initialState: () => createInitialUserState(),
  reducers: {
    signInRequest(state) {
      state.isSigningIn = true;
      state.signInError = null;
    },
    signInReceive(state, action: PayloadAction<Received<string>>) {
      state.isSigningIn = false;
      if (failed(action.payload)) state.signInError = action.payload.error;
      else state.signInError = null;
    },
    getDetailsRequest(state) {
      state.isGettingDetails = true;
      state.getDetailsError = null;
    },
    getDetailsReceive(state, action: PayloadAction<Received<CurrentUser>>) {
      state.isGettingDetails = false;
      if (failed(action.payload)) {
        state.getDetailsError = action.payload.error;
      } else {
        state.getDetailsError = null;
        state.currentUser = action.payload.value;
      }
    },
    createAccountRequest(state) {
      state.isCreatingAccount = true;
      state.createAccountError = null;
    },
    createAccountReceive(state, action: PayloadAction<Received<CurrentUser>>) {
      state.isCreatingAccount = false;
      state.createAccountError = failed(action.payload) ? action.payload.error : null;
    },
    resetPasswordRequest(state) {
      state.isResettingPassword = true;
      state.resetPasswordError = null;
    },
    resetPasswordReceive(state, action: PayloadAction<Received<boolean>>) {
      state.isResettingPassword = false;
      state.resetPasswordError = failed(action.payload) ? action.payload.error : null;
    },
    /** Setting a token marks the user signed in (§4). */
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.isSignedIn = true;
    },
    /** Clearing it marks the user signed out (§4). */
    clearToken(state) {
      state.token = null;
      state.isSignedIn = false;
    },
    /** Reset clears the user (§4). */
    resetUser(state) {
      return { ...createInitialUserState(), token: state.token, isSignedIn: state.isSignedIn };
    },
    /** Account Information and Communications update the names, e-mail or subscription in place. */
    updateCurrentUser(state, action: PayloadAction<Partial<CurrentUser>>) {
      state.currentUser = { ...state.currentUser, ...action.payload };
    }
  }
});

export const {
  signInRequest,
  signInReceive,
  getDetailsRequest,
  getDetailsReceive,
  createAccountRequest,
  createAccountReceive,
  resetPasswordRequest,
  resetPasswordReceive,
  setToken,
  clearToken,
  resetUser,
  updateCurrentUser
} = userSlice.actions;
export const userReducer = userSlice.reducer;

// The user slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../store/rootState' {
  interface RootState {
    user: UserState;
  }
}
