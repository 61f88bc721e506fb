import type { WorkboxPlugin } from 'workbox-core/types';
import { catalogCacheKey, isCacheableGraphQLResult } from './catalogQueries';
import { findLargerVariant } from './imageVariants';

/**
 * Catalogue queries: keyed by URL + store + currency, and stored only when the answer is a complete,
 * error-free 200 (a transient backend error must not become the offline answer).
 */
export function createCatalogQueryPlugin(): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => catalogCacheKey(request.url, request.headers),
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200) return null;
      try {
        return isCacheableGraphQLResult(await response.clone().json()) ? response : null;
      } catch {
        return null;
      }
    }
  };
}

export type CacheOpener = (cacheName: string) => Promise<Pick<Cache, 'keys' | 'match'>>;

/**
 * When the exact size of a catalogue image is not cached, answers with the smallest cached copy of the
 * same picture that is at least as large (the browser scales it down). Runs after the expiration
 * plugin, which passes on a miss untouched.
 */
export function createSizeAwareImagePlugin(openCache: CacheOpener = (name) => caches.open(name)): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
      if (cachedResponse) return cachedResponse;
      const cache = await openCache(cacheName);
      // Same path, any query: the cache does the first cut, the size rules the rest.
      const samePath = await cache.keys(request, { ignoreSearch: true, ignoreVary: true });
      const larger = findLargerVariant(
        request.url,
        samePath.map((key) => key.url)
      );
      if (!larger) return null;
      const key = samePath.find((candidate) => candidate.url === larger) as Request;
      return (await cache.match(key, { ignoreVary: true })) ?? null;
    }
  };
}
