import { isOfflineError } from '../../lib/offline';
import { readCartId, readStoreViewCode, saveCartId } from '../../lib/storage';
import type { AppDispatch, ThunkExtra } from '../../store/configureStore';
import { keptInState, type AppThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { runInStages } from '../../store/stages';
import { signOut } from '../account';
import { getCartStages, getDetailsStages } from './cartActions';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import type { CartDetails } from './cartTypes';
import { removeCart } from './removeCart';
import { loadCartDetailsRequest } from './savedCart';
import CREATE_CART from './createCart.graphql';

// The cart's creation, its details and the invalid-cart recovery (§4), which the item, coupon and session
// thunks build on.

/** What a cart thunk's helpers need of it. */
export interface CartThunkTools {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: ThunkExtra;
}

export const storeViewOf = (extra: ThunkExtra) => readStoreViewCode(extra.storage);

// Cart creation (§4): an id in state → nothing; else the saved id; else createEmptyCart and save it.

/** The saved cart id of this store view, else a new empty cart's (saved). Fails with 'Unable to create cart'. */
async function savedOrNewCartId(extra: ThunkExtra): Promise<string> {
  const storeView = storeViewOf(extra);
  const savedId = readCartId(extra.storage, storeView);
  if (savedId) return savedId;
  try {
    const { data } = await extra.apollo.mutate({ mutation: CREATE_CART, fetchPolicy: 'no-cache' });
    const cartId = data?.cartId;
    if (!cartId) throw new Error('No cart id returned');
    saveCartId(extra.storage, storeView, cartId);
    return cartId;
  } catch (error) {
    // Offline, the §8 error keeps its cause so the shopper is told the cart needs a connection.
    throw new Error(UNABLE_TO_CREATE_CART, isOfflineError(error) ? { cause: error } : undefined);
  }
}

/**
 * Step "get cart": resolves with the cart id in state without a stage; otherwise the saved or a new one is
 * received. Rejects with 'Unable to create cart' when the backend cannot make one; the slice then resets to its
 * initial state.
 */
export function createCart(): AppThunk<Promise<string>> {
  return async (dispatch, getState, extra) => {
    const existing = getState().cart.cartId;
    if (existing) return existing;
    return runInStages(dispatch, getCartStages, () => savedOrNewCartId(extra));
  };
}

// One creation at a time per store: a second caller waits for the cart the first is making.
const pendingCreations = new WeakMap<object, Promise<string>>();

export async function ensureCartId({ dispatch, getState, extra }: CartThunkTools): Promise<string> {
  const existing = getState().cart.cartId;
  if (existing) return existing;
  const pending = pendingCreations.get(extra);
  if (pending) return pending;
  const creation = (async () => {
    try {
      return await dispatch(createCart());
    } catch (error) {
      // Another flow may have put a cart in place meanwhile.
      const cartId = getState().cart.cartId;
      if (cartId) return cartId;
      throw error;
    }
  })();
  pendingCreations.set(extra, creation);
  try {
    return await creation;
  } finally {
    pendingCreations.delete(extra);
  }
}

// Invalid-cart recovery.

/**
 * §4 recovery: clear the cart, create a new one. With `signOutShopper` a signed-in shopper is first signed
 * out with the whole sequence (§6: token revoked, saved checkout data and cached data cleared, cart
 * removed). Resolves with the new cart id, or null when no cart could be made (the caller ends silently).
 */
export async function recoverInvalidCart(tools: CartThunkTools, { signOutShopper }: { signOutShopper: boolean }): Promise<string | null> {
  if (signOutShopper && tools.getState().user.isSignedIn) await tools.dispatch(signOut());
  else tools.dispatch(removeCart());
  try {
    return await ensureCartId(tools);
  } catch {
    return null;
  }
}

// Details.

/** The details of cart `cartId` (§4), once the details request is loaded. */
export async function fetchCartDetails(extra: ThunkExtra, cartId: string): Promise<CartDetails> {
  const request = await loadCartDetailsRequest();
  return request.fetchCartDetails(extra, cartId);
}

/** The details of the cart in state (null without one), recovering an invalid cart as getCartDetails says. */
async function detailsRecovering(tools: CartThunkTools): Promise<CartDetails | null> {
  const cartId = tools.getState().cart.cartId;
  if (!cartId) return null;
  try {
    return await fetchCartDetails(tools.extra, cartId);
  } catch (error) {
    if (!isInvalidCartError(error)) throw toShopperError(error);
  }
  const newCartId = await recoverInvalidCart(tools, { signOutShopper: true });
  if (!newCartId) return null;
  try {
    return await fetchCartDetails(tools.extra, newCartId);
  } catch {
    return null;
  }
}

/**
 * Step "get details" (§4). Without a cart id it receives null. An invalid cart is recovered (signing a signed-in
 * shopper out first) and the details fetched once more; if that still fails the operation ends silently (null).
 * Other failures are received as the error (the slice keeps it) and rejected.
 */
export function getCartDetails(): AppThunk<Promise<CartDetails | null>> {
  return (dispatch, getState, extra) => runInStages(dispatch, getDetailsStages, () => detailsRecovering({ dispatch, getState, extra }));
}

/** Loads the details after a change; its own failures are stored by the slice, not the caller's. */
export async function refreshDetails(dispatch: AppDispatch): Promise<void> {
  await dispatch(getCartDetails()).catch(keptInState);
}

/** After an invalid-cart error on an item or coupon change: a new cart (whose details are loaded), then a silent end. */
export async function recoverAfterCartChange(tools: CartThunkTools): Promise<void> {
  const newCartId = await recoverInvalidCart(tools, { signOutShopper: false });
  if (newCartId) await refreshDetails(tools.dispatch);
}
