import { ApolloLink } from '@apollo/client/core';
import { CACHE_ID_KEY, readSignInToken, readStoreViewCode, readStoreViewCurrency, type BrowserStorage } from '../../lib/storage';

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/** The headers every GraphQL request carries (§7), read from storage at request time. */
export function requestHeaders(storage: BrowserStorage): Record<string, string> {
  const token = readSignInToken(storage);
  const currency = readStoreViewCurrency(storage);
  const cacheId = storage.getItem<string>(CACHE_ID_KEY);
  return {
    authorization: token ? `Bearer ${token}` : '',
    store: readStoreViewCode(storage),
    ...(currency ? { 'Content-Currency': currency } : {}),
    ...(cacheId ? { [CACHE_ID_HEADER]: cacheId } : {})
  };
}

/**
 * Adds auth/store/currency/cache-id headers and remembers the cache id the backend returns: Magento
 * derives it from store, currency and customer group, and full-page caches key GET responses on it.
 * An operation that names its own authorization keeps it (sign-out revokes a token already cleared from storage).
 */
export function createHeadersLink(storage: BrowserStorage): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...requestHeaders(storage), ...(headers.authorization ? { authorization: headers.authorization } : {}) }
    }));
    return forward(operation).map((result) => {
      const response: Response | undefined = operation.getContext().response;
      const cacheId = response?.headers?.get(CACHE_ID_HEADER);
      if (cacheId && cacheId !== storage.getItem<string>(CACHE_ID_KEY)) storage.setItem(CACHE_ID_KEY, cacheId);
      return result;
    });
  });
}
