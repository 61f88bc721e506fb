import type { CacheWillUpdateCallbackParam, FetchDidSucceedCallbackParam } from 'workbox-core/types';
import { builtAssetsOf, createPageCachePlugin, isPrivatePage, pagesCacheName, precachedPathsOf, PAGES_CACHE_PREFIX } from './pageCache';

const ORIGIN = 'https://shop.example';
const MANIFEST = [
  { url: '/index.html', revision: 'a1' },
  { url: '/static/js/main.1111111111.js', revision: null },
  { url: '/static/js/product.2222222222.js', revision: null },
  { url: '/static/css/main.3333333333.css', revision: null }
];
const PAGE = `<!doctype html><html lang="en"><head><title>Augusta Relaxed Tote Bag - Default Store View</title>
<link rel="preload" as="script" href="/static/js/product.2222222222.js">
<link href="/static/css/main.3333333333.css" rel="stylesheet"><link rel="icon" href="/favicon.svg">
<link rel="preload" as="image" href="/media/catalog/product/x.jpg?width=640">
<script defer src="/static/js/main.1111111111.js"></script></head><body><div id="root"></div></body></html>`;

// jsdom has no Response: a stand-in with the members the plugin reads.
function fakeResponse(body: string, { status = 200, type = 'basic', redirected = false, contentType = 'text/html; charset=utf-8' } = {}) {
  const response = {
    status,
    type,
    redirected,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    clone: () => ({ text: async () => body })
  };
  return response as unknown as Response;
}
const request = (path: string) => ({ url: `${ORIGIN}${path}` }) as Request;

describe('composed pages cache', () => {
  const plugin = createPageCachePlugin(precachedPathsOf(MANIFEST, `${ORIGIN}/sw.js`));
  const willUpdate = (path: string, response: Response) =>
    plugin.cacheWillUpdate!({ request: request(path), response, event: {} as ExtendableEvent, state: {} } as CacheWillUpdateCallbackParam);

  it('is named after the precache, so another build never reads it', () => {
    const name = pagesCacheName(MANIFEST);
    expect(name.startsWith(PAGES_CACHE_PREFIX)).toBe(true);
    expect(pagesCacheName([...MANIFEST].reverse())).toBe(name);
    expect(pagesCacheName([{ url: '/index.html', revision: 'b2' }, ...MANIFEST.slice(1)])).not.toBe(name);
    expect(pagesCacheName([...MANIFEST.slice(0, 1), { url: '/static/js/main.9999999999.js', revision: null }, ...MANIFEST.slice(2)])).not.toBe(name);
  });

  it('reads the scripts and styles of the build a page loads', () => {
    expect(builtAssetsOf(PAGE, `${ORIGIN}/default/bag.html`).sort()).toEqual([
      '/static/css/main.3333333333.css',
      '/static/js/main.1111111111.js',
      '/static/js/product.2222222222.js'
    ]);
  });

  it('tells the shopper’s own pages, with or without a store prefix, from catalogue pages', () => {
    for (const path of [
      '/cart',
      '/fr/cart',
      '/default/checkout',
      '/checkout/',
      '/default/sign-in',
      '/fr/order-history',
      '/default/customer/account/createPassword'
    ]) {
      expect({ path, private: isPrivatePage(path) }).toEqual({ path, private: true });
    }
    for (const path of ['/', '/default/', '/fr/women.html', '/default/cart-covers.html', '/default/gear/cart', '/default/about-us']) {
      expect({ path, private: isPrivatePage(path) }).toEqual({ path, private: false });
    }
  });

  it('keeps a 200 page of this build', async () => {
    const response = fakeResponse(PAGE);
    expect(await willUpdate('/default/augusta-relaxed-tote-bag-bags-91.html', response)).toBe(response);
  });

  it('never keeps private pages, errors, not-found pages, redirects or non-HTML', async () => {
    expect(await willUpdate('/default/checkout', fakeResponse(PAGE))).toBeNull();
    expect(await willUpdate('/fr/cart', fakeResponse(PAGE))).toBeNull();
    expect(await willUpdate('/default/account-information', fakeResponse(PAGE))).toBeNull();
    expect(await willUpdate('/default/nope.html', fakeResponse(PAGE, { status: 404 }))).toBeNull();
    expect(await willUpdate('/default/old.html', fakeResponse('', { status: 0, type: 'opaqueredirect' }))).toBeNull();
    expect(await willUpdate('/default/old.html', fakeResponse(PAGE, { redirected: true }))).toBeNull();
    expect(await willUpdate('/default/bag.html', fakeResponse('{}', { contentType: 'application/json' }))).toBeNull();
    expect(await willUpdate('/default/bag.html', fakeResponse('<!doctype html><p>No app here</p>'))).toBeNull();
  });

  it('does not keep a page of another deploy, whose chunks this precache lacks', async () => {
    const newer = PAGE.replace('main.1111111111.js', 'main.4444444444.js');
    expect(await willUpdate('/default/bag.html', fakeResponse(newer))).toBeNull();
  });

  it('treats a server error as a failed fetch, so the kept page answers', async () => {
    const didSucceed = (response: Response) =>
      plugin.fetchDidSucceed!({
        request: request('/default/bag.html'),
        response,
        event: {} as ExtendableEvent,
        state: {}
      } as FetchDidSucceedCallbackParam);
    await expect(didSucceed(fakeResponse(PAGE, { status: 503 }))).rejects.toThrow('503');
    const notFound = fakeResponse(PAGE, { status: 404 });
    expect(await didSucceed(notFound)).toBe(notFound);
    const redirect = fakeResponse('', { status: 0, type: 'opaqueredirect' });
    expect(await didSucceed(redirect)).toBe(redirect);
  });
});
