import { clearCartDataFromCache } from '../../graphql/persistence';
import { cartIdKey } from '../../lib/storage';
import type { ThunkExtra } from '../../store/configureStore';
import { keptInState, type AppThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { runInStages } from '../../store/stages';
import { readCartId, saveCartId } from '../storeView';
import { mergeGuestCartStages } from './cartActions';
import { createCart, getCartDetails, storeViewOf } from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import GET_CUSTOMER_CART from './getCustomerCart.graphql';
import MERGE_CARTS from './mergeCarts.graphql';

// The cart across a session: the sign-in merge, start-up and other tabs (§4).

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

/** Start-up (§4): a saved cart is adopted and its details loaded; a visitor without one gets a cart on the first add. */
export function loadSavedCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (!getState().cart.cartId && !readCartId(extra.storage, storeViewOf(extra))) return;
    // A failure of either step is the cart state's to show.
    await dispatch(createCart()).catch(keptInState);
    if (getState().cart.cartId) await dispatch(getCartDetails()).catch(keptInState);
  };
}

/**
 * §4: the saved cart id is kept in browser storage; when another tab changes it, `onChange` runs (the
 * page reloads). Returns the function that stops watching.
 */
export function watchSavedCartId(onChange: () => void): AppThunk<() => void> {
  return (_dispatch, _getState, extra) => {
    const key = extra.storage.storageKey(cartIdKey(storeViewOf(extra)));
    const idOf = (raw: string | null) => {
      try {
        return raw === null ? undefined : (JSON.parse(raw) as { value?: unknown }).value;
      } catch {
        return raw;
      }
    };
    const listener = (event: StorageEvent) => {
      // A null key is the other tab clearing all of storage.
      if (event.key !== null && event.key !== key) return;
      if (event.key === null || idOf(event.oldValue) !== idOf(event.newValue)) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  };
}
