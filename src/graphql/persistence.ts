import type { ApolloClient, InMemoryCache } from '@apollo/client/core';
import { loadOnce } from '../lib/loadOnce';

/** Each store view's cache is persisted under its own key: prices, names and URLs differ per view. */
export const PERSISTED_CACHE_KEY_PREFIX = 'STOREFRONT_APOLLO_CACHE__';

export function persistedCacheKey(storeViewCode: string): string {
  return PERSISTED_CACHE_KEY_PREFIX + storeViewCode;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * apollo3-cache-persist is its own chunk: a first visit has nothing to restore and persists only after rendering.
 * A failed load is asked for again next time.
 */
const loadPersistLibrary = loadOnce(() => import(/* webpackChunkName: "cache-persist" */ './cachePersistLibrary'));

export class CachePersistence {
  private paused = false;
  readonly key: string;

  constructor(
    readonly cache: InMemoryCache,
    storeViewCode: string,
    readonly backend: KeyValueStore = window.localStorage
  ) {
    this.key = persistedCacheKey(storeViewCode);
  }

  /**
   * The persistor, made on first use; from then on it writes the cache after each change (debounced). When the
   * library did not load, the next use asks again.
   */
  private readonly getPersistor = loadOnce(() =>
    loadPersistLibrary().then(({ CachePersistor, LocalStorageWrapper }) => {
      const persistor = new CachePersistor({ cache: this.cache, storage: new LocalStorageWrapper(this.backend), key: this.key });
      if (this.paused) persistor.pause();
      return persistor;
    })
  );

  private hasSnapshot(): boolean {
    try {
      return this.backend.getItem(this.key) !== null;
    } catch {
      return false;
    }
  }

  /** Loads the persisted cache; the app renders only after this settles (§4). Without one there is nothing to load. */
  async restore(): Promise<void> {
    if (!this.hasSnapshot()) return;
    const persistor = await this.getPersistor().catch(() => undefined);
    if (!persistor) return; // the library did not load: a cold cache, as on a first visit
    try {
      await persistor.restore();
    } catch {
      // A corrupt snapshot only costs a cold cache.
      await persistor.purge();
    }
  }

  /** Starts persisting the cache (once the first page is shown, when there was nothing to restore), and writes it now. */
  async start(): Promise<void> {
    await this.persist();
  }

  /** Writes the live cache now instead of after the debounce (e.g. before leaving the page). */
  async persist(): Promise<void> {
    await (await this.getPersistor()).persist();
  }

  /**
   * Writes at once when the page is hidden or left: the debounced write would be lost with the page, and
   * the next visit (offline, say) would restore an older cache than the shopper last saw.
   */
  persistWhenLeaving(target: Window = window): void {
    const persistNow = () => {
      if (!this.paused) void this.persist().catch(() => undefined);
    };
    target.addEventListener('pagehide', persistNow);
    target.document.addEventListener('visibilitychange', () => {
      if (target.document.visibilityState === 'hidden') persistNow();
    });
  }

  /** Drops this view's persisted cache and stops persisting, e.g. before a reload with another currency. */
  async purge(): Promise<void> {
    this.paused = true;
    const persistor = await this.getPersistor();
    persistor.pause();
    await persistor.purge();
  }
}

// Each client's persistence, so feature code only needs the client it already has.
const persistenceByClient = new WeakMap<ApolloClient<unknown>, CachePersistence>();

export function registerCachePersistence(client: ApolloClient<unknown>, persistence: CachePersistence): void {
  persistenceByClient.set(client, persistence);
}

export function getCachePersistence(client: ApolloClient<unknown>): CachePersistence | undefined {
  return persistenceByClient.get(client);
}
