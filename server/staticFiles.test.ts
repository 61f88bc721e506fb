import Fastify, { type FastifyInstance } from 'fastify';
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { registerSecurityHeaders } from './security';
import { cacheControlFor, registerStaticFiles } from './staticFiles';

const SHELL = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('static files and the SPA fallback', () => {
  let dist: string;
  let app: FastifyInstance;
  const pageRequests: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
    mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    const script = path.join(dist, 'static', 'js', 'main.0123456789.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));

    app = Fastify();
    await registerSecurityHeaders(app);
    // The page handler composes each page's first HTML (pages/); a stand-in here that sends the shell.
    await registerStaticFiles(app, dist, (request, reply) => {
      pageRequests.push(request.url);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(SHELL);
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a one-year immutable cache, brotli when accepted', async () => {
    const response = await app.inject({ url: '/static/js/main.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ url: '/static/js/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/static/js/main.0123456789.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets index.html or sw.js be cached', async () => {
    for (const url of ['/', '/sw.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('hands every page path, including catalogue .html URLs, to the page handler', async () => {
    pageRequests.length = 0;
    const urls = ['/women/tops.html', '/checkout', '/fr/some-category.html?page=2', '/customer/account/createPassword?token=abc'];
    for (const url of urls) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    }
    expect(pageRequests).toEqual(urls);
  });

  it('hands page paths over without asking the file system, and still finds files', async () => {
    const stat = jest.spyOn(fs, 'stat');
    try {
      for (const url of ['/women/tops.html', '/checkout', '/customer/account/createPassword?token=abc']) {
        expect((await app.inject({ url })).body).toBe(SHELL);
      }
      expect(stat).not.toHaveBeenCalled();
      expect((await app.inject({ url: '/sw.js' })).statusCode).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('answers missing static files and API or media paths with a 404, not the shell', async () => {
    for (const url of ['/static/js/missing.js', '/logo.png', '/graphql', '/rest/V1/unknown', '/media/catalog/product/x.jpg']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not serve the shell to other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/women.html', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('sends the security headers with a strict script policy', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves the document-only headers off hashed scripts, and keeps them on the service worker', async () => {
    const script = await app.inject({ url: '/static/js/main.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(String(worker.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('gives unhashed public files a short cache', () => {
    expect(cacheControlFor(path.join(dist, 'robots.txt'))).toBe('public, max-age=600');
    expect(cacheControlFor(path.join(dist, 'sw.js.br'))).toBe('no-cache');
  });
});
