import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { databaseFileOf } from '../../backend/db';
import { createServer } from '../app';
import { readConfig } from '../config';
import { embeddedBackendClient, type StorefrontBackend } from '../pages/backendClient';
import sitemapRoutes from '.';

const PUBLIC_URL = 'https://shop.example.com/store';
// W3C datetime with seconds and a zone, as sitemaps.org allows (https://www.w3.org/TR/NOTE-datetime).
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A full garbage collection, as a busy server would run one while a generation waits (no --expose-gc flag needed). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** URLs written so far into the sitemap files (finished or not) anywhere under `directory`. */
function urlsOnDisk(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + (readFileSync(path.join(entry.parentPath, entry.name), 'utf8').match(/<url>/g)?.length ?? 0), 0);
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
}
function lastmods(xml: string): string[] {
  return [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
}

describe('sitemaps of the embedded sample shop', () => {
  let root: string;
  let app: FastifyInstance;
  let counts: { products: Record<string, number>; categories: Record<string, number> };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-sitemap-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = readConfig({ STOREFRONT_DATA_DIR: path.join(root, 'var'), STOREFRONT_DIST_DIR: root, STOREFRONT_PUBLIC_URL: PUBLIC_URL });
    app = await createServer(config);
    await app.ready();
    // Counted in the database itself, not through the queries under test.
    const db = new Database(databaseFileOf(config.dataDir), { readonly: true });
    const perStore = (sql: string) =>
      Object.fromEntries((db.prepare(sql).all() as Array<{ code: string; n: number }>).map(({ code, n }) => [code, n]));
    counts = {
      products: perStore(
        'SELECT s.code, COUNT(*) AS n FROM store s JOIN product_text t ON t.store_id = s.id JOIN product p ON p.id = t.product_id WHERE p.visible = 1 GROUP BY s.code'
      ),
      categories: perStore(
        'SELECT s.code, COUNT(*) AS n FROM store s JOIN category_text t ON t.store_id = s.id JOIN category c ON c.id = t.category_id WHERE c.level >= 2 GROUP BY s.code'
      )
    };
    db.close();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('indexes one sitemap per store view, with absolute URLs and a lastmod', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/
    );
    expect(locs(response.body)).toEqual([`${PUBLIC_URL}/sitemaps/default.xml`, `${PUBLIC_URL}/sitemaps/fr.xml`]);
    expect(lastmods(response.body)).toHaveLength(2);
    for (const lastmod of lastmods(response.body)) expect(lastmod).toMatch(W3C_DATE);
  });

  it.each(['default', 'fr'])('lists the %s store view’s home, CMS pages, every category and every product, prefixed', async (code) => {
    const response = await app.inject({ url: `/sitemaps/${code}.xml` });
    expect(response.statusCode).toBe(200);
    const urls = locs(response.body);
    const base = `${PUBLIC_URL}/${code}/`;
    for (const url of urls) expect(url.startsWith(base)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.slice(0, 3)).toEqual([base, `${base}about-us`, `${base}customer-service`]);

    const products = urls.filter((url) => /-\d+\.html$/.test(url));
    const categories = urls.filter((url) => url.endsWith('.html') && !/-\d+\.html$/.test(url));
    expect(products).toHaveLength(counts.products[code]);
    expect(categories).toHaveLength(counts.categories[code]);
    expect(urls).toHaveLength(3 + counts.products[code] + counts.categories[code]);
    expect(urls).toContain(`${base}augusta-relaxed-tote-bag-bags-91.html`);
    expect(urls).toContain(`${base}accessories/bags.html`);

    // Every catalogue URL is a page the storefront resolves in that store view.
    const route = await app.inject({
      url: '/graphql?query=' + encodeURIComponent(`{ route(url: "${categories[0].slice(base.length)}") { type } }`),
      headers: { store: code }
    });
    expect(route.json()).toEqual({ data: { route: { type: 'CATEGORY' } } });

    // Products and categories carry their last change; CMS pages have no date in Magento's GraphQL.
    expect(lastmods(response.body)).toHaveLength(products.length + categories.length);
    for (const lastmod of lastmods(response.body)) expect(lastmod).toMatch(W3C_DATE);
  });

  it('answers an unknown sitemap file with a 404', async () => {
    const response = await app.inject({ url: '/sitemaps/nl.xml' });
    expect(response.statusCode).toBe(404);
  });

  it('names the sitemap index in robots.txt and keeps private pages out of crawlers', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/checkout',
      '/cart',
      '/sign-in',
      '/create-account',
      '/forgot-password',
      '/customer/account/createPassword',
      '/account-information',
      '/order-history'
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /*${path}$`);
      expect(lines).toContain(`Disallow: /*${path}?`);
    }
  });
});

describe('sitemap generation limits and failures', () => {
  let root: string;
  let backendApp: FastifyInstance;
  let backend: StorefrontBackend;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-sitemap-limits-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
    backendApp = await createServer(readConfig({ STOREFRONT_DATA_DIR: path.join(root, 'var'), STOREFRONT_DIST_DIR: root, STOREFRONT_API_ONLY: '1' }));
    await backendApp.ready();
    backend = embeddedBackendClient(backendApp);
  }, 60_000);

  afterAll(async () => {
    await backendApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function sitemapServer(backendToUse: StorefrontBackend, options: Partial<Parameters<typeof sitemapRoutes>[1]> = {}) {
    const app = Fastify();
    await app.register(sitemapRoutes, { backend: backendToUse, publicUrl: PUBLIC_URL, ...options });
    await app.ready();
    return app;
  }

  it('splits a store view into numbered files past the URL limit, each listed in the index', async () => {
    const app = await sitemapServer(backend, { limits: { maxUrls: 40, maxBytes: 50 * 1024 * 1024 } });
    const unsplit = await sitemapServer(backend);
    const all = locs((await unsplit.inject({ url: '/sitemaps/fr.xml' })).body);
    await unsplit.close();
    const index = locs((await app.inject({ url: '/sitemap.xml' })).body);
    const frFiles = index.filter((url) => url.includes('/sitemaps/fr-'));
    expect(frFiles).toHaveLength(Math.ceil(all.length / 40));
    expect(frFiles[0]).toBe(`${PUBLIC_URL}/sitemaps/fr-1.xml`);
    const parts: string[] = [];
    for (const url of frFiles) {
      const part = await app.inject({ url: url.slice(PUBLIC_URL.length) });
      expect(part.statusCode).toBe(200);
      expect(locs(part.body).length).toBeLessThanOrEqual(40);
      parts.push(...locs(part.body));
    }
    expect(parts).toEqual(all);
    expect((await app.inject({ url: '/sitemaps/fr.xml' })).statusCode).toBe(404);
    await app.close();
  });

  it('splits past the byte limit too', async () => {
    const app = await sitemapServer(backend, { limits: { maxUrls: 50_000, maxBytes: 4096 } });
    const index = locs((await app.inject({ url: '/sitemap.xml' })).body);
    const defaultFiles = index.filter((url) => url.includes('/sitemaps/default-'));
    expect(defaultFiles.length).toBeGreaterThan(1);
    for (const url of defaultFiles) {
      const part = await app.inject({ url: url.slice(PUBLIC_URL.length) });
      expect(Buffer.byteLength(part.body)).toBeLessThanOrEqual(4096);
    }
    await app.close();
  });

  it('pages the catalogue once, without a sort, and lets other work run between two pages', async () => {
    const productPages: number[] = [];
    let othersRan = 0;
    let othersBetweenPages = 0;
    const watched: StorefrontBackend = {
      async query<T>(query: string, variables: Record<string, unknown>, options: Parameters<StorefrontBackend['query']>[2]) {
        if (/products\(/.test(query)) {
          // The backend may page in its own order: a sort would make it sort the whole catalogue for every page.
          expect(query).not.toMatch(/sort:/);
          // Asked once an hour: kept out of the backend's response cache.
          expect(options.uncached).toBe(true);
          productPages.push(variables.currentPage as number);
          if (productPages.length > 1 && othersRan > 0) othersBetweenPages++;
          othersRan = 0;
          // Other requests are due now; the generation must let them in before it asks for the next page.
          setImmediate(() => othersRan++);
          return backend.query<T>(query, { ...variables, pageSize: 5 }, options);
        }
        return backend.query(query, variables, options);
      }
    };
    const app = await sitemapServer(watched);
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(200);
    const perStore = productPages.filter((page) => page === 1).length;
    expect(perStore).toBe(2);
    // Pages 1..n in each store view, each once.
    const firstStore = productPages.slice(0, productPages.indexOf(1, 1));
    expect(firstStore).toEqual(firstStore.map((_, i) => i + 1));
    expect(firstStore.length).toBeGreaterThan(10);
    expect(othersBetweenPages).toBe(productPages.length - 1);
    await app.close();
  });

  it('asks an in-process backend for small pages (short stretches of the event loop), a remote one for large pages', async () => {
    const pageSizes = async (inProcess: boolean) => {
      const sizes = new Set<unknown>();
      const watched: StorefrontBackend = {
        inProcess,
        async query<T>(query: string, variables: Record<string, unknown>, options: Parameters<StorefrontBackend['query']>[2]) {
          if (/products\(|categories\(/.test(query)) sizes.add(variables.pageSize);
          return backend.query<T>(query, variables, options);
        }
      };
      const app = await sitemapServer(watched);
      expect((await app.inject({ url: '/sitemaps/default.xml' })).statusCode).toBe(200);
      await app.close();
      return [...sizes];
    };
    expect(backend.inProcess).toBe(true);
    expect(await pageSizes(true)).toEqual([25]);
    expect(await pageSizes(false)).toEqual([100]);
  });

  it('writes each page of products to its file before asking the next, and removes its files when closed', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'storefront-sitemap-files-'));
    const writtenBeforePage: number[] = [];
    const watched: StorefrontBackend = {
      async query<T>(query: string, variables: Record<string, unknown>, options: Parameters<StorefrontBackend['query']>[2]) {
        if (/products\(/.test(query) && options.store === 'default') writtenBeforePage.push(urlsOnDisk(directory));
        return backend.query<T>(query, /products\(/.test(query) ? { ...variables, pageSize: 5 } : variables, options);
      }
    };
    const app = await sitemapServer(watched, { directory });
    const response = await app.inject({ url: '/sitemaps/default.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)));
    // Home and the CMS pages are on disk before the first page; every page's 5 products before the next is asked.
    expect(writtenBeforePage[0]).toBe(3);
    expect(writtenBeforePage.length).toBeGreaterThan(10);
    writtenBeforePage.slice(1).forEach((urls, i) => expect(urls).toBe(writtenBeforePage[i] + 5));
    expect(locs(response.body).length).toBeGreaterThan(writtenBeforePage.at(-1) as number);
    await app.close();
    expect(readdirSync(directory)).toEqual([]);
    rmSync(directory, { recursive: true, force: true });
  });

  it('removes at start the folders that crashed processes of this machine left, and only those', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'storefront-sitemap-sweep-'));
    // Above Linux's largest pid (2^22): no process has it.
    const gone = 4_194_400;
    const folders = {
      crashed: `sitemaps-${hostname()}-${gone}-a1B2c3`,
      crashedEarlierVersion: `sitemaps-${gone}-d4E5f6`,
      liveWorker: `sitemaps-${hostname()}-${process.ppid}-g7H8i9`,
      otherMachine: `sitemaps-another-host-${gone}-j1K2l3`,
      notOurs: 'something-else'
    };
    for (const folder of Object.values(folders)) {
      mkdirSync(path.join(directory, folder));
      writeFileSync(path.join(directory, folder, 'default.xml'), '<urlset/>');
    }
    const app = await sitemapServer(backend, { directory });
    expect(readdirSync(directory).sort()).toEqual([folders.liveWorker, folders.notOurs, folders.otherMachine].sort());
    await app.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, no stack trace, when the backend fails, and does not hammer it', async () => {
    let calls = 0;
    const failing: StorefrontBackend = {
      async query() {
        calls += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:9');
      }
    };
    const app = await sitemapServer(failing, { retryAfterSeconds: 120 });
    for (const url of ['/sitemap.xml', '/sitemaps/default.xml', '/sitemap.xml']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('120');
      expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+/);
    }
    expect(calls).toBe(1);
    await app.close();
  });

  it('answers 503 when GraphQL answers errors instead of the catalogue', async () => {
    const erring: StorefrontBackend = { query: async () => ({ errors: [{ message: 'Internal server error' }] }) };
    const app = await sitemapServer(erring);
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    await app.close();
  });

  it('answers 503 within its wait when the backend hangs, and abandons the generation at its timeout', async () => {
    let aborted = false;
    const hanging: StorefrontBackend = {
      query: (_query, _variables, { signal }) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          })
        )
    };
    const app = await sitemapServer(hanging, { responseWaitMs: 200, generationTimeoutMs: 500 });
    const started = Date.now();
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    // The timeout must not depend on an object the collector may take before it fires.
    collectGarbage();
    // The generation is abandoned at its 500 ms timeout; a loaded machine may take a little longer to get there.
    for (let waited = 0; !aborted && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aborted).toBe(true);
    await app.close();
  });

  it('serves the last good sitemap while the backend fails after the TTL', async () => {
    let failing = false;
    const flaky: StorefrontBackend = {
      query: (query, variables, options) => (failing ? Promise.reject(new Error('down')) : backend.query(query, variables, options))
    };
    const app = await sitemapServer(flaky, { ttlMs: 0 });
    const first = await app.inject({ url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    failing = true;
    const second = await app.inject({ url: '/sitemap.xml' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    await app.close();
  });
});
