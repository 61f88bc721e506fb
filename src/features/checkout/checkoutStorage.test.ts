import { BrowserStorage, CHECKOUT_STORAGE_KEYS, SHIPPING_ESTIMATE_KEY, readShippingEstimate, saveShippingEstimate } from '../../lib/storage';
import { clearCheckoutDataFromStorage } from './checkoutStorage';

describe('clearCheckoutDataFromStorage', () => {
  it("forgets the cart page's shipping estimate with the rest of the checkout data, and keeps the sign-in token (the account's)", () => {
    const storage = new BrowserStorage(window.localStorage);
    saveShippingEstimate(storage, { region_code: 'CA', postcode: '94103', carrier_code: 'flatrate', method_code: 'flatrate' });
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { city: 'Austin' });
    storage.setItem(CHECKOUT_STORAGE_KEYS.signInToken, 'tok');
    clearCheckoutDataFromStorage(storage);
    expect(readShippingEstimate(storage)).toBeUndefined();
    expect(storage.getItem(SHIPPING_ESTIMATE_KEY)).toBeUndefined();
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toBeUndefined();
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.signInToken)).toBe('tok');
  });

  it('reads a stored estimate of another shape as none', () => {
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem(SHIPPING_ESTIMATE_KEY, { region: 'CA' });
    expect(readShippingEstimate(storage)).toBeUndefined();
    storage.setItem(SHIPPING_ESTIMATE_KEY, { region_code: 'CA', postcode: '94103', carrier_code: 'flatrate' });
    expect(readShippingEstimate(storage)).toEqual({ region_code: 'CA', postcode: '94103' });
  });
});
