import { isPresent } from '../../lib/isPresent';
import { isOfflineError } from '../../lib/offline';
import type { ThunkExtra } from '../../store/configureStore';
import type { AppThunk } from '../../store/hooks';
import { runInStages } from '../../store/stages';
import { addItemStages, removeItemStages, updateItemStages } from './cartActions';
import {
  ensureCartId,
  fetchCartDetails,
  recoverAfterCartChange,
  recoverInvalidCart,
  refreshDetails,
  type CartThunkTools
} from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import type { AddItemToCartPayload, CartDetails, CartItem, RemoveItemFromCartPayload, UpdateItemInCartPayload } from './cartTypes';
import ADD_PRODUCT_TO_CART from './addProductToCart.graphql';
import REMOVE_CART_ITEM from './removeCartItem.graphql';
import UPDATE_CART_ITEM from './updateCartItem.graphql';

// Adding, updating and removing cart items (§4).

interface UserError {
  code?: string;
  message: string;
}

/** The stock message of §8; the stock link drops it from responses, so the thunks put it back where it matters. */
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

function throwUserErrors(errors: ReadonlyArray<UserError | null> | null | undefined): void {
  const messages = (errors ?? []).filter((error): error is UserError => Boolean(error)).map((error) => error.message);
  if (messages.length) throw new Error(messages.join(', '));
}

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
          options((item.configurable_options ?? []).filter(isPresent).map((option) => option.configurable_product_option_value_uid)) === wanted
        : item.product?.sku === payload.sku || item.configured_variant?.sku === payload.sku
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

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
  const { data } = await extra.apollo.mutate({
    mutation: ADD_PRODUCT_TO_CART,
    variables: { cartId, cartItems: [cartItem] }
  });
  // A suppressed stock error (§8) leaves no result at all: the quantity was not available.
  if (!data?.addProductsToCart) throw new Error(QTY_NOT_AVAILABLE);
  throwUserErrors(data.addProductsToCart.user_errors);
}

/** Add item, between its stages (see addItemToCart). */
async function addItem(tools: CartThunkTools, payload: AddItemToCartPayload): Promise<void> {
  const { dispatch, getState, extra } = tools;
  let cartId: string;
  try {
    cartId = await ensureCartId(tools);
  } catch (error) {
    throw toShopperError(error);
  }
  try {
    await addItems(extra, cartId, payload, quantityAddedTo(getState().cart.details.items, payload));
  } catch (error) {
    if (!isInvalidCartError(error)) throw toShopperError(error);
    const newCartId = await recoverInvalidCart(tools, { signOutShopper: true });
    if (!newCartId) return;
    try {
      await addItems(extra, newCartId, payload, 0);
    } catch (retryError) {
      if (isInvalidCartError(retryError)) return;
      await refreshDetails(dispatch);
      throw toShopperError(retryError);
    }
  }
  await refreshDetails(dispatch);
}

/**
 * Step "add item" (§4): ensures a cart, adds, refreshes the details. An invalid cart is recovered (signing a
 * signed-in shopper out first) and the add retried once; when no new cart can be made or the retry meets an
 * invalid cart again, it ends silently. Other failures reject with a readable Error.
 */
export function addItemToCart(payload: AddItemToCartPayload): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) => runInStages(dispatch, addItemStages, () => addItem({ dispatch, getState, extra }, payload));
}

// Update and remove.

async function removeItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  await changeCart(extra, cartId, () => sendRemoveItem(extra, cartId, itemUid), (cart) => !cart.items?.some((item) => item.uid === itemUid));
}

async function sendRemoveItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  const { data } = await extra.apollo.mutate({
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
  const { data } = await extra.apollo.mutate({
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
  const selectedOptions = (item.configurable_options ?? []).filter(isPresent).map((option) => option.configurable_product_option_value_uid);
  // Magento's canonical configurable line: the parent's sku with the chosen option values.
  return selectedOptions.length
    ? { sku: parentSku, parentSku, quantity, selectedOptions }
    : { sku: item.configured_variant?.sku ?? parentSku, parentSku, quantity };
}

/** Update item, between its stages (see updateItemInCart). */
async function updateItem(tools: CartThunkTools, { itemUid, quantity }: UpdateItemInCartPayload): Promise<void> {
  const { dispatch, getState, extra } = tools;
  const cartId = getState().cart.cartId;
  if (!cartId) throw new Error(UNABLE_TO_CREATE_CART);
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
    if (isInvalidCartError(error)) return recoverAfterCartChange(tools);
    await refreshDetails(dispatch);
    throw toShopperError(error);
  }
  await refreshDetails(dispatch);
}

/**
 * Step "update item" (§4). A quantity of 0 removes the item. A configurable item's quantity change removes the
 * item and adds it again (putting the old quantity back if the new one cannot be added). An invalid cart is
 * recovered (the item belonged to the lost cart, so there is nothing to retry).
 */
export function updateItemInCart(payload: UpdateItemInCartPayload): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) => runInStages(dispatch, updateItemStages, () => updateItem({ dispatch, getState, extra }, payload));
}

/** Remove item, between its stages (see removeItemFromCart). */
async function removeItemOfCart(tools: CartThunkTools, { itemUid }: RemoveItemFromCartPayload): Promise<void> {
  const cartId = tools.getState().cart.cartId;
  if (!cartId) throw new Error(UNABLE_TO_CREATE_CART);
  try {
    await removeItem(tools.extra, cartId, itemUid);
  } catch (error) {
    if (isInvalidCartError(error)) return recoverAfterCartChange(tools);
    await refreshDetails(tools.dispatch);
    throw toShopperError(error);
  }
  await refreshDetails(tools.dispatch);
}

/** Step "remove item" (§4); an invalid cart is recovered and the operation ends silently. */
export function removeItemFromCart(payload: RemoveItemFromCartPayload): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) => runInStages(dispatch, removeItemStages, () => removeItemOfCart({ dispatch, getState, extra }, payload));
}
