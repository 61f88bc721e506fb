import type { RootState } from '../../../store/rootState';

export const selectIsSignedIn = (state: RootState) => state.user.isSignedIn;
export const selectCurrentUser = (state: RootState) => state.user.currentUser;
export const selectFirstName = (state: RootState) => state.user.currentUser.firstname;
export const selectIsGettingDetails = (state: RootState) => state.user.isGettingDetails;
