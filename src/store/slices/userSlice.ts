import { createSlice } from '@reduxjs/toolkit';
import { readSignInToken, type BrowserStorage } from '../../lib/storage';

/** User state of §3; its flows (§4) arrive with the account issue. */
export interface UserState {
  currentUser: { email: string; firstname: string; lastname: string };
  token: string | null;
  /** True when a sign-in token is in local storage. */
  isSignedIn: boolean;
  isGettingDetails: boolean;
  isResettingPassword: boolean;
  signInError: unknown;
  getDetailsError: unknown;
  createAccountError: unknown;
  resetPasswordError: unknown;
}

export function createInitialUserState(storage?: BrowserStorage): UserState {
  const token = (storage && readSignInToken(storage)) ?? null;
  return {
    currentUser: { email: '', firstname: '', lastname: '' },
    token,
    isSignedIn: Boolean(token),
    isGettingDetails: false,
    isResettingPassword: false,
    signInError: null,
    getDetailsError: null,
    createAccountError: null,
    resetPasswordError: null
  };
}

const userSlice = createSlice({
  name: 'user',
  initialState: () => createInitialUserState(),
  reducers: {}
});

export const userReducer = userSlice.reducer;
