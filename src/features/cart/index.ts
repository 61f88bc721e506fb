// What other features may use of the cart: its thunks and selectors.
export { addItemToCart, createCart, getCartDetails, loadSavedCart, mergeGuestCartAfterSignIn } from './cartThunks';
export { removeCart } from './removeCart';
export { selectCartDetails, selectCartId, selectCartItems, selectCartSummary, selectCartTotals, selectIsCartLoading } from './cartSelectors';
