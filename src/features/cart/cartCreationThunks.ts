import { isOfflineError } from '../../lib/offline';
import { readStoreViewCode } from '../../lib/storage';
import type { ThunkExtra } from '../../store/configureStore';
import { createAppAsyncThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { signOut } from '../account';
import { readCartId, saveCartId } from '../storeView';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import type { CartDetails, CartItem } from './cartTypes';
import { removeCart } from './removeCart';
import CREATE_CART from './createCart.graphql';
import GET_CART_DETAILS from './getCartDetails.graphql';

// The cart's creation, its details and the invalid-cart recovery (§4), which the item, coupon and session
// thunks build on.

export type Rejection = { rejectValue: Error };

export interface CartThunkTools {
  dispatch: (action: unknown) => unknown;
  getState: () => RootState;
  extra: ThunkExtra;
}

export const storeViewOf = (extra: ThunkExtra) => readStoreViewCode(extra.storage);

// Cart creation (§4): an id in state → nothing; else the saved id; else createEmptyCart and save it.

/**
 * Stage "get cart". Cancelled by its condition when a cart id is already in state. Rejects with
 * 'Unable to create cart' when the backend cannot make one; the slice then resets to its initial state.
 */
export const createCart = createAppAsyncThunk<string, void, Rejection>(
  'cart/getCart',
  async (_, { extra, rejectWithValue }) => {
    const storeView = storeViewOf(extra);
    const savedId = readCartId(extra.storage, storeView);
    if (savedId) return savedId;
    try {
      const { data } = await extra.apollo.mutate<{ cartId?: string | null }>({ mutation: CREATE_CART, fetchPolicy: 'no-cache' });
      const cartId = data?.cartId;
      if (!cartId) throw new Error('No cart id returned');
      saveCartId(extra.storage, storeView, cartId);
      return cartId;
    } catch (error) {
      // Offline, the §8 error keeps its cause so the shopper is told the cart needs a connection.
      return rejectWithValue(new Error(UNABLE_TO_CREATE_CART, isOfflineError(error) ? { cause: error } : undefined));
    }
  },
  { condition: (_, { getState }) => !getState().cart.cartId }
);

// One creation at a time per store: a second caller waits for the cart the first is making.
const pendingCreations = new WeakMap<object, Promise<string>>();

export async function ensureCartId({ dispatch, getState, extra }: CartThunkTools): Promise<string> {
  const existing = getState().cart.cartId;
  if (existing) return existing;
  const pending = pendingCreations.get(extra);
  if (pending) return pending;
  const creation = (async () => {
    const result = await (dispatch(createCart()) as ReturnType<ReturnType<typeof createCart>>);
    if (createCart.fulfilled.match(result)) return result.payload;
    const cartId = getState().cart.cartId;
    if (cartId) return cartId;
    throw result.payload ?? new Error(UNABLE_TO_CREATE_CART);
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
  if (signOutShopper && tools.getState().user.isSignedIn) await (tools.dispatch(signOut()) as Promise<unknown>);
  else await (tools.dispatch(removeCart()) as Promise<unknown>);
  try {
    return await ensureCartId(tools);
  } catch {
    return null;
  }
}

// Details.

interface CartDetailsData {
  cart?: (Omit<CartDetails, 'items'> & { itemsV2?: { items?: Array<CartItem | null> | null } | null }) | null;
}

/** The cart as last fetched (kept in the persisted cache), or null. */
function lastKnownCart(extra: ThunkExtra, cartId: string): CartDetailsData | null {
  try {
    return extra.apollo.readQuery<CartDetailsData>({ query: GET_CART_DETAILS, variables: { cartId } });
  } catch {
    return null;
  }
}

export async function fetchCartDetails(extra: ThunkExtra, cartId: string): Promise<CartDetails> {
  let data: CartDetailsData | null | undefined;
  try {
    ({ data } = await extra.apollo.query<CartDetailsData>({ query: GET_CART_DETAILS, variables: { cartId }, fetchPolicy: 'network-only' }));
  } catch (error) {
    // Offline, the cart as last seen beats an empty one: a shopper who reopens the app still sees it.
    data = isOfflineError(error) ? lastKnownCart(extra, cartId) : null;
    if (!data) throw error;
  }
  if (!data?.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
  const { itemsV2, ...cart } = data.cart;
  // Items the stock link removed leave no hole; a null entry (an unreadable item) is skipped too.
  return { ...cart, items: (itemsV2?.items ?? []).filter((item): item is CartItem => Boolean(item)) };
}

/**
 * Stage "get details" (§4). Without a cart id it does nothing (resolves null). An invalid cart is
 * recovered (signing a signed-in shopper out first) and the details fetched once more; if that still
 * fails the operation ends silently (resolves null).
 */
export const getCartDetails = createAppAsyncThunk<CartDetails | null, void, Rejection>(
  'cart/getDetails',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return null;
    try {
      return await fetchCartDetails(extra, cartId);
    } catch (error) {
      if (!isInvalidCartError(error)) return rejectWithValue(toShopperError(error));
    }
    const newCartId = await recoverInvalidCart({ dispatch, getState, extra }, { signOutShopper: true });
    if (!newCartId) return null;
    try {
      return await fetchCartDetails(extra, newCartId);
    } catch {
      return null;
    }
  }
);

/** Loads the details after a change; its own failures are stored by the slice, not the caller's. */
export async function refreshDetails(dispatch: CartThunkTools['dispatch']): Promise<void> {
  await (dispatch(getCartDetails()) as Promise<unknown>);
}

/** After an invalid-cart error on an item or coupon change: a new cart (whose details are loaded), then a silent end. */
export async function recoverAfterCartChange(tools: CartThunkTools): Promise<void> {
  const newCartId = await recoverInvalidCart(tools, { signOutShopper: false });
  if (newCartId) await refreshDetails(tools.dispatch);
}
