import { isPresent } from '../../lib/isPresent';
import type { ThunkExtra } from '../../store/configureStore';
import type { AppThunk } from '../../store/hooks';
import { runInStages } from '../../store/stages';
import { removeItemStages, updateItemStages } from './cartActions';
import { recoverAfterCartChange, refreshDetails, type CartThunkTools } from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import { addItems, changeCart, QTY_NOT_AVAILABLE, throwUserErrors } from './cartItemThunks';
import type { AddItemToCartPayload, CartItem, RemoveItemFromCartPayload, UpdateItemInCartPayload } from './cartTypes';
import REMOVE_CART_ITEM from './removeCartItem.graphql';
import UPDATE_CART_ITEM from './updateCartItem.graphql';

// Updating and removing cart items (§4): the mini cart and the cart page use them (and load them), the landing pages
// do not.

async function removeItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  await changeCart(
    extra,
    cartId,
    () => sendRemoveItem(extra, cartId, itemUid),
    (cart) => !cart.items?.some((item) => item.uid === itemUid)
  );
}

async function sendRemoveItem(extra: ThunkExtra, cartId: string, itemUid: string): Promise<void> {
  const { data } = await extra.apollo.mutate({
    mutation: REMOVE_CART_ITEM,
    variables: { cartId, itemUid }
  });
  if (!data?.removeItemFromCart) throw new Error('The item could not be removed.');
}

async function updateQuantity(extra: ThunkExtra, cartId: string, itemUid: string, quantity: number): Promise<void> {
  await changeCart(
    extra,
    cartId,
    () => sendUpdateQuantity(extra, cartId, itemUid, quantity),
    (cart) => cart.items?.find((item) => item.uid === itemUid)?.quantity === quantity
  );
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
