import { ApolloClient, type ApolloLink, type NormalizedCacheObject } from '@apollo/client/core';
import { readStoreViewCode, readStoreViewCurrency, type BrowserStorage } from '../lib/storage';
import { createCache } from './cache';
import { createLinkChain } from './links';
import type { RetryEnvironment } from './links/retryLink';
import { CachePersistence, registerCachePersistence } from './persistence';
import { seedCacheFromServer, type ServerPageData } from './serverPageData';

export type StorefrontApolloClient = ApolloClient<NormalizedCacheObject>;

export interface ApolloClientOptions {
  storage: BrowserStorage;
  /** Defaults to the stored store view; selects the persisted cache. */
  storeViewCode?: string;
  /** Replaces the HTTP link (tests). */
  terminatingLink?: ApolloLink;
  /** Replaces the browser's online/server checks of the retry link (tests). */
  retryEnvironment?: RetryEnvironment;
  /** Where persisted caches live; defaults to local storage. */
  persistenceBackend?: ConstructorParameters<typeof CachePersistence>[2];
  /** The page's data written into the first HTML by the storefront server. */
  serverPageData?: ServerPageData;
}

/** Builds the client and restores the store view's persisted cache, then the server's page data, before resolving (§4). */
export async function createApolloClient(options: ApolloClientOptions): Promise<StorefrontApolloClient> {
  const { storage, storeViewCode = readStoreViewCode(storage), terminatingLink, retryEnvironment, persistenceBackend, serverPageData } = options;
  const cache = createCache(storage);
  const persistence = new CachePersistence(cache, storeViewCode, persistenceBackend);
  await persistence.restore();
  seedCacheFromServer(cache, serverPageData, storeViewCode, readStoreViewCurrency(storage));
  if (typeof window !== 'undefined') persistence.persistWhenLeaving();
  const client = new ApolloClient({
    cache,
    link: createLinkChain({ storage, terminatingLink, retryEnvironment }),
    // Devtools are useless in production builds and cost a global hook.
    devtools: { enabled: false }
  });
  registerCachePersistence(client, persistence);
  return client;
}
