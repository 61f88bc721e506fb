import type { Action } from 'redux';
import type { BrowserStorage } from '../../../lib/storage';
import type { ActionsOf } from '../../../store/stages';
import { peekSignInTokenRecord } from './signInTokenRecord';
import * as userActions from './userActions';
import type { CurrentUser } from './userTypes';

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

type UserAction = ActionsOf<typeof userActions>;

export function userReducer(state: UserState = createInitialUserState(), action: Action): UserState {
  // Every action reaches every reducer; those of other slices fall through to the default.
  const event = action as UserAction;
  // The stages of §4: request, then receive with the result or the error.
  switch (event.type) {
    case 'user/signIn/request':
      return { ...state, isSigningIn: true, signInError: null };
    case 'user/signIn/receive':
      return { ...state, isSigningIn: false, signInError: event.error ? event.payload : null };
    case 'user/getDetails/request':
      return { ...state, isGettingDetails: true, getDetailsError: null };
    case 'user/getDetails/receive':
      return event.error
        ? { ...state, isGettingDetails: false, getDetailsError: event.payload }
        : { ...state, isGettingDetails: false, getDetailsError: null, currentUser: event.payload };
    case 'user/createAccount/request':
      return { ...state, isCreatingAccount: true, createAccountError: null };
    case 'user/createAccount/receive':
      return { ...state, isCreatingAccount: false, createAccountError: event.error ? event.payload : null };
    case 'user/resetPassword/request':
      return { ...state, isResettingPassword: true, resetPasswordError: null };
    case 'user/resetPassword/receive':
      return { ...state, isResettingPassword: false, resetPasswordError: event.error ? event.payload : null };
    case 'user/setToken':
      return { ...state, token: event.payload, isSignedIn: true };
    case 'user/clearToken':
      return { ...state, token: null, isSignedIn: false };
    case 'user/resetUser':
      return { ...createInitialUserState(), token: state.token, isSignedIn: state.isSignedIn };
    case 'user/updateCurrentUser':
      return { ...state, currentUser: { ...state.currentUser, ...event.payload } };
    default:
      return state;
  }
}

// The user slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../../store/rootState' {
  interface RootState {
    user: UserState;
  }
}
