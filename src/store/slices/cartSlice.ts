// The cart slice lives with its feature (state, thunks and components together); the store re-exports it.
export {
  cartReducer,
  initialCartState,
  resetCart,
  beginEditItem,
  endEditItem,
  toggleMiniCart,
  openMiniCart,
  closeMiniCart,
  signedOutForInvalidCart,
  type CartState,
  type CartDetails,
  type CartItem
} from '../../features/cart/cartSlice';
