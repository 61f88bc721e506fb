import { createSlice } from '@reduxjs/toolkit';

export interface CartItem {
  uid: string;
  quantity: number;
  [field: string]: unknown;
}

export interface CartDetails {
  items?: CartItem[];
  prices?: { grand_total?: { currency: string; value: number } };
  [field: string]: unknown;
}

/** Cart state of §3; its flows (§4) arrive with the cart issue. */
export interface CartState {
  cartId: string | null;
  details: CartDetails;
  shippingMethods: unknown[];
  isLoading: boolean;
  isAddingItem: boolean;
  isUpdatingItem: boolean;
  getCartError: unknown;
  getDetailsError: unknown;
  addItemError: unknown;
  updateItemError: unknown;
  removeItemError: unknown;
}

export const initialCartState: CartState = {
  cartId: null,
  details: {},
  shippingMethods: [],
  isLoading: false,
  isAddingItem: false,
  isUpdatingItem: false,
  getCartError: null,
  getDetailsError: null,
  addItemError: null,
  updateItemError: null,
  removeItemError: null
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {}
});

export const cartReducer = cartSlice.reducer;
