import { isFastConnection, MAX_PREFETCH_URLS, prefetchImages, selectPrefetchUrls } from './prefetchImages';

const ORIGIN = 'https://shop.example';

describe('isFastConnection', () => {
  it('prefetches only on 4g without data saver', () => {
    expect(isFastConnection({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(isFastConnection({ effectiveType: '4g' })).toBe(true);
    expect(isFastConnection({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(isFastConnection({ effectiveType: '3g' })).toBe(false);
    expect(isFastConnection({ effectiveType: 'slow-2g' })).toBe(false);
    expect(isFastConnection({})).toBe(false);
  });

  it('prefetches where the Network Information API does not exist', () => {
    expect(isFastConnection(undefined)).toBe(true);
  });
});

describe('selectPrefetchUrls', () => {
  it('keeps same-origin /media/ URLs, resolved and without duplicates', () => {
    const urls = [
      '/media/catalog/product/a.jpg?width=320',
      `${ORIGIN}/media/catalog/product/a.jpg?width=320`,
      'https://evil.example/media/x.jpg',
      '/graphql?query={cart{id}}',
      '/static/js/main.js',
      42,
      'http://[broken'
    ];
    expect(selectPrefetchUrls(urls, ORIGIN)).toEqual([`${ORIGIN}/media/catalog/product/a.jpg?width=320`]);
  });

  it('ignores payloads that are not lists and caps long lists', () => {
    expect(selectPrefetchUrls(undefined, ORIGIN)).toEqual([]);
    expect(selectPrefetchUrls('/media/a.jpg', ORIGIN)).toEqual([]);
    const many = Array.from({ length: 100 }, (_, index) => `/media/${index}.jpg`);
    expect(selectPrefetchUrls(many, ORIGIN)).toHaveLength(MAX_PREFETCH_URLS);
  });
});

describe('prefetchImages', () => {
  it('fetches every URL, a few at a time, and counts failures without rejecting', async () => {
    let inFlight = 0;
    let peak = 0;
    const fetchIntoCache = jest.fn(async (url: string) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      if (url.endsWith('throws')) throw new Error('offline');
      return { ok: !url.endsWith('404') };
    });
    const urls = ['a', 'b', 'c', 'd', 'e', 'f-404', 'g-throws'];
    await expect(prefetchImages(urls, fetchIntoCache, 3)).resolves.toEqual({ cached: 5, failed: 2, skipped: false });
    expect(fetchIntoCache.mock.calls.map(([url]) => url).sort()).toEqual(urls);
    expect(peak).toBe(3);
  });

  it('does nothing for an empty list', async () => {
    const fetchIntoCache = jest.fn();
    await expect(prefetchImages([], fetchIntoCache)).resolves.toEqual({ cached: 0, failed: 0, skipped: false });
    expect(fetchIntoCache).not.toHaveBeenCalled();
  });
});
