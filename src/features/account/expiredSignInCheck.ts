import type { AppThunk } from '../../store/hooks';
import { isSignInTokenExpired, peekSignInTokenRecord } from './signInTokenRecord';

/**
 * The on-load check of auto sign-out (§4, §6). The boot runs it before the first request: reading the
 * token for a request drops an expired record, and the shopper would then start signed out with the last
 * customer's saved checkout data still stored. A stored token past its ttl signs the shopper out with
 * the whole sequence (no revocation: the token is dead). Resolves true when it did (the boot reloads).
 * The check reads storage only; the sign-out sequence loads when there is one to run, so a guest's boot
 * does not carry it.
 */
export function signOutIfSignInExpired({ now = Date.now }: { now?: () => number } = {}): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, { storage }) => {
    const record = peekSignInTokenRecord(storage);
    if (!record || !isSignInTokenExpired(record, now())) return false;
    const { signOut } = await import(/* webpackChunkName: "sign-out" */ './signOut');
    await dispatch(signOut({ revokeToken: false }));
    return true;
  };
}
