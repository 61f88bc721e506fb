import type { ApolloClient } from '@apollo/client/core';
import { readStoreViewCode, type BrowserStorage } from '../../lib/storage';
import getAvailableStores from './getAvailableStores.graphql';
import { availableStoresOf, saveStoreView, storeViewCodeInPath, type AvailableStore } from './storeViews';

export type StoreViewBoot = { basename: string; mustReload?: false } | { mustReload: true };

/**
 * Runs once before the first render (§2). The router base path is the stored store view code.
 * A URL that starts with another store view's code switches to that view: its code, currency and
 * media base URL are saved and the page must reload (the cache and locale belong to the old view).
 * A URL without a code gets the stored one, so the router always sees its base path.
 */
export async function resolveStoreViewFromUrl(options: {
  storage: BrowserStorage;
  apollo: Pick<ApolloClient<unknown>, 'query'>;
  location?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history?: Pick<History, 'replaceState'>;
}): Promise<StoreViewBoot> {
  const { storage, apollo, location = window.location, history = window.history } = options;
  const storedCode = readStoreViewCode(storage);
  const urlCode = storeViewCodeInPath(location.pathname);

  if (urlCode && urlCode !== storedCode) {
    let stores: AvailableStore[] | null = null;
    try {
      stores = availableStoresOf((await apollo.query({ query: getAvailableStores })).data);
    } catch {
      // Offline or failing backend: the known currency of that view still applies (see saveStoreView).
    }
    const store = stores?.find((candidate) => candidate.store_code === urlCode);
    saveStoreView(storage, store ?? { store_code: urlCode, default_display_currency_code: null, secure_base_media_url: null });
    return { mustReload: true };
  }

  if (!urlCode) {
    history.replaceState(null, '', `/${storedCode}${location.pathname}${location.search}${location.hash}`);
  }
  return { basename: `/${storedCode}` };
}
