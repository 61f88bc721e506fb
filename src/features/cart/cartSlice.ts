import type { Action } from 'redux';
import type { ActionsOf } from '../../store/stages';
import type { signedOut } from '../account';
import type * as cartActions from './cartActions';
import type * as miniCartActions from './miniCartActions';
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

type CartAction = ActionsOf<typeof cartActions> | ActionsOf<typeof miniCartActions> | ReturnType<typeof signedOut>;

export function cartReducer(state: CartState = initialCartState, action: Action): CartState {
  // Every action reaches every reducer; those of other slices fall through to the default.
  const event = action as CartAction;
  switch (event.type) {
    case 'cart/reset':
    case 'cart/removeCart':
    case 'user/signedOut':
      return resetState(state);
    case 'cart/beginEditItem':
      return { ...state, editingItemUid: event.payload };
    case 'cart/endEditItem':
      return { ...state, editingItemUid: null };
    case 'cart/toggleMiniCart':
      return { ...state, isMiniCartOpen: !state.isMiniCartOpen };
    case 'cart/openMiniCart':
      return { ...state, isMiniCartOpen: true };
    case 'cart/closeMiniCart':
      return { ...state, isMiniCartOpen: false };

    // Get cart: request, then receive the id, or (§4) reset to the initial state on failure.
    case 'cart/getCart/request':
      return { ...state, getCartError: null, isLoading: true };
    case 'cart/getCart/receive':
      return event.error ? { ...resetState(state), getCartError: event.payload } : { ...state, cartId: event.payload, isLoading: false };

    case 'cart/getDetails/request':
      return { ...state, getDetailsError: null, isLoading: true };
    case 'cart/getDetails/receive':
      if (event.error) return { ...state, isLoading: false, getDetailsError: event.payload };
      return { ...state, isLoading: false, ...(event.payload ? { details: event.payload } : {}) };

    case 'cart/addItem/request':
      return { ...state, addItemError: null, isAddingItem: true };
    case 'cart/addItem/receive':
      return { ...state, isAddingItem: false, ...(event.error ? { addItemError: event.payload } : {}) };

    case 'cart/updateItem/request':
    case 'cart/removeItem/request':
      return { ...state, updateItemError: null, removeItemError: null, isUpdatingItem: true };
    case 'cart/updateItem/receive':
      return { ...state, isUpdatingItem: false, ...(event.error ? { updateItemError: event.payload } : {}) };
    case 'cart/removeItem/receive':
      return { ...state, isUpdatingItem: false, ...(event.error ? { removeItemError: event.payload } : {}) };

    case 'cart/applyCoupon/request':
    case 'cart/removeCoupon/request':
      return { ...state, couponError: null, isApplyingCoupon: true };
    case 'cart/applyCoupon/receive':
    case 'cart/removeCoupon/receive':
      return { ...state, isApplyingCoupon: false, ...(event.error ? { couponError: event.payload } : {}) };

    // The customer's cart replaces the guest's; its details follow.
    case 'cart/mergeGuestCart/request':
      return { ...state, getCartError: null, isLoading: true };
    case 'cart/mergeGuestCart/receive':
      return event.error ? { ...state, isLoading: false, getCartError: event.payload } : { ...resetState(state), cartId: event.payload };
    default:
      return state;
  }
}

// The cart slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../store/rootState' {
  interface RootState {
    cart: CartState;
  }
}
