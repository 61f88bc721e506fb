import type { CacheKeyWillBeUsedCallbackParam, CachedResponseWillBeUsedCallbackParam, CacheWillUpdateCallbackParam } from 'workbox-core/types';
import { CURRENCY_KEY_PARAM, STORE_KEY_PARAM } from './catalogQueries';
import { createCatalogQueryPlugin, createSizeAwareImagePlugin, type CacheOpener } from './workboxPlugins';

// jsdom has no Request, Response or Cache: minimal stand-ins with the members the plugins use.
const fakeRequest = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } }) as unknown as Request;
const fakeResponse = (status: number, body: unknown) =>
  ({ status, clone: () => ({ json: async () => (typeof body === 'string' ? JSON.parse(body) : body) }) }) as unknown as Response;
const param = <T>(value: Partial<T>) => ({ event: {} as ExtendableEvent, ...value }) as T;

describe('catalogue query plugin', () => {
  const plugin = createCatalogQueryPlugin();

  it('keys the cache by URL, store and currency', async () => {
    const request = fakeRequest('https://shop.example/graphql?query=%7Ba%7D', { store: 'fr', 'content-currency': 'EUR' });
    const key = await plugin.cacheKeyWillBeUsed!(param<CacheKeyWillBeUsedCallbackParam>({ request, mode: 'read' }));
    const url = new URL(key as string);
    expect(url.searchParams.get(STORE_KEY_PARAM)).toBe('fr');
    expect(url.searchParams.get(CURRENCY_KEY_PARAM)).toBe('EUR');
    expect(url.searchParams.get('query')).toBe('{a}');
  });

  it('stores only error-free 200 answers', async () => {
    const willUpdate = (response: Response) =>
      plugin.cacheWillUpdate!(param<CacheWillUpdateCallbackParam>({ request: fakeRequest('https://shop.example/graphql'), response }));
    const good = fakeResponse(200, { data: { products: { total_count: 1 } } });
    expect(await willUpdate(good)).toBe(good);
    expect(await willUpdate(fakeResponse(200, { data: null, errors: [{ message: 'down' }] }))).toBeNull();
    expect(await willUpdate(fakeResponse(500, { data: { products: null } }))).toBeNull();
    expect(await willUpdate(fakeResponse(200, '<html>proxy error'))).toBeNull();
  });
});

describe('size-aware image plugin', () => {
  const base = 'https://shop.example/media/catalog/product/s/h/shirt.jpg?auto=webp&format=pjpg';
  const url = (width: number) => `${base}&width=${width}&height=${width * 1.25}&fit=cover`;

  function setUp(cachedWidths: number[]) {
    const entries = new Map(cachedWidths.map((width) => [url(width), { body: `w${width}` } as unknown as Response]));
    const keys = jest.fn(async (request: Request, options: CacheQueryOptions) => {
      expect(options).toMatchObject({ ignoreSearch: true, ignoreVary: true });
      const path = request.url.split('?')[0];
      return [...entries.keys()].filter((key) => key.split('?')[0] === path).map((key) => fakeRequest(key));
    });
    const match = jest.fn(async (request: Request) => entries.get(request.url));
    const openCache: CacheOpener = jest.fn(async () => ({ keys, match }) as unknown as Cache);
    const plugin = createSizeAwareImagePlugin(openCache);
    const lookUp = (width: number, cachedResponse?: Response) =>
      plugin.cachedResponseWillBeUsed!(
        param<CachedResponseWillBeUsedCallbackParam>({ cacheName: 'catalog-images', request: fakeRequest(url(width)), cachedResponse })
      );
    return { lookUp, openCache, entries };
  }

  it('answers a smaller width from the smallest larger cached copy', async () => {
    const { lookUp, entries, openCache } = setUp([1280, 640]);
    expect(await lookUp(320)).toBe(entries.get(url(640)));
    expect(openCache).toHaveBeenCalledWith('catalog-images');
  });

  it('passes an exact hit through without touching the cache', async () => {
    const { lookUp, openCache } = setUp([1280]);
    const exact = { body: 'exact' } as unknown as Response;
    expect(await lookUp(320, exact)).toBe(exact);
    expect(openCache).not.toHaveBeenCalled();
  });

  it('misses when only smaller copies are cached, so the network is used', async () => {
    const { lookUp } = setUp([160, 320]);
    expect(await lookUp(640)).toBeNull();
  });
});
