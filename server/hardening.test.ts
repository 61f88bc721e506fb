import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from './app';
import { readConfig } from './config';
import { HSTS, isAmbiguousPath, REQUEST_TIMEOUT_MS } from './hardening';

let root: string;
const servers: FastifyInstance[] = [];
async function storefront(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await createServer(readConfig({ STOREFRONT_DATA_DIR: path.join(root, 'var'), STOREFRONT_DIST_DIR: root, ...env }));
  await app.ready();
  servers.push(app);
  return app;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'storefront-hardening-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  for (const app of servers) await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** A GET with the path exactly as written: inject (like fetch) would resolve %2e%2e itself before the server saw it. */
async function rawGet(app: FastifyInstance, rawPath: string): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath, timeout: 5000 }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const SIGN_IN = { query: 'mutation { generateCustomerToken(email:"roni_cost@example.com", password:"wrong"){ token } }' };
const categoryOf = (body: string) => (JSON.parse(body) as { errors?: { extensions: { category: string } }[] }).errors?.[0]?.extensions.category;

describe('the embedded backend behind the storefront server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await storefront({ PORT: '8123', STOREFRONT_PUBLIC_URL: 'https://shop.example.com/' });
  }, 60_000);

  it('refuses introspection in production by default', async () => {
    const r = await app.inject({ url: `/graphql?query=${encodeURIComponent('{ __schema { queryType { name } } }')}` });
    expect(r.json().errors[0].message).toMatch(/introspection has been disabled/);
  });

  it('sends reset links to the public URL, never to a forged Host or X-Forwarded-Host', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { requestPasswordResetEmail(email:"roni_cost@example.com") }' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }
    });
    expect(r.json()).toEqual({ data: { requestPasswordResetEmail: true } });
    const outbox = path.join(root, 'var', 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox)[0]), 'utf8');
    expect(mail).toContain('https://shop.example.com/customer/account/createPassword?token=');
    expect(mail).not.toContain('evil.example');
  });

  it('does not believe X-Forwarded-For from an untrusted client: a made-up address per request does not escape the throttle', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        categoryOf(
          (
            await app.inject({
              method: 'POST',
              url: '/graphql',
              payload: SIGN_IN,
              remoteAddress: '203.0.113.7',
              headers: { 'x-forwarded-for': `198.51.100.${i}` }
            })
          ).body
        )
      );
    }
    expect(answers).toEqual([...Array(5).fill('graphql-authentication'), 'graphql-too-many-requests']);
  });

  it('sends no HSTS over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect((await app.inject({ url: '/graphql?query={storeConfig{store_code}}' })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses ambiguous API paths with 400, never 5xx', async () => {
    for (const url of [
      '/graphql/%2e%2e/admin',
      '/graphql/..%2fadmin',
      '/rest/V1/%2e%2e/%2e%2e/admin',
      '/rest/%252e%252e/x',
      '/graphql/%E0%A4%A',
      '/graphql/..\\admin'
    ]) {
      expect([url, await rawGet(app, url)]).toEqual([url, 400]);
    }
  });

  it('has request and connection timeouts', () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.initialConfig.connectionTimeout).toBeGreaterThan(0);
  });
});

describe('behind a configured trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await storefront({ STOREFRONT_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
  }, 60_000);

  it('counts each forwarded client on its own and sends HSTS when the shopper came over HTTPS', async () => {
    for (let i = 0; i < 6; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: SIGN_IN,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-forwarded-proto': 'https' }
      });
      expect(categoryOf(r.body)).toBe('graphql-authentication');
      expect(r.headers['strict-transport-security']).toBe(HSTS);
    }
  });
});

describe('proxying to a Magento backend', () => {
  let upstream: FastifyInstance;
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async (request) => {
      seen.push({ url: request.url, headers: request.headers });
      return { ok: true };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => upstream.close());
  const upstreamUrl = () => `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;

  it('never lets /graphql/%2e%2e/… reach another backend path', async () => {
    const app = await storefront({ MAGENTO_BACKEND_URL: upstreamUrl(), STOREFRONT_API_ONLY: '1' });
    seen.length = 0;
    expect(await rawGet(app, '/graphql/%2e%2e/admin')).toBe(400);
    expect(await rawGet(app, '/graphql/../admin')).toBe(400);
    expect(await rawGet(app, '/rest/V1/..%2f..%2fadmin')).toBe(400);
    expect(seen).toEqual([]);
    expect(await rawGet(app, '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D')).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D']);
  });

  // It used to forward the client's own Host as X-Forwarded-Host: the backend then vouched for a name any client
  // can write (links in mails, URLs it caches). Without a trusted proxy the backend hears the configured public host.
  it('forwards X-Forwarded-* as it determined them: the client address and the public host, not what an untrusted client wrote', async () => {
    const app = await storefront({ MAGENTO_BACKEND_URL: upstreamUrl(), STOREFRONT_API_ONLY: '1', STOREFRONT_PUBLIC_URL: 'https://shop.example.com' });
    seen.length = 0;
    await app.inject({
      url: '/graphql?query=x',
      remoteAddress: '203.0.113.9',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '1.2.3.4', forwarded: 'host=evil.example' }
    });
    expect(seen[0].headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' });
    expect(seen[0].headers.forwarded).toBeUndefined();
  });

  it('strips X-Original-URL and X-Rewrite-URL, which would make the backend serve another path', async () => {
    const app = await storefront({ MAGENTO_BACKEND_URL: upstreamUrl(), STOREFRONT_API_ONLY: '1' });
    seen.length = 0;
    await app.inject({ url: '/graphql?query=x', headers: { 'x-original-url': '/admin', 'x-rewrite-url': '/admin' } });
    expect(seen[0].url).toBe('/graphql?query=x');
    expect(seen[0].headers['x-original-url']).toBeUndefined();
    expect(seen[0].headers['x-rewrite-url']).toBeUndefined();
  });

  it('keeps the host and protocol a trusted proxy said, and not those of a client that bypassed it', async () => {
    const app = await storefront({
      MAGENTO_BACKEND_URL: upstreamUrl(),
      STOREFRONT_API_ONLY: '1',
      STOREFRONT_PUBLIC_URL: 'https://shop.example.com',
      STOREFRONT_TRUSTED_PROXIES: '10.0.0.0/8'
    });
    seen.length = 0;
    const forwarded = { 'x-forwarded-host': 'fr.shop.example.com', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    await app.inject({ url: '/graphql?query=x', remoteAddress: '10.1.2.3', headers: { host: 'internal:8080', ...forwarded } });
    expect(seen[0].headers).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'fr.shop.example.com'
    });
    await app.inject({
      url: '/graphql?query=x',
      remoteAddress: '203.0.113.9',
      headers: { host: 'evil.example', ...forwarded, 'x-forwarded-host': 'evil.example' }
    });
    expect(seen[1].headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' });
  });
});

describe('isAmbiguousPath', () => {
  it('accepts plain API paths and refuses dot segments, encoded slashes and double encoding', () => {
    for (const ok of [
      '/graphql',
      '/rest/V1/carts/mine/payment-information',
      '/rest/fr/V1/guest-carts/abc%20def/shipping-information',
      '/media/catalog/product/a.jpg'
    ]) {
      expect([ok, isAmbiguousPath(ok)]).toEqual([ok, false]);
    }
    for (const bad of [
      '/graphql/..',
      '/graphql/./x',
      '/graphql/%2E%2E/x',
      '/rest/a%2Fb',
      '/rest/%252e',
      '/media/a\\b',
      '/graphql/%00',
      '/graphql/%'
    ]) {
      expect([bad, isAmbiguousPath(bad)]).toEqual([bad, true]);
    }
  });
});
