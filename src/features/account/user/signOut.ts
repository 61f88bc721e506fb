import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../../graphql/cacheEviction';
import { readSignInToken, readStoreViewCode, removeCartId, SIGN_IN_TOKEN_KEY } from '../../../lib/storage';
import type { AppThunk } from '../../../store/hooks';
import { clearCheckoutDataFromStorage } from '../../checkout';
import { clearToken, resetUser, signedOut } from './userActions';
import REVOKE_CUSTOMER_TOKEN from './revokeCustomerToken.graphql';

// The one sign-out sequence, shared by Sign Out, auto sign-out, the on-load expiry check and the cart's
// invalid-cart recovery (§4, §6). The cart depends on the account (it runs this sequence), never the other way:
// sign-out removes the saved cart id itself and announces `signedOut`, which the cart slice reacts to.

/**
 * Sign-out (§4): 1 clear the stored token, 2 revoke it on the server (failures ignored), 3 reset the user,
 * 4 clear the stored checkout data (and this tab's checkout drafts), 5 clear cached cart and customer data in
 * every store view, 6 remove the cart (its saved id, then `signedOut` empties the cart slice). The token is cleared before the revocation is sent (issue 17), so a
 * revocation that hangs or fails never leaves a signed-in token behind in the browser.
 */
export function signOut({ revokeToken = true }: { revokeToken?: boolean } = {}): AppThunk<Promise<void>> {
  return async (dispatch, _getState, { apollo, storage }) => {
    const token = readSignInToken(storage);
    storage.removeItem(SIGN_IN_TOKEN_KEY);
    dispatch(clearToken());
    if (revokeToken && token) {
      try {
        // The token is no longer stored: the request names it itself (the headers link keeps an explicit one).
        await apollo.mutate({
          mutation: REVOKE_CUSTOMER_TOKEN,
          fetchPolicy: 'no-cache',
          context: { headers: { authorization: `Bearer ${token}` } }
        });
      } catch {
        // §8: a failed revocation is silently ignored.
      }
    }
    dispatch(resetUser());
    clearCheckoutDataFromStorage(storage);
    await Promise.all([clearCartDataFromCache(apollo), clearCustomerDataFromCache(apollo)]).catch(() => undefined);
    removeCartId(storage, readStoreViewCode(storage));
    dispatch(signedOut());
  };
}
