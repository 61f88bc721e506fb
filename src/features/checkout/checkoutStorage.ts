import type { BrowserStorage } from '../../lib/storage';
import { CHECKOUT_STORAGE_KEYS } from '../../lib/storage';
import type { Address, PaymentMethod, SavedCheckout, ShippingMethod } from './checkoutTypes';
import { clearCheckoutDrafts } from './useDraft';

// Kept apart from the checkout thunks: sign-out clears this data from the first-load bundle.

/** The checkout keys this feature owns (the sign-in token under the same prefix is the account's). */
const SAVED_CHECKOUT_KEYS = [
  CHECKOUT_STORAGE_KEYS.availableShippingMethods,
  CHECKOUT_STORAGE_KEYS.billingAddress,
  CHECKOUT_STORAGE_KEYS.paymentMethod,
  CHECKOUT_STORAGE_KEYS.shippingAddress,
  CHECKOUT_STORAGE_KEYS.shippingMethod
];

/** What was saved for checkout in browser storage (§3 checkout persistence keys). */
export function readSavedCheckout(storage: BrowserStorage): SavedCheckout {
  return {
    availableShippingMethods: storage.getItem<ShippingMethod[]>(CHECKOUT_STORAGE_KEYS.availableShippingMethods),
    billingAddress: storage.getItem<Address>(CHECKOUT_STORAGE_KEYS.billingAddress),
    paymentMethod: storage.getItem<PaymentMethod>(CHECKOUT_STORAGE_KEYS.paymentMethod),
    shippingAddress: storage.getItem<Address>(CHECKOUT_STORAGE_KEYS.shippingAddress),
    shippingMethod: storage.getItem<ShippingMethod>(CHECKOUT_STORAGE_KEYS.shippingMethod)
  };
}

/**
 * Forgets the saved checkout data (after an order, and on sign-out), and the unsent form drafts of this
 * tab with it: on a shared computer the next shopper must not find the last one's address.
 */
export function clearCheckoutDataFromStorage(storage: BrowserStorage): void {
  for (const key of SAVED_CHECKOUT_KEYS) storage.removeItem(key);
  clearCheckoutDrafts();
}
