import type { WorkboxPlugin } from 'workbox-core/types';
import { PRIVATE_PATHS } from '../../lib/listedPaths';

export const PAGES_CACHE_PREFIX = 'composed-pages-';

/** A precache manifest entry, as workbox-build injects it. */
export type PrecacheManifestEntry = string | { url: string; revision?: string | null };

/** The paths of the manifest's files (hashed chunks, index.html, …). */
export function precachedPathsOf(manifest: ReadonlyArray<PrecacheManifestEntry>, base: string): Set<string> {
  return new Set(manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, base).pathname));
}

/**
 * The composed pages' cache belongs to one precache: its name carries a hash of the precache manifest (every
 * file's URL and revision), so a worker of another build never reads the pages an older one kept, whose chunks
 * its precache no longer holds; the older caches are deleted when the new worker activates.
 */
export function pagesCacheName(manifest: ReadonlyArray<PrecacheManifestEntry>): string {
  const text = manifest
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`))
    .sort()
    .join('\n');
  // FNV-1a (32 bits): a name, not a secret.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${PAGES_CACHE_PREFIX}${hash.toString(16).padStart(8, '0')}`;
}

/** The shopper's own pages, with or without a store prefix (`/cart`, `/fr/cart`): never kept. */
export function isPrivatePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRIVATE_PATHS.some(
    (privatePath) => path === privatePath || (path.endsWith(privatePath) && /^\/[^/]+$/.test(path.slice(0, -privatePath.length)))
  );
}

/** The build's scripts and styles a page's HTML loads (same origin, under /static/), as paths. */
export function builtAssetsOf(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].flatMap(([, value]) => {
    const url = new URL(value.replace(/&amp;/g, '&'), page);
    return url.origin === page.origin && url.pathname.startsWith('/static/') && /\.(js|css)$/.test(url.pathname) ? [url.pathname] : [];
  });
}

/**
 * Composed pages (navigations): a server error counts as a failed fetch (so the cached page answers), and only
 * a plain 200 of a public page whose scripts and styles are all in this worker's precache is kept. That last
 * rule keeps out a page of a newer deploy fetched while this (older) worker still runs: offline, its chunks
 * would be missing.
 */
export function createPageCachePlugin(precachedPaths: ReadonlySet<string>): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response }) => {
      if (response.status >= 500) throw new Error(`The server answered ${response.status}.`);
      return response;
    },
    cacheWillUpdate: async ({ request, response }) => {
      if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null;
      if (isPrivatePage(new URL(request.url).pathname)) return null;
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
      const assets = builtAssetsOf(await response.clone().text(), request.url);
      return assets.length > 0 && assets.every((asset) => precachedPaths.has(asset)) ? response : null;
    }
  };
}
