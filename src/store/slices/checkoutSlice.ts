// The checkout slice lives with its feature (state, thunks and components together); the store re-exports it.
export {
  checkoutReducer,
  initialCheckoutState,
  checkoutReset,
  checkoutStarted,
  contactEmailSet,
  editCheckout,
  resetReceipt,
  shippingMethodsReceived,
  receiptSet,
  type CheckoutState,
  type Address,
  type CheckoutSection,
  type PaymentMethod,
  type Receipt,
  type ShippingMethod
} from '../../features/checkout/checkoutSlice';
