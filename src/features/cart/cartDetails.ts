import { taxDisplayOf } from '../../components/TotalsLines/totals';
import { isPresent } from '../../lib/isPresent';
import { isOfflineError } from '../../lib/offline';
import type { ThunkExtra } from '../../store/configureStore';
import type { CartDetails } from './cartTypes';
import GET_CART_DETAILS, { type GetCartDetailsQuery } from './getCartDetails.graphql';

// The cart details request (§4) is a chunk of its own: a first visit has no cart, so a landing page does not load the
// document until the shopper has one (see loadCartDetailsRequest in savedCart).

/** The cart as last fetched (kept in the persisted cache), or null. */
function lastKnownCart(extra: ThunkExtra, cartId: string): GetCartDetailsQuery | null {
  try {
    return extra.apollo.readQuery({ query: GET_CART_DETAILS, variables: { cartId } });
  } catch {
    return null;
  }
}

export async function fetchCartDetails(extra: ThunkExtra, cartId: string): Promise<CartDetails> {
  let data: GetCartDetailsQuery | null | undefined;
  try {
    ({ data } = await extra.apollo.query({ query: GET_CART_DETAILS, variables: { cartId }, fetchPolicy: 'network-only' }));
  } catch (error) {
    // Offline, the cart as last seen beats an empty one: a shopper who reopens the app still sees it.
    data = isOfflineError(error) ? lastKnownCart(extra, cartId) : null;
    if (!data) throw error;
  }
  if (!data?.cart) throw new Error(`Could not find a cart with ID "${cartId}"`);
  const { itemsV2, ...cart } = data.cart;
  const config = data.storeConfig;
  // Items the stock link removed leave no hole; a null entry (an unreadable item) is skipped too.
  return {
    ...cart,
    items: (itemsV2?.items ?? []).filter(isPresent),
    taxDisplay: taxDisplayOf({
      subtotal: config?.shopping_cart_display_subtotal,
      price: config?.shopping_cart_display_price,
      shipping: config?.shopping_cart_display_shipping,
      grandTotal: config?.shopping_cart_display_grand_total,
      fullSummary: config?.shopping_cart_display_full_summary,
      zeroTax: config?.shopping_cart_display_zero_tax
    })
  };
}
