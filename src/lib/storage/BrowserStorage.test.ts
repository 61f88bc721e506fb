import { BrowserStorage, STORAGE_PREFIX } from './BrowserStorage';
import { CHECKOUT_STORAGE_KEYS } from './storageKeys';
import { readStoreViewCode, readStoreViewCurrency } from './storeViewSettings';

describe('BrowserStorage', () => {
  let now = 1_000_000;
  const storage = new BrowserStorage(window.localStorage, STORAGE_PREFIX, () => now);

  beforeEach(() => {
    window.localStorage.clear();
    now = 1_000_000;
  });

  it('stores a record with value, time stored and ttl under the fixed prefix', () => {
    storage.setItem('signin_token', 'abc', 3600);
    const raw = window.localStorage.getItem(`${STORAGE_PREFIX}signin_token`);
    expect(JSON.parse(raw as string)).toEqual({ value: 'abc', timeStored: 1_000_000, ttl: 3600 });
    expect(storage.getItem('signin_token')).toBe('abc');
  });

  it('reads a record as missing once its ttl (seconds) has elapsed, and removes it', () => {
    storage.setItem('signin_token', 'abc', 10);
    now += 10_000;
    expect(storage.getItem('signin_token')).toBe('abc');
    now += 1;
    expect(storage.getItem('signin_token')).toBeUndefined();
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}signin_token`)).toBeNull();
  });

  it('keeps records without a ttl forever and round-trips objects', () => {
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, { city: 'Austin' });
    now += 10 ** 12;
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual({ city: 'Austin' });
    storage.removeItem(CHECKOUT_STORAGE_KEYS.shippingAddress);
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toBeUndefined();
  });

  it('treats corrupt entries and failing storage as missing', () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(storage.getItem('broken')).toBeUndefined();
    const failing = new BrowserStorage({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined
    });
    expect(() => failing.setItem('a', 1)).not.toThrow();
    expect(failing.getItem('a')).toBeUndefined();
  });

  it('reads store view settings with the default code and no currency when nothing is stored', () => {
    expect(readStoreViewCode(storage)).toBe('default');
    expect(readStoreViewCurrency(storage)).toBeUndefined();
    storage.setItem('store_view_code', 'fr');
    storage.setItem('store_view_currency', 'EUR');
    expect(readStoreViewCode(storage)).toBe('fr');
    expect(readStoreViewCurrency(storage)).toBe('EUR');
  });

  it('has the checkout persistence keys of the spec', () => {
    expect(Object.values(CHECKOUT_STORAGE_KEYS).sort()).toEqual(
      ['availableShippingMethods', 'billing_address', 'paymentMethod', 'shipping_address', 'shippingMethod', 'signin_token'].sort()
    );
  });
});
