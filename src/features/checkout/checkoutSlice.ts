import { createSlice, type Reducer } from '@reduxjs/toolkit';
import {
  billingAddressStages,
  checkoutReset,
  checkoutStarted,
  contactEmailSet,
  editCheckout,
  orderStep,
  paymentMethodStages,
  receiptSet,
  resetReceipt,
  shippingAddressStages,
  shippingMethodStages,
  shippingMethodsReceived
} from './checkoutActions';
import type { Address, CheckoutSection, Receipt, ShippingMethod } from './checkoutTypes';

export type { Address, CheckoutSection, Receipt, ShippingMethod } from './checkoutTypes';

/** Checkout state of §3. Errors are what a rejected step ended with (null after a new submit). */
export interface CheckoutState {
  availableShippingMethods: ShippingMethod[];
  billingAddress: Address | null;
  shippingAddress: Address;
  /** The chosen method's carrier code, and its title. */
  shippingMethod: string;
  shippingTitle: string;
  /** The chosen method itself (carrier and method code), as sent to the backend. */
  selectedShippingMethod: ShippingMethod | null;
  paymentCode: string;
  paymentData: Record<string, unknown> | null;
  receipt: Receipt;
  /** The section the shopper went back to edit, if any. */
  editing: CheckoutSection | null;
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
  selectedShippingMethod: null,
  paymentCode: '',
  paymentData: null,
  receipt: { order: {} },
  editing: null,
  isSubmitting: false,
  billingAddressError: null,
  shippingAddressError: null,
  shippingMethodError: null,
  paymentMethodError: null,
  orderError: null
};

type ErrorField = 'billingAddressError' | 'shippingAddressError' | 'shippingMethodError' | 'paymentMethodError' | 'orderError';

const submitting = (field: ErrorField) => (state: CheckoutState) => {
  state.isSubmitting = true;
  state[field] = null;
};
const rejected = (field: ErrorField) => (state: CheckoutState, action: { payload: unknown }) => {
  state.isSubmitting = false;
  state[field] = action.payload;
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(checkoutReset, () => initialCheckoutState)
      .addCase(checkoutStarted, (state, { payload }) => {
        if (payload.availableShippingMethods) state.availableShippingMethods = payload.availableShippingMethods;
        if (payload.billingAddress) state.billingAddress = payload.billingAddress;
        if (payload.shippingAddress) state.shippingAddress = payload.shippingAddress;
        if (payload.shippingMethod) {
          state.selectedShippingMethod = payload.shippingMethod;
          state.shippingMethod = payload.shippingMethod.carrier_code;
          state.shippingTitle = payload.shippingMethod.carrier_title ?? payload.shippingMethod.title ?? '';
        }
        if (payload.paymentMethod) {
          state.paymentCode = payload.paymentMethod.code;
          state.paymentData = payload.paymentMethod.data ?? null;
        }
      })
      .addCase(contactEmailSet, (state, { payload }) => {
        state.shippingAddress = { ...state.shippingAddress, email: payload };
        if (state.editing === 'contact') state.editing = null;
      })
      .addCase(editCheckout, (state, { payload }) => {
        state.editing = payload;
      })
      .addCase(shippingMethodsReceived, (state, { payload }) => {
        state.availableShippingMethods = payload;
      })
      .addCase(receiptSet, (state, { payload }) => {
        state.receipt = { order: payload };
      })
      .addCase(resetReceipt, (state) => {
        state.receipt = { order: {} };
      })

      .addCase(shippingAddressStages.pending, submitting('shippingAddressError'))
      .addCase(shippingAddressStages.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.shippingAddress = payload.address;
        state.editing = null;
      })
      .addCase(shippingAddressStages.rejected, rejected('shippingAddressError'))

      .addCase(billingAddressStages.pending, submitting('billingAddressError'))
      .addCase(billingAddressStages.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.billingAddress = payload;
      })
      .addCase(billingAddressStages.rejected, rejected('billingAddressError'))

      .addCase(shippingMethodStages.pending, submitting('shippingMethodError'))
      .addCase(shippingMethodStages.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.selectedShippingMethod = payload;
        state.shippingMethod = payload.carrier_code;
        state.shippingTitle = payload.carrier_title ?? payload.title ?? '';
        state.editing = null;
      })
      .addCase(shippingMethodStages.rejected, rejected('shippingMethodError'))

      .addCase(paymentMethodStages.pending, submitting('paymentMethodError'))
      .addCase(paymentMethodStages.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.paymentCode = payload.code;
        state.paymentData = payload.data ?? null;
        state.editing = null;
      })
      .addCase(paymentMethodStages.rejected, rejected('paymentMethodError'))

      .addCase(orderStep.submit, submitting('orderError'))
      .addCase(orderStep.accept, (state) => {
        state.isSubmitting = false;
      })
      .addCase(orderStep.reject, rejected('orderError'));
  }
});

export const checkoutReducer: Reducer<CheckoutState> = checkoutSlice.reducer;

// The checkout slice's place in the root state (store/rootState.ts; src/app adds the reducer).
declare module '../../store/rootState' {
  interface RootState {
    checkout: CheckoutState;
  }
}
