import { isPresent } from '../../lib/isPresent';
import { isOfflineError } from '../../lib/offline';
import type { ThunkExtra } from '../../store/configureStore';
import type { AppThunk } from '../../store/hooks';
import { runInStages } from '../../store/stages';
import { addItemStages } from './cartActions';
import { ensureCartId, fetchCartDetails, recoverInvalidCart, refreshDetails, type CartThunkTools } from './cartCreationThunks';
import { isInvalidCartError, toShopperError } from './cartErrors';
import { loadCartDetailsRequest } from './savedCart';
import type { AddItemToCartPayload, CartDetails, CartItem } from './cartTypes';
import ADD_PRODUCT_TO_CART from './addProductToCart.graphql';

// Adding cart items (§4), and what changing them (cartItemEditThunks) shares with it. Every landing page adds to the
// cart; only the mini cart and the cart page change items, so their code loads with them.

interface UserError {
  code?: string;
  message: string;
}

/** The stock message of §8; the stock link drops it from responses, so the thunks put it back where it matters. */
export const QTY_NOT_AVAILABLE = 'The requested qty is not available';

export function throwUserErrors(errors: ReadonlyArray<UserError | null> | null | undefined): void {
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
export async function changeCart(
  extra: ThunkExtra,
  cartId: string,
  send: () => Promise<void>,
  isDone: (cart: CartDetails) => boolean
): Promise<void> {
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
  // Only a configurable line names its options here; any other product with options is told by its sku.
  const wanted = payload.selectedOptions?.length && payload.parentSku ? options(payload.selectedOptions) : null;
  const skus = payload.children?.map((child) => child.sku);
  return (items ?? [])
    .filter((item) =>
      skus
        ? skus.includes(item.product?.sku ?? '')
        : wanted !== null
          ? item.product?.sku === payload.sku &&
            options((item.configurable_options ?? []).filter(isPresent).map((option) => option.configurable_product_option_value_uid)) === wanted
          : item.product?.sku === payload.sku || item.configured_variant?.sku === payload.sku
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

// Add.

/** Adds; `quantityBefore` is what the cart held of it before, to tell whether an add whose answer was lost happened. */
export async function addItems(extra: ThunkExtra, cartId: string, payload: AddItemToCartPayload, quantityBefore: number): Promise<void> {
  await changeCart(
    extra,
    cartId,
    () => sendAddItems(extra, cartId, payload),
    (cart) => quantityAddedTo(cart.items, payload) >= quantityBefore + payload.quantity
  );
}

async function sendAddItems(extra: ThunkExtra, cartId: string, payload: AddItemToCartPayload): Promise<void> {
  const { sku, quantity, parentSku, selectedOptions, enteredOptions, children } = payload;
  const cartItem = {
    sku,
    quantity,
    ...(parentSku ? { parent_sku: parentSku } : {}),
    ...(selectedOptions?.length ? { selected_options: selectedOptions } : {}),
    ...(enteredOptions?.length ? { entered_options: enteredOptions } : {})
  };
  const { data } = await extra.apollo.mutate({
    mutation: ADD_PRODUCT_TO_CART,
    variables: { cartId, cartItems: children?.length ? children : [cartItem] }
  });
  // A suppressed stock error (§8) leaves no result at all: the quantity was not available.
  if (!data?.addProductsToCart) throw new Error(QTY_NOT_AVAILABLE);
  throwUserErrors(data.addProductsToCart.user_errors);
}

function ignoredUntilNeeded(): void {}

/** Add item, between its stages (see addItemToCart). */
async function addItem(tools: CartThunkTools, payload: AddItemToCartPayload): Promise<void> {
  const { dispatch, getState, extra } = tools;
  // The details request loads while the add is sent, so the refresh after it waits for nothing more; a failure to
  // load it shows as the details' error then.
  void loadCartDetailsRequest().catch(ignoredUntilNeeded);
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
