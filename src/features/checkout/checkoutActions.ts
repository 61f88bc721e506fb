import { createAction } from '@reduxjs/toolkit';
import type { Address, CheckoutSection, PaymentMethod, Receipt, SavedCheckout, ShippingMethod } from './checkoutTypes';

/**
 * The stages of a checkout step (§4): submit (submitting, error cleared), then accept or reject (error stored).
 * The shipping-address, shipping-method, billing-address and payment-method steps are async thunks
 * (checkoutThunks.ts) named by these prefixes, whose pending, fulfilled and rejected actions these are: the slice,
 * which loads with the app, handles them by type without pulling the thunks out of the lazily loaded checkout chunk.
 */
function stepStages<Accepted>(step: string) {
  const typePrefix = `checkout/${step}`;
  return {
    typePrefix,
    pending: createAction(`${typePrefix}/pending`),
    fulfilled: createAction<Accepted>(`${typePrefix}/fulfilled`),
    rejected: createAction<unknown>(`${typePrefix}/rejected`)
  };
}

export const shippingAddressStages = stepStages<{ address: Address; availableShippingMethods: ShippingMethod[] }>('shippingAddress');
export const shippingMethodStages = stepStages<ShippingMethod>('shippingMethod');
export const billingAddressStages = stepStages<Address>('billingAddress');
export const paymentMethodStages = stepStages<PaymentMethod>('paymentMethod');

/**
 * The order step's own stages: §4 ends it with neither accept nor reject when no new cart can be made, which an
 * async thunk (always fulfilled or rejected) cannot do.
 */
export const orderStep = {
  submit: createAction('checkout/order/submit'),
  accept: createAction('checkout/order/accept'),
  reject: createAction<unknown>('checkout/order/reject')
};

/** Begin: the state has been reset, and checkout starts from what was saved. */
export const checkoutStarted = createAction<SavedCheckout>('checkout/begin');
/** The guest's contact e-mail (kept on the shipping address, as Magento keeps it on the quote). */
export const contactEmailSet = createAction<string>('checkout/setContactEmail');
export const editCheckout = createAction<CheckoutSection | null>('checkout/edit');
/** Restores the initial state (the reset thunk also closes the drawer). */
export const checkoutReset = createAction('checkout/reset');
export const shippingMethodsReceived = createAction<ShippingMethod[]>('checkout/receiveShippingMethods');
export const receiptSet = createAction<Receipt['order']>('checkout/setReceipt');
export const resetReceipt = createAction('checkout/resetReceipt');
