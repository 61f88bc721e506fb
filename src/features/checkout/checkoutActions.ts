import { stages } from '../../store/stages';
import type { Address, CheckoutSection, PaymentMethod, Receipt, SavedCheckout, ShippingMethod } from './checkoutTypes';

// The checkout's actions (§4), which the slice (loaded with the app) handles by type, so the thunks stay in the
// lazily loaded checkout chunk.

/**
 * The stages of a checkout step (§4): submit (the request: submitting, error cleared), then accept (received with
 * the accepted value) or reject (received with the error, which the slice stores).
 */
export const shippingAddressStages = stages<{ address: Address; availableShippingMethods: ShippingMethod[] }>()('checkout/shippingAddress');
export const shippingMethodStages = stages<ShippingMethod>()('checkout/shippingMethod');
export const billingAddressStages = stages<Address>()('checkout/billingAddress');
export const paymentMethodStages = stages<PaymentMethod>()('checkout/paymentMethod');
/** The order step: §4 ends it with neither accept nor reject when no new cart can be made (see submitOrder). */
export const orderStages = stages()('checkout/order');

/** Begin: the state has been reset, and checkout starts from what was saved. */
export const checkoutStarted = (saved: SavedCheckout) => ({ type: 'checkout/begin' as const, payload: saved });
/** The guest's contact e-mail (kept on the shipping address, as Magento keeps it on the quote). */
export const contactEmailSet = (email: string) => ({ type: 'checkout/setContactEmail' as const, payload: email });
export const editCheckout = (section: CheckoutSection | null) => ({ type: 'checkout/edit' as const, payload: section });
/** Restores the initial state (the reset thunk also closes the drawer). */
export const checkoutReset = () => ({ type: 'checkout/reset' as const });
export const shippingMethodsReceived = (methods: ShippingMethod[]) => ({ type: 'checkout/receiveShippingMethods' as const, payload: methods });
export const receiptSet = (order: Receipt['order']) => ({ type: 'checkout/setReceipt' as const, payload: order });
export const resetReceipt = () => ({ type: 'checkout/resetReceipt' as const });
