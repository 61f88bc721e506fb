import type { BrowserStorage } from './BrowserStorage';

// A Magento cart belongs to one store view, so each view keeps its own cart id (§4: cart creation reads and
// saves it, removing the cart and signing out remove it).

/** The storage key of a store view's cart id. */
export function cartIdKey(storeViewCode: string): string {
  return `cart_id__${storeViewCode}`;
}

export function readCartId(storage: BrowserStorage, storeViewCode: string): string | undefined {
  return storage.getItem<string>(cartIdKey(storeViewCode)) || undefined;
}

export function saveCartId(storage: BrowserStorage, storeViewCode: string, cartId: string): void {
  storage.setItem(cartIdKey(storeViewCode), cartId);
}

export function removeCartId(storage: BrowserStorage, storeViewCode: string): void {
  storage.removeItem(cartIdKey(storeViewCode));
}
