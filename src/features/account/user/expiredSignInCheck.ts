import { recoverFromChunkLoadError } from '../../../lib/chunkLoad';
import type { AppThunk } from '../../../store/hooks';
import { reportUnhandledError } from '../../../store/unhandledErrorMiddleware';
import { isSignInTokenExpired, peekSignInTokenRecord } from './signInTokenRecord';

/**
 * The on-load check of auto sign-out (§4, §6). The boot runs it before the first request: reading the
 * token for a request drops an expired record, and the shopper would then start signed out with the last
 * customer's saved checkout data still stored. A stored token past its ttl signs the shopper out with
 * the whole sequence (no revocation: the token is dead). Resolves true when it did (the boot reloads).
 * The check reads storage only; the sign-out sequence loads when there is one to run, so a guest's boot
 * does not carry it. That code missing (a deploy removed it) reloads the page once for the new build; offline,
 * the boot waits for the connection, as signing out is what must happen first.
 */
export function signOutIfSignInExpired({ now = Date.now }: { now?: () => number } = {}): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { storage }) => {
    const record = peekSignInTokenRecord(storage);
    if (!record || !isSignInTokenExpired(record, now())) return false;
    let sequence: typeof import('./signOut');
    try {
      sequence = await recoverFromChunkLoadError(() => import(/* webpackChunkName: "sign-out" */ './signOut'));
    } catch (error) {
      // Still missing after the reload: the shop starts all the same (auto sign-out tries again) and says so.
      dispatch(reportUnhandledError(error));
      return false;
    }
    await dispatch(sequence.signOut({ revokeToken: false }));
    return true;
  };
}
