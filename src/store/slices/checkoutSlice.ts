import { createSlice } from '@reduxjs/toolkit';

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  /** In the available list: code from carrier_code, title from carrier_title (§3). */
  code?: string;
  title?: string;
}

/** Checkout state of §3; its flows (§4) arrive with the checkout issue. */
export interface CheckoutState {
  availableShippingMethods: ShippingMethod[];
  billingAddress: Record<string, unknown> | null;
  shippingAddress: Record<string, unknown>;
  shippingMethod: string;
  shippingTitle: string;
  paymentCode: string;
  paymentData: Record<string, unknown> | null;
  receipt: { order: { id?: string; shipping_address?: Record<string, unknown> } };
  isSubmitting: boolean;
  billingAddressError: unknown;
  shippingAddressError: unknown;
  shippingMethodError: unknown;
  paymentMethodError: unknown;
  orderError: unknown;
}

export const initialCheckoutState: CheckoutState = {
  availableShippingMethods: [],
  billingAddress: null,
  shippingAddress: {},
  shippingMethod: '',
  shippingTitle: '',
  paymentCode: '',
  paymentData: null,
  receipt: { order: {} },
  isSubmitting: false,
  billingAddressError: null,
  shippingAddressError: null,
  shippingMethodError: null,
  paymentMethodError: null,
  orderError: null
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {}
});

export const checkoutReducer = checkoutSlice.reducer;
