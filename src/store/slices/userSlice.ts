// The user slice lives with its feature (state, thunks and components together); the store re-exports it.
export {
  userReducer,
  createInitialUserState,
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
  updateCurrentUser,
  type UserState,
  type CurrentUser,
  type Received
} from '../../features/account/userSlice';
