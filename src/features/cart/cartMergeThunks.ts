import { clearCartDataFromCache } from '../../graphql/cacheEviction';
import type { ThunkExtra } from '../../store/configureStore';
import { keptInState, type AppThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { runInStages } from '../../store/stages';
import { mergeGuestCartStages } from './cartActions';
import { getCartDetails, storeViewOf } from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import GET_CUSTOMER_CART from './getCustomerCart.graphql';
import MERGE_CARTS from './mergeCarts.graphql';
import { readCartId, saveCartId } from '../../lib/storage';

// The sign-in merge of the guest cart into the customer's (§4). Only signing in uses it, so it loads with the account
// forms rather than with the app.

/**
 * After sign-in (the token is stored): the guest cart's items move into the customer's cart
 * (`mergeCarts`), which becomes this store view's cart; its details are then loaded. A guest cart that
 * is already gone is simply dropped. Resolves with the customer's cart id.
 */
async function mergeIntoCustomerCart(getState: () => RootState, extra: ThunkExtra): Promise<string> {
  const storeView = storeViewOf(extra);
  const guestCartId = getState().cart.cartId ?? readCartId(extra.storage, storeView);
  let customerCartId: string;
  try {
    const { data } = await extra.apollo.query({
      query: GET_CUSTOMER_CART,
      fetchPolicy: 'network-only'
    });
    if (!data?.customerCart?.id) throw new Error(UNABLE_TO_CREATE_CART);
    customerCartId = data.customerCart.id;
  } catch (error) {
    throw toShopperError(error);
  }
  if (guestCartId && guestCartId !== customerCartId) {
    try {
      await extra.apollo.mutate({
        mutation: MERGE_CARTS,
        variables: { sourceCartId: guestCartId, destinationCartId: customerCartId }
      });
    } catch (error) {
      // An empty, gone or inactive guest cart has nothing to give; anything else the caller hears of
      // once the customer's cart is in place.
      if (!isInvalidCartError(error)) {
        saveCartId(extra.storage, storeView, customerCartId);
        throw toShopperError(error);
      }
    }
  }
  saveCartId(extra.storage, storeView, customerCartId);
  await clearCartDataFromCache(extra.apollo).catch(() => undefined);
  return customerCartId;
}

/**
 * The account flow calls this right after sign-in: merges the guest cart into the customer's
 * (the merge above), then loads the details. Resolves with the customer's cart id, or null when the
 * merge failed (the error is in `state.cart.getCartError`).
 */
export function mergeGuestCartAfterSignIn(): AppThunk<Promise<string | null>> {
  return async (dispatch, getState, extra) => {
    let customerCartId: string;
    try {
      customerCartId = await runInStages(dispatch, mergeGuestCartStages, () => mergeIntoCustomerCart(getState, extra));
    } catch {
      return null;
    }
    await dispatch(getCartDetails()).catch(keptInState);
    return customerCartId;
  };
}
