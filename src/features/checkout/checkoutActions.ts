import { createAction } from '@reduxjs/toolkit';
import type { Address, CheckoutSection, PaymentMethod, Receipt, SavedCheckout, ShippingMethod } from './checkoutTypes';

/**
 * The stages of one checkout step (§4): submit (submitting, error cleared), then accept or reject
 * (error stored).
 */
function stepActions<Accepted>(step: string) {
  return {
    submit: createAction(`checkout/${step}/submit`),
    accept: createAction<Accepted>(`checkout/${step}/accept`),
    reject: createAction<unknown>(`checkout/${step}/reject`)
  };
}

export const shippingAddressStep = stepActions<Address>('shippingAddress');
export const billingAddressStep = stepActions<Address>('billingAddress');
export const shippingMethodStep = stepActions<ShippingMethod>('shippingMethod');
export const paymentMethodStep = stepActions<PaymentMethod>('paymentMethod');
export const orderStep = stepActions<void>('order');

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
