import type { BrowserStorage } from './BrowserStorage';
import { SIGN_IN_TOKEN_KEY, STORE_VIEW_CODE_KEY, STORE_VIEW_CURRENCY_KEY } from './storageKeys';

/** Default store view code (§9). */
export const DEFAULT_STORE_VIEW_CODE = 'default';

export function readStoreViewCode(storage: BrowserStorage): string {
  return storage.getItem<string>(STORE_VIEW_CODE_KEY) || DEFAULT_STORE_VIEW_CODE;
}

/** The currency the shopper chose for this store view, if any (sent as Content-Currency). */
export function readStoreViewCurrency(storage: BrowserStorage): string | undefined {
  return storage.getItem<string>(STORE_VIEW_CURRENCY_KEY) || undefined;
}

export function readSignInToken(storage: BrowserStorage): string | undefined {
  return storage.getItem<string>(SIGN_IN_TOKEN_KEY) || undefined;
}
