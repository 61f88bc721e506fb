import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { clearCartDataFromCache } from '../../graphql/persistence';
import { isOfflineError } from '../../lib/offline';
import { cartIdKey, readStoreViewCode } from '../../lib/storage';
import type { ThunkExtra } from '../../store/configureStore';
import { createAppAsyncThunk } from '../../store/hooks';
import type { RootState } from '../../store/rootState';
import { signOut } from '../account';
import { readCartId, saveCartId } from '../storeView';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import { removeCart } from './removeCart';
import type {
  AddItemToCartPayload,
  CartDetails,
  CartItem,
  RemoveItemFromCartPayload,
  UpdateItemInCartPayload
} from './cartTypes';
import ADD_PRODUCT_TO_CART from './addProductToCart.graphql';
import APPLY_COUPON from './applyCouponToCart.graphql';
import CREATE_CART from './createCart.graphql';
import GET_CART_DETAILS from './getCartDetails.graphql';
import GET_CUSTOMER_CART from './getCustomerCart.graphql';
import MERGE_CARTS from './mergeCarts.graphql';
import REMOVE_CART_ITEM from './removeCartItem.graphql';
import REMOVE_COUPON from './removeCouponFromCart.graphql';
import UPDATE_CART_ITEM from './updateCartItem.graphql';

type Rejection = { rejectValue: Error };
type AppThunk<Result = void> = ThunkAction<Result, RootState, ThunkExtra, Action>;

interface UserError {
  code?: string;
  message: string;
}

/** The stock message of §8; the stock link drops it from responses, so the thunks put it back where it matters. */
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

const storeViewOf = (extra: ThunkExtra) => readStoreViewCode(extra.storage);

function throwUserErrors(errors: ReadonlyArray<UserError | null> | null | undefined): void {
  const messages = (errors ?? []).filter((error): error is UserError => Boolean(error)).map((error) => error.message);
  if (messages.length) throw new Error(messages.join(', '));
}

// ---------------------------------------------------------------------------------------------------
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

interface ThunkTools {
  dispatch: (action: unknown) => unknown;
  getState: () => RootState;
  extra: ThunkExtra;
}

async function ensureCartId({ dispatch, getState, extra }: ThunkTools): Promise<string> {
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

// ---------------------------------------------------------------------------------------------------
// Removing the cart and invalid-cart recovery.

export { removeCart };

/**
 * §4 recovery: clear the cart, create a new one. With `signOutShopper` a signed-in shopper is first signed
 * out with the whole sequence (§6: token revoked, saved checkout data and cached data cleared, cart
 * removed). Resolves with the new cart id, or null when no cart could be made (the caller ends silently).
 */
async function recoverInvalidCart(tools: ThunkTools, { signOutShopper }: { signOutShopper: boolean }): Promise<string | null> {
  if (signOutShopper && tools.getState().user.isSignedIn) await (tools.dispatch(signOut()) as Promise<unknown>);
  else await (tools.dispatch(removeCart()) as Promise<unknown>);
  try {
    return await ensureCartId(tools);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
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

async function fetchCartDetails(extra: ThunkExtra, cartId: string): Promise<CartDetails> {
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
async function refreshDetails(dispatch: ThunkTools['dispatch']): Promise<void> {
  await (dispatch(getCartDetails()) as Promise<unknown>);
}

// ---------------------------------------------------------------------------------------------------
// Changes whose answer was lost.

/** A network failure while online (a timeout, a dropped connection): the server may have made the change. */
function mayHaveReachedServer(error: unknown): boolean {
  return Boolean((error as { networkError?: unknown } | null)?.networkError) && !isOfflineError(error);
}

/**
 * Sends a cart change. When its answer is lost, the cart is read again and the change sent once more only if it is
 * not there: mutations are not retried by the link, since a blind resend could put a product in the cart twice.
 */
async function changeCart(extra: ThunkExtra, cartId: string, send: () => Promise<void>, isDone: (cart: CartDetails) => boolean): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!mayHaveReachedServer(error)) throw error;
    let cart: CartDetails;
    try {
      cart = await fetchCartDetails(extra, cartId);
    } catch {
      throw error;
    }
    if (!isDone(cart)) await send();
  }
}

/** The quantity on the cart lines an add lands on: the same product with the same options. */
export function quantityAddedTo(items: CartItem[] | undefined, payload: AddItemToCartPayload): number {
  const options = (values: readonly string[]) => [...values].sort().join();
  const wanted = payload.selectedOptions?.length ? options(payload.selectedOptions) : null;
  return (items ?? [])
    .filter((item) =>
      wanted !== null
        ? item.product?.sku === payload.sku &&
          options((item.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid)) === wanted
        : item.product?.sku === payload.sku || item.configured_variant?.sku === payload.sku
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

// ---------------------------------------------------------------------------------------------------
// Add.

/** Adds; `quantityBefore` is what the cart held of it before, to tell whether an add whose answer was lost happened. */
async function addItems(extra: ThunkExtra, cartId: string, payload: AddItemToCartPayload, quantityBefore: number): Promise<void> {
  await changeCart(extra, cartId, () => sendAddItems(extra, cartId, payload),
    (cart) => quantityAddedTo(cart.items, payload) >= quantityBefore + payload.quantity);
}

async function sendAddItems(extra: ThunkExtra, cartId: string, payload: AddItemToCartPayload): Promise<void> {
  const { sku, quantity, parentSku, selectedOptions } = payload;
  const cartItem = {
    sku,
    quantity,
    ...(parentSku ? { parent_sku: parentSku } : {}),
    ...(selectedOptions?.length ? { selected_options: selectedOptions } : {})
  };
  const { data } = await extra.apollo.mutate<{ addProductsToCart?: { user_errors?: UserError[] | null } | null }>({
    mutation: ADD_PRODUCT_TO_CART,
    variables: { cartId, cartItems: [cartItem] }
  });
  // A suppressed stock error (§8) leaves no result at all: the quantity was not available.
  if (!data?.addProductsToCart) throw new Error(QTY_NOT_AVAILABLE);
  throwUserErrors(data.addProductsToCart.user_errors);
}

/**
 * Stage "add item" (§4): ensures a cart, adds, refreshes the details. An invalid cart is recovered
 * (signing a signed-in shopper out first) and the add retried once; when no new cart can be made or the
 * retry meets an invalid cart again, it ends silently. Other failures reject with a readable Error
 * (`dispatch(addItemToCart(..)).unwrap()` throws it).
 */
export const addItemToCart = createAppAsyncThunk<void, AddItemToCartPayload, Rejection>(
  'cart/addItem',
  async (payload, { dispatch, getState, extra, rejectWithValue }) => {
    const tools = { dispatch, getState, extra };
    let cartId: string;
    try {
      cartId = await ensureCartId(tools);
    } catch (error) {
      return rejectWithValue(toShopperError(error));
    }
    try {
      await addItems(extra, cartId, payload, quantityAddedTo(getState().cart.details.items, payload));
    } catch (error) {
      if (!isInvalidCartError(error)) return rejectWithValue(toShopperError(error));
      const newCartId = await recoverInvalidCart(tools, { signOutShopper: true });
      if (!newCartId) return;
      try {
        await addItems(extra, newCartId, payload, 0);
      } catch (retryError) {
        if (isInvalidCartError(retryError)) return;
        await refreshDetails(dispatch);
        return rejectWithValue(toShopperError(retryError));
      }
    }
    await refreshDetails(dispatch);
  }
);

// ---------------------------------------------------------------------------------------------------
// Update and remove.

async function removeItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  await changeCart(extra, cartId, () => sendRemoveItem(extra, cartId, itemUid), (cart) => !cart.items?.some((item) => item.uid === itemUid));
}

async function sendRemoveItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  const { data } = await extra.apollo.mutate<{ removeItemFromCart?: unknown }>({
    mutation: REMOVE_CART_ITEM,
    variables: { cartId, itemUid }
  });
  if (!data?.removeItemFromCart) throw new Error('The item could not be removed.');
}

async function updateQuantity(extra: ThunkExtra, cartId: string, itemUid: string, quantity: number): Promise<void> {
  await changeCart(extra, cartId, () => sendUpdateQuantity(extra, cartId, itemUid, quantity),
    (cart) => cart.items?.find((item) => item.uid === itemUid)?.quantity === quantity);
}

async function sendUpdateQuantity(extra: ThunkExtra, cartId: string, itemUid: string, quantity: number): Promise<void> {
  const { data } = await extra.apollo.mutate<{ updateCartItems?: { errors?: UserError[] | null } | null }>({
    mutation: UPDATE_CART_ITEM,
    variables: { cartId, itemUid, quantity }
  });
  // Magento answers a quantity beyond stock with a stock error, which the stock link suppresses (§8):
  // an empty result is that error, and the shopper must still hear of it.
  if (!data?.updateCartItems) throw new Error(QTY_NOT_AVAILABLE);
  throwUserErrors(data.updateCartItems.errors);
}

function isConfigurable(item: CartItem | undefined): item is CartItem {
  return Boolean(item && (item.__typename === 'ConfigurableCartItem' || item.configurable_options?.length));
}

/** The add-item payload that recreates a configurable cart item with another quantity. */
export function readdPayload(item: CartItem, quantity: number): AddItemToCartPayload {
  const parentSku = item.product?.sku ?? '';
  const selectedOptions = (item.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid);
  // Magento's canonical configurable line: the parent's sku with the chosen option values.
  return selectedOptions.length
    ? { sku: parentSku, parentSku, quantity, selectedOptions }
    : { sku: item.configured_variant?.sku ?? parentSku, parentSku, quantity };
}

/** After an invalid-cart error on an item change: a new cart (whose details are loaded), then a silent end. */
async function recoverAfterItemChange(tools: ThunkTools): Promise<void> {
  const newCartId = await recoverInvalidCart(tools, { signOutShopper: false });
  if (newCartId) await refreshDetails(tools.dispatch);
}

/**
 * Stage "update item" (§4). A quantity of 0 removes the item. A configurable item's quantity change
 * removes the item and adds it again (putting the old quantity back if the new one cannot be added).
 * An invalid cart is recovered (the item belonged to the lost cart, so there is nothing to retry).
 */
export const updateItemInCart = createAppAsyncThunk<void, UpdateItemInCartPayload, Rejection>(
  'cart/updateItem',
  async ({ itemUid, quantity }, { dispatch, getState, extra, rejectWithValue }) => {
    const tools = { dispatch, getState, extra };
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    const item = getState().cart.details.items?.find((candidate) => candidate.uid === itemUid);
    try {
      if (quantity <= 0) {
        await removeItem(extra, cartId, itemUid);
      } else if (isConfigurable(item) && item.quantity !== quantity) {
        await removeItem(extra, cartId, itemUid);
        try {
          await addItems(extra, cartId, readdPayload(item, quantity), 0);
        } catch (addError) {
          if (!isInvalidCartError(addError)) await addItems(extra, cartId, readdPayload(item, item.quantity), 0).catch(() => undefined);
          throw addError;
        }
      } else {
        await updateQuantity(extra, cartId, itemUid, quantity);
      }
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterItemChange(tools);
      await refreshDetails(dispatch);
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);

/** Stage "remove item" (§4); an invalid cart is recovered and the operation ends silently. */
export const removeItemFromCart = createAppAsyncThunk<void, RemoveItemFromCartPayload, Rejection>(
  'cart/removeItem',
  async ({ itemUid }, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    try {
      await removeItem(extra, cartId, itemUid);
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterItemChange({ dispatch, getState, extra });
      await refreshDetails(dispatch);
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);

// ---------------------------------------------------------------------------------------------------
// Coupons.

export const applyCoupon = createAppAsyncThunk<void, string, Rejection>(
  'cart/applyCoupon',
  async (couponCode, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    try {
      await extra.apollo.mutate({ mutation: APPLY_COUPON, variables: { cartId, couponCode: couponCode.trim() } });
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterItemChange({ dispatch, getState, extra });
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);

export const removeCoupon = createAppAsyncThunk<void, void, Rejection>(
  'cart/removeCoupon',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    try {
      await extra.apollo.mutate({ mutation: REMOVE_COUPON, variables: { cartId } });
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterItemChange({ dispatch, getState, extra });
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);

// ---------------------------------------------------------------------------------------------------
// Sign-in merge, start-up and other tabs.

/**
 * After sign-in (the token is stored): the guest cart's items move into the customer's cart
 * (`mergeCarts`), which becomes this store view's cart; its details are then loaded. A guest cart that
 * is already gone is simply dropped. Resolves with the customer's cart id.
 */
export const mergeGuestCart = createAppAsyncThunk<string, void, Rejection>(
  'cart/mergeGuestCart',
  async (_, { getState, extra, rejectWithValue }) => {
    const storeView = storeViewOf(extra);
    const guestCartId = getState().cart.cartId ?? readCartId(extra.storage, storeView);
    let customerCartId: string;
    try {
      const { data } = await extra.apollo.query<{ customerCart?: { id: string } | null }>({
        query: GET_CUSTOMER_CART,
        fetchPolicy: 'network-only'
      });
      if (!data?.customerCart?.id) throw new Error(UNABLE_TO_CREATE_CART);
      customerCartId = data.customerCart.id;
    } catch (error) {
      return rejectWithValue(toShopperError(error));
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
          return rejectWithValue(toShopperError(error));
        }
      }
    }
    saveCartId(extra.storage, storeView, customerCartId);
    await clearCartDataFromCache(extra.apollo).catch(() => undefined);
    return customerCartId;
  }
);

/**
 * The account flow calls this right after sign-in: merges the guest cart into the customer's
 * (`mergeGuestCart`), then loads the details. Resolves with the customer's cart id, or null when the
 * merge failed (the error is in `state.cart.getCartError`).
 */
export function mergeGuestCartAfterSignIn(): AppThunk<Promise<string | null>> {
  return async (dispatch) => {
    const result = await dispatch(mergeGuestCart());
    if (!mergeGuestCart.fulfilled.match(result)) return null;
    await dispatch(getCartDetails());
    return result.payload;
  };
}

/** Start-up (§4): a saved cart is adopted and its details loaded; a visitor without one gets a cart on the first add. */
export function loadSavedCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (!getState().cart.cartId && !readCartId(extra.storage, storeViewOf(extra))) return;
    await dispatch(createCart());
    if (getState().cart.cartId) await dispatch(getCartDetails());
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
