import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from './server.testing';

/** The assembled server: static build, embedded backend and images behind one origin. */
describe('storefront server with the embedded backend', () => {
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer('app');
    app = server.app;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('answers GraphQL GET queries on the same origin, compressed, with the cache id header', async () => {
    const response = await app.inject({
      url: '/graphql?query=' + encodeURIComponent('{ storeConfig { store_code store_name locale } }'),
      headers: { store: 'fr', 'accept-encoding': 'identity' }
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { storeConfig: { store_code: 'fr', store_name: expect.any(String), locale: 'fr_FR' } } });
    expect(response.headers['x-magento-cache-id']).toEqual(expect.any(String));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const big = await app.inject({
      url: '/graphql?query=' + encodeURIComponent('{ products(search: "dress", pageSize: 20) { items { name sku description { html } } } }'),
      headers: { 'accept-encoding': 'br, gzip' }
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('serves seeded catalogue images resized through /media', async () => {
    const query = '{ products(filter: { sku: { eq: "DRE-0001" } }) { items { media_gallery_entries { file position } } } }';
    const product = await app.inject({ url: '/graphql?query=' + encodeURIComponent(query) });
    const file: string = product.json().data.products.items[0].media_gallery_entries[0].file;
    const image = await app.inject({ url: `/media/catalog/product${file}?width=320&height=400&fit=cover&format=pjpg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // An image is no document: no page policy on it, but never sniffed.
    expect(image.headers['content-security-policy']).toBeUndefined();
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a malformed GraphQL POST with a Magento-shaped error, not a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('still gives pages the shell and unknown API paths a 404', async () => {
    expect((await app.inject({ url: '/women/tops.html' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/rest/V1/nothing-here' })).statusCode).toBe(404);
  });
});
