/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isCatalogQueryRequest } from './features/pwa/catalogQueries';
import { createPageCachePlugin, pagesCacheName, precachedPathsOf, PAGES_CACHE_PREFIX } from './features/pwa/pageCache';
import { isFastConnection, prefetchImages, selectPrefetchUrls, type ConnectionInfo } from './features/pwa/prefetchImages';
import { PREFETCH_IMAGES, type PrefetchImagesReply, type SwErrorReply } from './features/pwa/swMessages';
import { createCatalogQueryPlugin, createSizeAwareImagePlugin } from './features/pwa/workboxPlugins';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;
// Request header an <img> sends, so a prefetched image is the same variant (e.g. WebP) the page gets.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

// The app shell: index.html, the entry scripts and styles, and every lazily loaded chunk.
const precacheManifest = self.__WB_MANIFEST;
precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();
// The first visit's page becomes controlled at once, so what it browses is cached for offline use.
// Safe: with no earlier worker there is no older version to mix with; updates still wait (see below).
clientsClaim();

// Navigations: the network first, so a deploy or a price change shows, and each page URL's composed HTML (its
// head and data) is kept, bounded, for offline use. Offline, or when the server is slow or failing, that URL's
// kept page answers, else the precached shell (the SPA then shows its offline states). Redirects pass through
// to the browser (never kept), as do 404s.
const pagesCache = pagesCacheName(precacheManifest);
const precachedPaths = precachedPathsOf(precacheManifest, self.location.href);
const shell = createHandlerBoundToURL('/index.html');
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: 3,
  plugins: [createPageCachePlugin(precachedPaths), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })]
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [/^\/graphql/, /^\/rest\//, /^\/media\//] }
  )
);

// Pages kept by a worker of an earlier build load chunks this one's precache no longer has: dropped once this
// worker takes over (while it waits, the earlier worker still serves its own pages).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== pagesCache).map((name) => caches.delete(name)))
      )
  );
});

// Hashed file names never change content: anything under /static/ the precache missed (fonts, images
// from CSS, chunks of a newer build loaded by a fresh index.html) is served from cache once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
  new CacheFirst({
    cacheName: 'static-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })]
  })
);

// Catalogue images: cache first, bounded, and a smaller width is answered from a larger cached copy.
// Vary (e.g. on Accept for WebP) is ignored: every request comes from this one browser.
const imageStrategy = new CacheFirst({
  cacheName: 'catalog-images',
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }), createSizeAwareImagePlugin()]
});
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'), imageStrategy);

// Catalogue GraphQL queries: shown at once from cache, refreshed in the background. Keyed per store
// view and currency; never cart, customer or checkout data, nor any signed-in request or POST.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCatalogQueryRequest({ method: request.method, url, headers: request.headers }),
  new StaleWhileRevalidate({
    cacheName: 'catalog-queries',
    // The key already holds the headers that matter; the stored request has none to compare.
    matchOptions: { ignoreVary: true },
    plugins: [createCatalogQueryPlugin(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })]
  }),
  'GET'
);

async function handlePrefetchImages(payload: unknown, event: ExtendableMessageEvent): Promise<PrefetchImagesReply> {
  const connection = (self.navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!isFastConnection(connection)) return { cached: 0, failed: 0, skipped: true };
  const urls = selectPrefetchUrls((payload as { urls?: unknown } | null)?.urls, self.location.origin);
  return prefetchImages(urls, (url) => imageStrategy.handle({ event, request: new Request(url, { headers: { Accept: IMAGE_ACCEPT } }) }));
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; payload?: unknown } | null;
  // Sent only when the shopper chose to reload into the new version (useServiceWorkerUpdate).
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data?.type === PREFETCH_IMAGES) {
    const port = event.ports[0];
    event.waitUntil(
      handlePrefetchImages(data.payload, event).then(
        (reply) => port?.postMessage(reply),
        (error: unknown) => port?.postMessage({ error: String(error) } satisfies SwErrorReply)
      )
    );
  }
});
