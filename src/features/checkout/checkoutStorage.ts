import type { BrowserStorage } from '../../lib/storage';
import { CHECKOUT_STORAGE_KEYS, SHIPPING_ESTIMATE_KEY } from '../../lib/storage';

// Kept apart from the checkout thunks and the form drafts (useDraft): sign-out clears this data from the first-load
// bundle, which need not carry the rest.

/** Where a checkout form's draft is kept in sessionStorage (see useDraft). */
export const DRAFT_PREFIX = 'checkout.draft.';

/** The checkout keys this feature owns (the sign-in token under the same prefix is the account's). */
const SAVED_CHECKOUT_KEYS = [
  CHECKOUT_STORAGE_KEYS.availableShippingMethods,
  CHECKOUT_STORAGE_KEYS.billingAddress,
  CHECKOUT_STORAGE_KEYS.paymentMethod,
  CHECKOUT_STORAGE_KEYS.shippingAddress,
  CHECKOUT_STORAGE_KEYS.shippingMethod,
  // The cart page's estimate starts checkout; it goes with the rest.
  SHIPPING_ESTIMATE_KEY
];

/**
 * Forgets the saved checkout data (after an order, and on sign-out), and the unsent form drafts of this
 * tab with it: on a shared computer the next shopper must not find the last one's address.
 */
export function clearCheckoutDataFromStorage(storage: BrowserStorage): void {
  for (const key of SAVED_CHECKOUT_KEYS) storage.removeItem(key);
  clearCheckoutDrafts();
}

/** Forgets every unsent form draft of this tab (after an order, and on sign-out). */
export function clearCheckoutDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds no drafts.
  }
}
