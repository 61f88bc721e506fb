import { BrowserStorage } from './BrowserStorage';
import { cartIdKey, readCartId, removeCartId, saveCartId } from './cartIdStorage';

describe('cart id storage', () => {
  const storage = new BrowserStorage(window.localStorage);

  beforeEach(() => window.localStorage.clear());

  it('keeps one cart id per store view, under a key of its own', () => {
    expect(cartIdKey('default')).not.toBe(cartIdKey('fr'));
    saveCartId(storage, 'default', 'cart-us');
    saveCartId(storage, 'fr', 'cart-fr');
    expect(readCartId(storage, 'default')).toBe('cart-us');
    expect(readCartId(storage, 'fr')).toBe('cart-fr');
    removeCartId(storage, 'fr');
    expect(readCartId(storage, 'fr')).toBeUndefined();
    expect(readCartId(storage, 'default')).toBe('cart-us');
  });
});
