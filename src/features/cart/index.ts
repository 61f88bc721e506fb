// What other features may use of the cart: its thunks and selectors.
export { createCart, getCartDetails } from './cartCreationThunks';
export { addItemToCart } from './lazyAddItemToCart';
export { mergeGuestCartAfterSignIn } from './cartMergeThunks';
export { loadSavedCart } from './cartSessionThunks';
export { removeCart } from './removeCart';
export { selectCartDetails, selectCartId, selectCartItems, selectCartSummary, selectIsCartLoading } from './cartSelectors';
export { selectCartTaxDisplay, selectCartTotals } from './cartTotals';
export type { AddItemToCartPayload } from './cartTypes';
export { cartItemOptions } from './cartItemChoices';
export { rowTotalsShown } from './cartItemPrices';
