import { useEffect } from 'react';
import { reloadPage } from '../../lib/pageNavigation';
import { keptInState, useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { selectIsSignedIn } from './userSelectors';

/** The signed-in shopper's session steps, loaded once someone is signed in: a guest's page needs none of them. */
const loadSessionThunks = () => import(/* webpackChunkName: "account-session" */ './userThunks');

/**
 * The shell calls this once (§4): while signed in, auto sign-out watches the token (checked at once, on
 * a timer at its expiry and every second; signing out cancels the timers) and the customer details are
 * fetched when the page loads signed in. A token the server no longer accepts signs the shopper out.
 */
export function useUserBootstrap(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const detailsError = useAppSelector((state) => state.user.getDetailsError);

  useEffect(() => {
    if (!isSignedIn) return undefined;
    let isCancelled = false;
    let stopAutoSignOut: (() => void) | undefined;
    void loadSessionThunks().then(({ startAutoSignOut }) => {
      if (!isCancelled) stopAutoSignOut = dispatch(startAutoSignOut({ onExpired: reloadPage }));
    });
    return () => {
      isCancelled = true;
      stopAutoSignOut?.();
    };
  }, [dispatch, isSignedIn]);

  useEffect(() => {
    const { user } = store.getState();
    // Sign-in fetches its own details; this covers a page loaded signed in.
    if (!isSignedIn || user.currentUser.email || user.isGettingDetails) return;
    void loadSessionThunks()
      .then(({ getUserDetails }) => dispatch(getUserDetails()))
      .catch(keptInState);
  }, [dispatch, store, isSignedIn]);

  useEffect(() => {
    // Only the details request (session steps loaded) sets an error.
    if (!isSignedIn || !detailsError) return;
    void loadSessionThunks().then(({ isAuthorizationError, signOut }) => {
      if (isAuthorizationError(detailsError)) return dispatch(signOut({ revokeToken: false }));
    });
  }, [dispatch, isSignedIn, detailsError]);
}
