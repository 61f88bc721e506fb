import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../graphql/persistence';
import { SIGN_IN_TOKEN_KEY } from '../../lib/storage';
import type { ThunkExtra } from '../../store/configureStore';
import type { RootState } from '../../store/rootReducer';
import { removeCart } from '../cart/removeCart';
import { clearCheckoutDataFromStorage } from '../checkout/checkoutStorage';
import { clearToken, resetUser } from './userSlice';
import REVOKE_CUSTOMER_TOKEN from './revokeCustomerToken.graphql';

// The one sign-out sequence, shared by Sign Out, auto sign-out, the on-load expiry check and the cart's
// invalid-cart recovery (§4, §6). Kept out of userThunks so the cart thunks can run it without a cycle.

/**
 * Sign-out (§4), in its six steps: 1 revoke the token on the server (failures ignored), 2 clear the
 * stored token, 3 reset the user, 4 clear the stored checkout data (and this tab's checkout drafts),
 * 5 clear cached cart and customer data in every store view, 6 remove the cart.
 */
export function signOut({ revokeToken = true }: { revokeToken?: boolean } = {}): ThunkAction<
  Promise<void>,
  RootState,
  ThunkExtra,
  Action
> {
  return async (dispatch, _getState, { apollo, storage }) => {
    if (revokeToken) {
      try {
        await apollo.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, fetchPolicy: 'no-cache' });
      } catch {
        // §8: a failed revocation is silently ignored.
      }
    }
    storage.removeItem(SIGN_IN_TOKEN_KEY);
    dispatch(clearToken());
    dispatch(resetUser());
    clearCheckoutDataFromStorage(storage);
    await Promise.all([clearCartDataFromCache(apollo), clearCustomerDataFromCache(apollo)]).catch(() => undefined);
    await dispatch(removeCart());
  };
}
