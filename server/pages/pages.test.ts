import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlKey } from '../../src/components/RichContent/presanitizedHtml';
import { createHtmlSanitizer } from '../../src/components/RichContent/sanitizeHtml';
import { startTestServer, type TestServer } from '../server.testing';
import { embeddedBackendClient, type StorefrontBackend } from './backendClient';
import { createPageHandler } from './index';

const PUBLIC_URL = 'https://shop.example.com';
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/>' +
  '<meta name="description" content="Shop our catalogue online." data-page-head/><title>Default Store View</title>' +
  '<script defer="defer" src="/static/js/main.js"></script></head><body><div id="root"></div></body></html>';
const CHUNKS = {
  product: ['/static/js/product.1.js', '/static/css/product.1.css'],
  'product-choices': ['/static/js/product-choices.1.js'],
  category: ['/static/js/category.1.js'],
  home: ['/static/js/home.1.js'],
  search: ['/static/js/search.1.js'],
  cart: ['/static/js/cart.1.js'],
  'graphql-network': ['/static/js/network.1.js']
};

interface Parsed {
  status: number;
  html: string;
  lang: string | undefined;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  links: (rel: string) => Array<{ href: string; hreflang?: string }>;
  jsonLd: Array<Record<string, unknown>>;
  data:
    | {
        store: string;
        currency: string;
        queries: string[];
        cache: Record<string, Record<string, unknown>>;
        sanitizedHtml?: Record<string, string>;
        productWidgets?: Record<string, unknown[]>;
      }
    | undefined;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Reads a page as a crawler would: no JavaScript, just the HTML. */
function parse(status: number, html: string): Parsed {
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return value === undefined ? undefined : unescape(value);
  };
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
  const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    status,
    html,
    lang: attr(tags('html')[0] ?? '', 'lang'),
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => {
      const tag = tags('meta').find((candidate) => attr(candidate, 'name') === key || attr(candidate, 'property') === key);
      return tag ? attr(tag, 'content') : undefined;
    },
    links: (rel) =>
      tags('link')
        .filter((tag) => attr(tag, 'rel') === rel)
        .map((tag) => ({ href: attr(tag, 'href') ?? '', hreflang: attr(tag, 'hreflang') })),
    jsonLd: [...html.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as Record<string, unknown>
    ),
    data: data ? JSON.parse(data) : undefined
  };
}

describe('server-composed pages with the embedded backend', () => {
  let server: TestServer;
  let app: FastifyInstance;

  async function get(url: string, headers: Record<string, string> = {}): Promise<Parsed & { headers: Record<string, unknown> }> {
    const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
    return { ...parse(response.statusCode, response.body), headers: response.headers };
  }

  async function graphql<T>(query: string, store = 'default'): Promise<T> {
    const response = await app.inject({ url: `/graphql?query=${encodeURIComponent(query)}`, headers: { store } });
    return (response.json() as { data: T }).data;
  }

  beforeAll(async () => {
    server = await startTestServer('pages', {
      files: { 'index.html': SHELL, 'page-chunks.json': JSON.stringify(CHUNKS) },
      env: { STOREFRONT_PUBLIC_URL: PUBLIC_URL }
    });
    app = server.app;
    // Ready once the sanitiser's thread has started: pages composed before go without sanitised HTML.
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('composes a product page: title, description, canonical, hreflang, Open Graph, Product and BreadcrumbList data', async () => {
    const { products } = await graphql<{
      products: { items: Array<{ url_key: string; name: string; sku: string; price_range: { minimum_price: { final_price: { value: number } } } }> };
    }>('{ products(search: "dress", pageSize: 1) { items { url_key name sku price_range { minimum_price { final_price { value } } } } } }');
    const product = products.items[0];
    const page = await get(`/default/${product.url_key}.html`);

    expect(page.status).toBe(200);
    expect(page.lang).toBe('en-US');
    expect(page.title).toBe(`${product.name} - Default Store View`);
    expect(page.meta('description')).toEqual(expect.stringContaining(product.name));
    expect(page.meta('description')).not.toBe('Shop our catalogue online.');
    expect(page.html).not.toContain('Shop our catalogue online.');
    expect(page.links('canonical')).toEqual([{ href: `${PUBLIC_URL}/default/${product.url_key}.html` }]);
    expect(page.links('alternate')).toEqual([
      { hreflang: 'en-US', href: `${PUBLIC_URL}/default/${product.url_key}.html` },
      { hreflang: 'fr-FR', href: `${PUBLIC_URL}/fr/${product.url_key}.html` },
      { hreflang: 'x-default', href: `${PUBLIC_URL}/default/${product.url_key}.html` }
    ]);
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:image')).toMatch(/^https:\/\/shop\.example\.com\/media\/catalog\/product\/.+\.jpg\?/);
    expect(page.meta('product:price:currency')).toBe('USD');
    expect(page.meta('robots')).toBeUndefined();

    const [productData, breadcrumbs] = page.jsonLd;
    expect(productData).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url: `${PUBLIC_URL}/default/${product.url_key}.html`
    });
    const offers = productData.offers as Record<string, string>;
    expect(offers.priceCurrency).toBe('USD');
    expect(Number(offers.lowPrice ?? offers.price)).toBeCloseTo(product.price_range.minimum_price.final_price.value, 2);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');

    // Preloads: the page chunk and the exact image variant the carousel shows.
    expect(page.html).toContain('<link rel="preload" as="script" href="/static/js/product.1.js">');
    expect(page.html).toContain('<link rel="preload" as="style" href="/static/css/product.1.css">');
    expect(page.html).toMatch(
      /<link rel="preload" as="image" href="\/media\/catalog\/product\/[^"]+width=640&amp;height=800[^"]*" imagesrcset="[^"]+ 640w[^"]*" imagesizes="\(max-width: 1023px\) 100vw, 640px" fetchpriority="high">/
    );
  });

  it('composes a bundle and a grouped product with one AggregateOffer each and their choices in the page data, their code left for after the first screen', async () => {
    const choicesPreload = '/static/js/product-choices.1.js';
    const bundle = await get('/default/tea-time-set-1301.html');
    expect(bundle.status).toBe(200);
    const { products } = await graphql<{
      products: {
        items: Array<{ price_range: { minimum_price: { final_price: { value: number } }; maximum_price: { final_price: { value: number } } } }>;
      };
    }>(
      '{ products(filter: { url_key: { eq: "tea-time-set-1301" } }) { items { price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } } } } }'
    );
    const range = products.items[0].price_range;
    expect(range.maximum_price.final_price.value).toBeGreaterThan(range.minimum_price.final_price.value);
    expect(bundle.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: range.minimum_price.final_price.value.toFixed(2),
        highPrice: range.maximum_price.final_price.value.toFixed(2),
        priceCurrency: 'USD'
      }
    });
    // The choices need no query: they are in the cached answers. Their code is not preloaded (the form waits for the
    // first screen, so nothing takes bandwidth from the main image); the page's chunk and main image are.
    expect(bundle.data?.queries.map((key) => key.split(':')[0])).toEqual(expect.arrayContaining(['GetProductDetail', 'GetProductChoices']));
    expect(JSON.stringify(bundle.data?.cache)).toContain('"__typename":"BundleItem"');
    expect(bundle.html).not.toContain(choicesPreload);
    expect(bundle.html).toContain('<link rel="preload" as="script" href="/static/js/product.1.js">');
    expect(bundle.html).toMatch(/<link rel="preload" as="image" href="\/media\/catalog\/product\/[^"]+" [^>]*fetchpriority="high">/);

    const grouped = await get('/default/kitchen-starter-set-1303.html');
    expect(grouped.jsonLd[0]).toMatchObject({ offers: { '@type': 'AggregateOffer', priceCurrency: 'USD' } });
    const offer = grouped.jsonLd[0].offers as { lowPrice: string; highPrice: string; offerCount: number };
    expect(Number(offer.lowPrice)).toBeLessThanOrEqual(Number(offer.highPrice));
    expect(offer.offerCount).toBeGreaterThan(1);
    expect(grouped.html).not.toContain(choicesPreload);
  });

  it("sanitises the page's rich content into the page data with the SPA's rules, keyed by the HTML the page renders", async () => {
    const { products } = await graphql<{ products: { items: Array<{ url_key: string; description: { html: string } }> } }>(
      '{ products(search: "shirt", pageSize: 1) { items { url_key description { html } } } }'
    );
    const { url_key: urlKey } = products.items[0];
    const hostile = '<p>Soft cotton.</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">more</a>';
    const database = new Database(path.join(server.root, 'var', 'storefront.sqlite'));
    try {
      database.prepare('UPDATE product_text SET description = ? WHERE product_id = (SELECT id FROM product WHERE url_key = ?)').run(hostile, urlKey);
    } finally {
      database.close();
    }
    const page = await get(`/default/${urlKey}.html`);
    const sanitized = page.data!.sanitizedHtml?.[htmlKey(hostile)];
    expect(sanitized).toContain('<p>Soft cotton.</p>');
    expect(sanitized).not.toMatch(/onerror|<script|javascript:/);
    // What the browser's DOMPurify would make of it.
    expect(sanitized).toBe(createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis)(hostile));

    // The home page is Page Builder content: its checked styles come in front of the sanitised markup.
    const home = await get('/default/');
    const [homeMarkup] = Object.values(home.data!.sanitizedHtml ?? {});
    expect(homeMarkup).toMatch(/^<style data-pb-styles>#html-body \[data-pb-style="[A-Z][A-Z0-9]{6}"\]\{/);
    expect(homeMarkup).toContain('data-content-type="slider"');
  });

  it("sends the home page's product widgets with its content, under the same key, so the SPA need not find them", async () => {
    const home = await get('/default/');
    const [[key, markup]] = Object.entries(home.data!.sanitizedHtml ?? {});
    // The markup has a placeholder per widget, in the widgets' order, and no widget directive left.
    expect(markup).not.toContain('{{widget');
    expect([...markup.matchAll(/data-product-widget="(\d+)"/g)].map((match) => match[1])).toEqual(['0', '1', '2']);
    const widgets = home.data!.productWidgets?.[key] as Array<{ title: string; pageSize: number; filter: Record<string, unknown> }>;
    expect(widgets.map((widget) => widget.title)).toEqual(['New arrivals', 'Best sellers', 'Sets, services and downloads']);
    expect(widgets[1]).toMatchObject({ pageSize: 8, filter: { category_uid: { in: expect.any(Array) } } });
  });

  it('writes the page data as Apollo cache entries for the store view and currency, with the queries it answered', async () => {
    const page = await get('/default/women.html?sort=price-asc');
    expect(page.data).toMatchObject({ store: 'default', currency: 'USD' });
    const names = page.data!.queries.map((key) => key.split(':')[0]).sort();
    expect(names).toEqual(
      [
        'GetAvailableStores',
        'GetCategory',
        'GetCurrency',
        'GetFilterOptions',
        'GetLocale',
        'GetMegaMenu',
        'GetProductListing',
        'GetShellConfig',
        'ResolveUrl'
      ].sort()
    );
    expect(page.data!.queries).toContain('ResolveUrl:{"url":"/women.html"}');
    const listingKey = Object.keys(page.data!.cache.ROOT_QUERY).find((key) => key.startsWith('products') && key.includes('"sort":{"price":"ASC"}'));
    expect(listingKey).toBeDefined();
    // The data script cannot close itself early.
    expect(/<script type="application\/json" id="page-data">[^<]*<\/script>/.test(page.html)).toBe(true);
  });

  it("asks the shell's queries once per store view for many pages, and still writes their answers into every page's data", async () => {
    const asked: string[] = [];
    const embedded = embeddedBackendClient(app);
    const counting: StorefrontBackend = {
      query: (query, variables, options) => {
        asked.push(`${options.store ?? ''} ${/query (\w+)/.exec(query)?.[1]}`);
        return embedded.query(query, variables, options);
      }
    };
    const pages = Fastify();
    pages.get('/*', createPageHandler({ distDir: server.root, publicUrl: PUBLIC_URL, backend: counting }));
    await pages.ready();
    const urls = ['/default/women.html', '/default/men.html', '/default/', '/default/women.html?sort=price-asc', '/fr/women.html', '/fr/men.html'];
    const composed = [];
    for (const url of urls) composed.push(parse(200, (await pages.inject({ url })).body));
    await pages.close();
    // The first page of a store view asks them itself while a snapshot is taken for the next pages: four pages, two asks.
    expect(asked.filter((entry) => entry === 'default GetShellConfig')).toHaveLength(2);
    expect(asked.filter((entry) => entry === 'default GetMegaMenu')).toHaveLength(2);
    expect(asked.filter((entry) => entry === 'fr GetShellConfig')).toHaveLength(2);
    for (const page of composed) {
      expect(page.data!.queries.map((key: string) => key.split(':')[0])).toEqual(
        expect.arrayContaining(['GetShellConfig', 'GetMegaMenu', 'GetAvailableStores', 'GetCurrency', 'GetLocale'])
      );
      expect(Object.keys(page.data!.cache.ROOT_QUERY)).toEqual(expect.arrayContaining(['storeConfig', 'availableStores', 'currency']));
    }
    // Each page's own answers stay its own: the French pages' data are French, the first page's listing is not in the second.
    expect(composed[5].data).toMatchObject({ store: 'fr', currency: 'EUR' });
    const listings = (page: Parsed) => Object.keys(page.data!.cache.ROOT_QUERY).filter((key) => key.startsWith('products'));
    expect(listings(composed[0])).not.toEqual(listings(composed[1]));
  });

  it("names the public URL's origin as the media base in the page data, never the host of the in-process query nor the shopper's", async () => {
    // Every shopper gets the same composed page: one shopper's Host must not become another's media base.
    const page = await get('/default/women.html', { host: 'evil.example' });
    const mediaBases: unknown[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'secure_base_media_url') mediaBases.push(inner);
          walk(inner);
        }
      }
    };
    walk(page.data!.cache);
    expect(mediaBases.length).toBeGreaterThan(0);
    for (const base of mediaBases) expect(base).toBe(`${PUBLIC_URL}/media/`);
    const text = JSON.stringify(page.data);
    expect(text).not.toMatch(/localhost|evil\.example/);
    expect(text).toContain(`${PUBLIC_URL}/media/catalog/product/`);
  });

  it('composes a category page with its listing (filters and sort out of the canonical, page kept)', async () => {
    const page = await get('/default/women.html?sort=price-asc&page=2&color=50');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Women - Default Store View');
    expect(page.links('canonical')).toEqual([{ href: `${PUBLIC_URL}/default/women.html?page=2` }]);
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    const list = page.jsonLd[1] as { itemListElement: Array<{ url: string }> };
    for (const item of list.itemListElement) expect(item.url).toMatch(/^https:\/\/shop\.example\.com\/default\/.+\.html$/);
    expect(page.html).toContain('<link rel="preload" as="script" href="/static/js/category.1.js">');
    expect(page.html).toMatch(/<link rel="preload" as="image" href="\/media\/catalog\/product\/[^"]+width=320/);
  });

  it('composes a category linked from a campaign (utm_* and click ids are not filters)', async () => {
    const page = await get('/default/women.html?utm_source=newsletter&utm_medium=email&gclid=abc');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Women - Default Store View');
    expect(page.links('canonical')).toEqual([{ href: `${PUBLIC_URL}/default/women.html` }]);
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
  });

  it('composes the French store view in French, with EUR prices', async () => {
    const { products } = await graphql<{ products: { items: Array<{ url_key: string; name: string }> } }>(
      '{ products(filter: { url_key: { eq: "augusta-classic-dress-dresses-1" } }) { items { url_key name } } }',
      'fr'
    );
    const page = await get(`/fr/${products.items[0].url_key}.html`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe('fr-FR');
    expect(page.title).toBe(`${products.items[0].name} - Vue française`);
    expect(page.links('canonical')[0].href).toBe(`${PUBLIC_URL}/fr/${products.items[0].url_key}.html`);
    expect((page.jsonLd[0].offers as Record<string, string>).priceCurrency).toBe('EUR');
    expect(page.meta('product:price:currency')).toBe('EUR');
    expect(page.data).toMatchObject({ store: 'fr', currency: 'EUR' });
  });

  it('composes the home page with WebSite search and Organization data, and a URL without a prefix as the default view', async () => {
    for (const url of ['/default/', '/']) {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(page.links('canonical')).toEqual([{ href: `${PUBLIC_URL}/default/` }]);
      expect(page.jsonLd.map((data) => data['@type'])).toEqual(['WebSite', 'Organization']);
      expect(page.jsonLd[0]).toMatchObject({
        potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${PUBLIC_URL}/default/search.html?query={search_term_string}` } }
      });
      // The first slide's background exactly as the Page Builder renderer sets it: a variant per viewport.
      expect(page.html).toContain(
        '<link rel="preload" as="image" href="/media/wysiwyg/home/banner-1.jpg?auto=webp&amp;format=pjpg&amp;width=1600&amp;fit=cover" media="(min-width: 768px)" fetchpriority="high">'
      );
      expect(page.html).toContain(
        '<link rel="preload" as="image" href="/media/catalog/category/women-3.jpg?auto=webp&amp;format=pjpg&amp;width=960&amp;fit=cover" media="(max-width: 767px)" fetchpriority="high">'
      );
    }
  });

  it('answers redirects of the URL rewrites with their status and the store prefix kept', async () => {
    const permanent = await app.inject({ url: '/fr/sale.html' });
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe('/fr/gift-ideas.html');
    const temporary = await app.inject({ url: '/default/womens-tops.html' });
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe('/default/women/tops.html');
  });

  it('answers an unknown URL with 404, the shell and noindex', async () => {
    const page = await get('/default/no-such-page.html');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.links('canonical')).toEqual([]);
    expect(page.jsonLd).toEqual([]);
  });

  it('preloads the network code where the first render asks the backend (no server data), not where it renders from the data', async () => {
    const networkPreload = '<link rel="preload" as="script" href="/static/js/network.1.js">';
    const search = await get('/default/search.html?query=dress');
    expect(search.html).toContain('<link rel="preload" as="script" href="/static/js/search.1.js">');
    expect(search.html).toContain(networkPreload);
    expect((await get('/default/cart')).html).toContain(networkPreload);
    for (const url of ['/default/', '/default/women.html']) {
      const page = await get(url);
      expect({ url, status: page.status, hasData: page.data !== undefined }).toEqual({ url, status: 200, hasData: true });
      expect(page.html).not.toContain(networkPreload);
    }
  });

  it('marks search, cart, checkout, sign-in, account and password pages noindex', async () => {
    for (const url of [
      '/default/search.html?query=dress',
      '/default/cart',
      '/default/checkout',
      '/default/sign-in',
      '/default/create-account',
      '/default/forgot-password',
      '/default/customer/account/createPassword?token=x',
      '/default/order-history',
      '/default/wishlist'
    ]) {
      const page = await get(url);
      expect({ url, status: page.status, robots: page.meta('robots') }).toEqual({ url, status: 200, robots: 'noindex, follow' });
    }
    const contact = await get('/default/contact-us');
    expect(contact.meta('robots')).toBeUndefined();
    expect(contact.title).toBe('Contact Us - Default Store View');
  });

  it('writes nothing customer-specific: the same HTML with or without a signed-in customer', async () => {
    const token = (
      (
        await app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: 'mutation { generateCustomerToken(email: "roni_cost@example.com", password: "roni_cost3@example.com") { token } }' }
        })
      ).json() as { data: { generateCustomerToken: { token: string } } }
    ).data.generateCustomerToken.token;
    const anonymous = await get('/default/women.html?page=3');
    const signedIn = await get('/default/women.html?page=3', { authorization: `Bearer ${token}`, cookie: 'session=1' });
    expect(signedIn.html).toBe(anonymous.html);
    expect(signedIn.html).not.toContain(token);
    expect(signedIn.html).not.toContain('roni_cost');
    expect(JSON.stringify(signedIn.data)).not.toMatch(/"(cart|customer)[("]/);
  });

  it('keeps a composed page compressed: brotli or gzip as accepted, the same HTML, compressed once not per request', async () => {
    const url = '/default/women/tops.html';
    // A cold composition may miss the page's time budget (the shell goes out): ask until the composed page is kept.
    let plain = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    for (let tries = 0; !plain.body.includes('id="page-data"') && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      plain = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
    const again = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const gz = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' } });
    // The stored encoding (quality 6), not @fastify/compress's on-the-fly one (quality 4): the same bytes each time.
    const stored = zlib.brotliCompressSync(plain.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(plain.body) }
    });
    const onTheFly = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(stored.equals(onTheFly)).toBe(false);
    expect(br.rawPayload.equals(stored)).toBe(true);
    expect(again.rawPayload.equals(stored)).toBe(true);
    expect([br.headers['content-encoding'], again.headers['content-encoding'], gz.headers['content-encoding']]).toEqual(['br', 'br', 'gzip']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps HTTP semantics for HEAD requests', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/default/no-such-page.html' });
    expect(response.statusCode).toBe(404);
  });
});

describe('page composition when the backend fails', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-pages-down-'));
    writeFileSync(path.join(root, 'index.html'), SHELL);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function serve(backend: StorefrontBackend, budgetMs: number) {
    const app = Fastify();
    const sendPage = createPageHandler({ distDir: root, publicUrl: PUBLIC_URL, backend, budgetMs });
    app.get('/*', sendPage);
    await app.ready();
    return app;
  }

  it('sends the plain shell within the budget when the backend hangs', async () => {
    const hanging: StorefrontBackend = {
      query: (_query, _variables, { signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))))
    };
    const app = await serve(hanging, 150);
    const started = Date.now();
    const response = await app.inject({ url: '/default/women.html' });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(elapsed).toBeLessThan(1000);
    await app.close();
  });

  it('sends the plain shell when the backend errors or answers GraphQL errors', async () => {
    const failing: StorefrontBackend = { query: () => Promise.reject(new Error('connection refused')) };
    const erroring: StorefrontBackend = { query: () => Promise.resolve({ errors: [{ message: 'Internal server error' }] }) };
    for (const backend of [failing, erroring]) {
      const app = await serve(backend, 300);
      const response = await app.inject({ url: '/default/some-product.html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      await app.close();
    }
  });
});
