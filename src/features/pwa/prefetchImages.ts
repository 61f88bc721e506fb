import type { PrefetchImagesReply } from './swMessages';

/** The parts of the Network Information API we read; most browsers other than Chromium lack it. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** A page asks for at most one screenful or two of images; more is a bug or abuse, not a prefetch. */
export const MAX_PREFETCH_URLS = 60;
/** Parallel image downloads while prefetching, so visible images still get bandwidth. */
export const PREFETCH_CONCURRENCY = 4;

/**
 * Prefetching spends the shopper's data on images they may never see: only on a fast connection
 * without data saver. Where the API does not exist there is no signal, so we prefetch.
 */
export function isFastConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.effectiveType === '4g' && connection.saveData !== true;
}

/** The payload's URLs the worker may fetch: same-origin catalogue media only, no duplicates, capped. */
export function selectPrefetchUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  const selected = new Set<string>();
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith('/media/')) continue;
    selected.add(url.href);
    if (selected.size === MAX_PREFETCH_URLS) break;
  }
  return [...selected];
}

/**
 * Fetches `urls` into the image cache through `fetchIntoCache` (the worker's cache-first image
 * strategy, so cached images cost nothing), a few at a time. Never rejects: a failed image is counted.
 */
export async function prefetchImages(
  urls: string[],
  fetchIntoCache: (url: string) => Promise<{ ok: boolean } | undefined>,
  concurrency: number = PREFETCH_CONCURRENCY
): Promise<PrefetchImagesReply> {
  let next = 0;
  let cached = 0;
  let failed = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      try {
        const response = await fetchIntoCache(url);
        if (response?.ok) cached++;
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return { cached, failed, skipped: false };
}
