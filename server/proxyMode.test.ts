import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStorefront, type StorefrontProcess } from '../scripts/storefrontProcess';

const SHELL = '<!doctype html><html lang="en"><head><title>Default Store View</title></head><body><div id="root"></div></body></html>';

/**
 * Proxy mode (`MAGENTO_BACKEND_URL`), as a shop on a real Magento runs it: the embedded backend as a separate
 * API-only process stands in for Magento, and the storefront composes its pages and proxies the API over HTTP.
 */
describe('the storefront in proxy mode', () => {
  let dist: string;
  let magento: StorefrontProcess;
  let storefront: StorefrontProcess;

  async function graphql<T>(body: object, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${storefront.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body)
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  }

  /**
   * A composed page. A page not composed within the server's budget is served as the plain shell while its
   * composition goes on and is kept, so on a busy machine the first answer may be the shell: ask again (bounded).
   */
  async function composedPage(pathname: string): Promise<Response> {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${storefront.origin}${pathname}`);
      if (attempt === 5 || /id="page-data"/.test(await response.clone().text())) return response;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'storefront-proxy-dist-'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    magento = await startStorefront({
      name: 'magento',
      quiet: true,
      env: { STOREFRONT_API_ONLY: '1' },
      readyPath: '/graphql?query=%7B__typename%7D'
    });
    storefront = await startStorefront({ name: 'proxy', quiet: true, distDir: dist, env: { MAGENTO_BACKEND_URL: magento.origin } });
  }, 150_000);

  afterAll(async () => {
    await storefront?.stop();
    await magento?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('composes a product page from the proxied backend', async () => {
    const response = await composedPage('/fr/augusta-classic-dress-dresses-1.html');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="fr-FR">/);
    expect(html).toMatch(/<title>[^<]+ - Vue française<\/title>/);
    expect(html).toContain(`<link data-page-head rel="canonical" href="${storefront.origin}/fr/augusta-classic-dress-dresses-1.html">`);
    const product = JSON.parse(/<script data-page-head type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]) as {
      '@type': string;
      offers: { priceCurrency: string };
    };
    expect(product['@type']).toBe('Product');
    expect(product.offers.priceCurrency).toBe('EUR');
    expect(html).toContain('<script type="application/json" id="page-data">');
  });

  it("keeps the upstream's own media base in the page data", async () => {
    const html = await (await composedPage('/default/women.html')).text();
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1];
    const bases = [...data.matchAll(/"secure_base_media_url":"([^"]*)"/g)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(`${magento.origin}/media/`);
  });

  it('answers the URL rewrites with their redirect, and unknown URLs with 404', async () => {
    const redirect = await fetch(`${storefront.origin}/default/sale.html`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/default/gift-ideas.html');
    const missing = await fetch(`${storefront.origin}/default/no-such-thing.html`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('noindex');
  });

  it('adds to a cart through the proxy', async () => {
    const created = await graphql<{ data: { createEmptyCart: string } }>({ query: 'mutation { createEmptyCart }' });
    const cartId = created.data.createEmptyCart;
    const added = await graphql<{ data: { addProductsToCart: { cart: { total_quantity: number } } } }>({
      query:
        'mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "BAG-0091", quantity: 2 }]) { cart { total_quantity } user_errors { message } } }',
      variables: { cartId }
    });
    expect(added.data.addProductsToCart.cart.total_quantity).toBe(2);
  });

  it('serves the sitemap from the proxied backend', async () => {
    const response = await fetch(`${storefront.origin}/sitemaps/fr.xml`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<loc>${storefront.origin}/fr/augusta-classic-dress-dresses-1.html</loc>`);
  });
});
