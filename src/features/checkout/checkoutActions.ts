import { createAction } from '@reduxjs/toolkit';
import type { CheckoutSection, Receipt, SavedCheckout, ShippingMethod } from './checkoutTypes';

/**
 * The order step's stages (§4): submit (submitting, error cleared), then accept or reject (error stored). The other
 * steps are async thunks (checkoutThunks.ts) whose pending, fulfilled and rejected are these stages.
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
