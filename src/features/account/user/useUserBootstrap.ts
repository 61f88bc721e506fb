import { useCallback, useEffect } from 'react';
import { runInBackground } from '../../../lib/chunkLoad';
import { reloadPage } from '../../../lib/pageNavigation';
import { reportUnhandledError } from '../../../store/unhandledErrorMiddleware';
import { keptInState, useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { selectIsSignedIn } from './userSelectors';

/** The signed-in shopper's session steps, loaded once someone is signed in: a guest's page needs none of them. */
const loadSessionThunks = () => import(/* webpackChunkName: "account-session" */ './userThunks');

/**
 * The shell calls this once (§4): while signed in, auto sign-out watches the token (checked at once, on
 * a timer at its expiry and every second; signing out cancels the timers) and the customer details are
 * fetched when the page loads signed in. A token the server no longer accepts signs the shopper out. Steps whose
 * code does not load run once it does (runInBackground).
 */
export function useUserBootstrap(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const detailsError = useAppSelector((state) => state.user.getDetailsError);
  const report = useCallback((error: unknown) => void dispatch(reportUnhandledError(error)), [dispatch]);

  useEffect(() => {
    if (!isSignedIn) return undefined;
    let isCancelled = false;
    let stopAutoSignOut: (() => void) | undefined;
    runInBackground(
      loadSessionThunks,
      ({ startAutoSignOut }) => {
        if (!isCancelled) stopAutoSignOut = dispatch(startAutoSignOut({ onExpired: reloadPage }));
      },
      report
    );
    return () => {
      isCancelled = true;
      stopAutoSignOut?.();
    };
  }, [dispatch, report, isSignedIn]);

  useEffect(() => {
    const { user } = store.getState();
    // Sign-in fetches its own details; this covers a page loaded signed in.
    if (!isSignedIn || user.currentUser.email || user.isGettingDetails) return;
    runInBackground(loadSessionThunks, ({ getUserDetails }) => dispatch(getUserDetails()).catch(keptInState), report);
  }, [dispatch, report, store, isSignedIn]);

  useEffect(() => {
    // Only the details request (session steps loaded) sets an error.
    if (!isSignedIn || !detailsError) return;
    runInBackground(
      loadSessionThunks,
      ({ isAuthorizationError, signOut }) => (isAuthorizationError(detailsError) ? dispatch(signOut({ revokeToken: false })) : undefined),
      report
    );
  }, [dispatch, report, isSignedIn, detailsError]);
}
