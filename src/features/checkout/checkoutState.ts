import type { Address, CheckoutSection, Receipt, ShippingMethod } from './checkoutTypes';

// The checkout state's shape and start, which the app's store holds from the first load; the reducer that changes it
// (checkoutSlice) comes with the checkout page's chunk.

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
  /** The shop's title of the chosen method (its titles are per store view). */
  paymentTitle: string;
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
  paymentTitle: '',
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

// The checkout slice's place in the root state (store/rootState.ts). Until the checkout page adds its reducer, the
// app's store keeps the initial state there (see createAppStore).
declare module '../../store/rootState' {
  interface RootState {
    checkout: CheckoutState;
  }
}
