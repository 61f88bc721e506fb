import { stages } from '../../store/stages';
import type { CartDetails } from './cartTypes';

// The cart's actions (§4): the plain ones and the stages of its steps, which the slice handles by type. Apart from
// the thunks, so the slice imports none of them and the thunks can load when first needed. The header's mini cart
// toggles are in miniCartActions, so a landing page carries none of these.

/** Restores the initial cart state (the mini cart keeps its open/closed state). */
export const resetCart = () => ({ type: 'cart/reset' as const });
/** Removing the cart (its saved id is gone) resets the cart state too. */
export const cartRemoved = () => ({ type: 'cart/removeCart' as const });
export const beginEditItem = (itemUid: string) => ({ type: 'cart/beginEditItem' as const, payload: itemUid });
export const endEditItem = () => ({ type: 'cart/endEditItem' as const });

/** Get cart: received with the cart id. */
export const getCartStages = stages<string>()('cart/getCart');
/** Get details: received with the details, or null when there was no cart to read. */
export const getDetailsStages = stages<CartDetails | null>()('cart/getDetails');
export const addItemStages = stages()('cart/addItem');
export const updateItemStages = stages()('cart/updateItem');
export const removeItemStages = stages()('cart/removeItem');
export const applyCouponStages = stages()('cart/applyCoupon');
export const removeCouponStages = stages()('cart/removeCoupon');
/** The sign-in merge: received with the customer's cart id. */
export const mergeGuestCartStages = stages<string>()('cart/mergeGuestCart');
