import { createSlice, type Reducer } from '@reduxjs/toolkit';
import {
  beginEditItem,
  closeMiniCart,
  endEditItem,
  openMiniCart,
  resetCart,
  toggleMiniCart
} from './cartActions';
import { applyCoupon, removeCoupon } from './cartCouponThunks';
import { createCart, getCartDetails } from './cartCreationThunks';
import { addItemToCart, removeItemFromCart, updateItemInCart } from './cartItemThunks';
import { mergeGuestCart } from './cartSessionThunks';
import { removeCart } from './removeCart';
import type { CartDetails } from './cartTypes';

export type { CartDetails } from './cartTypes';

/** Cart state of §3. Errors are the Error a failed stage ended with (null after a new request). */
export interface CartState {
  cartId: string | null;
  details: CartDetails;
  // No screen reads shippingMethods, isAddingItem or addItemError (the add-to-cart forms show progress and
  // errors from their own dispatch); §3 lists them in the cart's state, so they stay and stay up to date.
  shippingMethods: unknown[];
  /** Getting the cart or its details. */
  isLoading: boolean;
  isAddingItem: boolean;
  /** Updating or removing an item. */
  isUpdatingItem: boolean;
  /** The uid of the item being edited (begin/end edit item), or null. */
  editingItemUid: string | null;
  isApplyingCoupon: boolean;
  isMiniCartOpen: boolean;
  getCartError: unknown;
  getDetailsError: unknown;
  addItemError: unknown;
  updateItemError: unknown;
  removeItemError: unknown;
  couponError: unknown;
}

export const initialCartState: CartState = {
  cartId: null,
  details: {},
  shippingMethods: [],
  isLoading: false,
  isAddingItem: false,
  isUpdatingItem: false,
  editingItemUid: null,
  isApplyingCoupon: false,
  isMiniCartOpen: false,
  getCartError: null,
  getDetailsError: null,
  addItemError: null,
  updateItemError: null,
  removeItemError: null,
  couponError: null
};

/** A reset keeps what is not cart data: whether the mini cart is open. */
const resetState = (state: CartState): CartState => ({ ...initialCartState, isMiniCartOpen: state.isMiniCartOpen });

/** The Error a rejected thunk carries (its rejectWithValue payload, else the serialized error). */
const errorOf = (action: { payload?: unknown; error: unknown }) => action.payload ?? action.error;

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(resetCart, resetState)
      .addCase(removeCart.fulfilled, resetState)
      .addCase(beginEditItem, (state, action) => {
        state.editingItemUid = action.payload;
      })
      .addCase(endEditItem, (state) => {
        state.editingItemUid = null;
      })
      .addCase(toggleMiniCart, (state) => {
        state.isMiniCartOpen = !state.isMiniCartOpen;
      })
      .addCase(openMiniCart, (state) => {
        state.isMiniCartOpen = true;
      })
      .addCase(closeMiniCart, (state) => {
        state.isMiniCartOpen = false;
      })

      // Get cart: request, then receive the id, or (§4) reset to the initial state on failure.
      .addCase(createCart.pending, (state) => {
        state.getCartError = null;
        state.isLoading = true;
      })
      .addCase(createCart.fulfilled, (state, action) => {
        state.cartId = action.payload;
        state.isLoading = false;
      })
      .addCase(createCart.rejected, (state, action) => {
        // Cancelled by its condition: a cart id was already there, nothing happened.
        if (action.meta.condition) return;
        return { ...resetState(state), getCartError: errorOf(action) };
      })

      .addCase(getCartDetails.pending, (state) => {
        state.getDetailsError = null;
        state.isLoading = true;
      })
      .addCase(getCartDetails.fulfilled, (state, action) => {
        state.isLoading = false;
        if (action.payload) state.details = action.payload;
      })
      .addCase(getCartDetails.rejected, (state, action) => {
        state.isLoading = false;
        state.getDetailsError = errorOf(action);
      })

      .addCase(addItemToCart.pending, (state) => {
        state.addItemError = null;
        state.isAddingItem = true;
      })
      .addCase(addItemToCart.fulfilled, (state) => {
        state.isAddingItem = false;
      })
      .addCase(addItemToCart.rejected, (state, action) => {
        state.isAddingItem = false;
        state.addItemError = errorOf(action);
      })

      .addCase(updateItemInCart.pending, (state) => {
        state.updateItemError = null;
        state.removeItemError = null;
        state.isUpdatingItem = true;
      })
      .addCase(updateItemInCart.fulfilled, (state) => {
        state.isUpdatingItem = false;
      })
      .addCase(updateItemInCart.rejected, (state, action) => {
        state.isUpdatingItem = false;
        state.updateItemError = errorOf(action);
      })

      .addCase(removeItemFromCart.pending, (state) => {
        state.updateItemError = null;
        state.removeItemError = null;
        state.isUpdatingItem = true;
      })
      .addCase(removeItemFromCart.fulfilled, (state) => {
        state.isUpdatingItem = false;
      })
      .addCase(removeItemFromCart.rejected, (state, action) => {
        state.isUpdatingItem = false;
        state.removeItemError = errorOf(action);
      })

      .addCase(applyCoupon.pending, (state) => {
        state.couponError = null;
        state.isApplyingCoupon = true;
      })
      .addCase(removeCoupon.pending, (state) => {
        state.couponError = null;
        state.isApplyingCoupon = true;
      })
      .addCase(applyCoupon.fulfilled, (state) => {
        state.isApplyingCoupon = false;
      })
      .addCase(removeCoupon.fulfilled, (state) => {
        state.isApplyingCoupon = false;
      })
      .addCase(applyCoupon.rejected, (state, action) => {
        state.isApplyingCoupon = false;
        state.couponError = errorOf(action);
      })
      .addCase(removeCoupon.rejected, (state, action) => {
        state.isApplyingCoupon = false;
        state.couponError = errorOf(action);
      })

      // The customer's cart replaces the guest's; its details follow.
      .addCase(mergeGuestCart.pending, (state) => {
        state.getCartError = null;
        state.isLoading = true;
      })
      .addCase(mergeGuestCart.fulfilled, (state, action) => {
        return { ...resetState(state), cartId: action.payload };
      })
      .addCase(mergeGuestCart.rejected, (state, action) => {
        state.isLoading = false;
        state.getCartError = errorOf(action);
      });
  }
});

export const cartReducer: Reducer<CartState> = cartSlice.reducer;

// The cart slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../store/rootState' {
  interface RootState {
    cart: CartState;
  }
}
