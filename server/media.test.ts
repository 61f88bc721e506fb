import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CAROUSEL_IMAGE, GRID_IMAGE } from '../src/features/catalog/imageSizes';
import { IMAGE_WIDTHS, imageSources, makeImageUrl } from '../src/lib/images';
import { withResponsiveImages } from '../src/lib/responsiveImages';
import mediaRoutes, { allowedHeights, parseImageRequest, safeMediaPath } from './media';
import { MediaCache, openMediaLedger, RenderBudget } from './mediaBudgets';

const QUERY = 'width=320&height=400&fit=cover';

describe('media routes', () => {
  let root: string;
  let app: FastifyInstance;
  const variants = () => readdirSync(path.join(root, 'cache', 'variants'), { recursive: true }).filter((f) => /\.(jpeg|png|webp)$/.test(String(f)));

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-media-'));
    const productDir = path.join(root, 'media', 'catalog', 'product', 'a', 'b');
    mkdirSync(productDir, { recursive: true });
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(productDir, 'dress.jpg'), photo);
    writeFileSync(
      path.join(productDir, 'logo.png'),
      await sharp({ create: { width: 200, height: 200, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer()
    );
    writeFileSync(path.join(productDir, 'broken.jpg'), 'this is not an image');
    // CMS images as the sample shop has them (backend/seed/content.ts): a banner and a category tile.
    const wysiwyg = path.join(root, 'media', 'wysiwyg', 'home');
    mkdirSync(wysiwyg, { recursive: true });
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
        .jpeg()
        .toBuffer();
    writeFileSync(path.join(wysiwyg, 'banner-1.jpg'), await picture(1600, 640));
    writeFileSync(path.join(wysiwyg, 'tile.jpg'), await picture(1200, 600));
    app = Fastify();
    await app.register(mediaRoutes, { originalsDir: path.join(root, 'media'), cacheDir: path.join(root, 'cache') });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('resizes to the requested box as a progressive JPEG with a year-long cache', async () => {
    const response = await app.inject({ url: `/media/catalog/product/a/b/dress.jpg?${QUERY}&format=pjpg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 320, height: 400, format: 'jpeg', isProgressive: true });
  });

  it('serves WebP with auto=webp when the browser accepts it, and varies on Accept', async () => {
    const url = `/media/catalog/product/a/b/dress.jpg?${QUERY}&auto=webp&format=pjpg`;
    const webp = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/Accept/);
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const jpeg = await app.inject({ url, headers: { accept: 'image/*' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('renders a variant once and serves repeats from the disk cache', async () => {
    const url = '/media/catalog/product/a/b/dress.jpg?width=160&height=200&fit=cover&format=pjpg';
    const before = variants().length;
    const [first, second] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(variants().length).toBe(before + 1);
    await app.inject({ url });
    expect(variants().length).toBe(before + 1);
  });

  it('keeps PNGs PNG when asked', async () => {
    const response = await app.inject({ url: '/media/catalog/product/a/b/logo.png?width=80&height=80&format=png' });
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 80, height: 80, format: 'png' });
  });

  it('serves the original when no transformation is asked for', async () => {
    const response = await app.inject({ url: '/media/catalog/product/a/b/dress.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
  });

  it('refuses unknown sizes and bad parameters with a 400 and a message', async () => {
    for (const query of [
      'width=333',
      'width=abc',
      'height=0',
      'height=99999',
      'fit=stretch',
      'format=gif',
      'auto=avif',
      'quality=101',
      'width=320&width=640'
    ]) {
      const response = await app.inject({ url: `/media/catalog/product/a/b/dress.jpg?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses heights and qualities the storefront never asks for with a 400 naming what is accepted', async () => {
    for (const [query, message] of [
      // 4:5 is the catalogue's ratio and this picture's own: its own is taken to a pixel.
      ['width=320&height=402', /"height" must be 399 or 400 or 401 for this image at width 320/],
      ['width=320&height=1', /"height" must be 399 or 400 or 401/],
      ['width=2560&height=4000', /"height" must be 3199 or 3200 or 3201/],
      ['height=400', /"height" needs a "width"/],
      ['width=320&height=400&quality=79', /"quality" must be 80/],
      ['width=320&quality=1', /"quality" must be 80/]
    ] as const) {
      const response = await app.inject({ url: `/media/catalog/product/a/b/dress.jpg?${query}&format=pjpg` });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().message).toMatch(message);
    }
  });

  it('renders every variant the storefront asks for: the Image component, the carousel, link previews and CMS images, whatever size their HTML gives them', async () => {
    const dress = '/media/catalog/product/a/b/dress.jpg';
    const urls = new Set<string>();
    for (const width of [...Object.values(IMAGE_WIDTHS), CAROUSEL_IMAGE.width, GRID_IMAGE.width]) {
      const sources = imageSources(dress, { width });
      urls.add(sources.src);
      for (const candidate of sources.srcSet.split(',\n')) urls.add(candidate.split(' ')[0]);
    }
    urls.add(makeImageUrl(dress, { width: CAROUSEL_IMAGE.width, height: Math.round(CAROUSEL_IMAGE.width / 0.8) }));
    urls.add(makeImageUrl(dress, { width: 1280, height: 1600, optimized: false }));
    const cms = withResponsiveImages(
      '<img src="/media/wysiwyg/home/banner-1.jpg" alt="" width="1600" height="640"><img src="/media/wysiwyg/home/tile.jpg" alt="" width="1200" height="600">' +
        // A merchant's attributes need not match the file: its variants are still served.
        '<img src="/media/wysiwyg/home/tile.jpg" alt="" width="1000" height="1000">'
    );
    for (const [, srcset] of cms.matchAll(/srcset="([^"]*)"/g)) {
      for (const candidate of srcset.replace(/&amp;/g, '&').split(', ')) urls.add(candidate.split(' ')[0]);
    }
    expect(urls.size).toBeGreaterThanOrEqual(20);
    for (const url of urls) {
      const response = await app.inject({ url, headers: { accept: 'image/webp,*/*' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers missing images and escapes from the media root with a 404', async () => {
    for (const url of [
      '/media/catalog/product/a/b/missing.jpg?width=320',
      '/media/../../etc/passwd',
      '/media/catalog/%2e%2e/%2e%2e/%2e%2e/etc/hosts.png',
      '/media/catalog/product/a/b/dress.txt'
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('turns an unreadable original into a 422, never a crash', async () => {
    const response = await app.inject({ url: '/media/catalog/product/a/b/broken.jpg?width=320' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The image could not be processed.' });
  });
});

/** A new folder whose `media/photo.jpg` is an 800×1000 photograph of one colour. */
async function folderWithPhoto(prefix: string, background: string): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'media'), { recursive: true });
  writeFileSync(
    path.join(root, 'media', 'photo.jpg'),
    await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
      .jpeg()
      .toBuffer()
  );
  return root;
}
/** The variants written below `dir`. */
const files = (dir: string) => readdirSync(dir, { recursive: true }).filter((f) => /\.(jpeg|png|webp)$/.test(String(f)));
const variantUrl = (width: number) => `/media/photo.jpg?format=pjpg&width=${width}&height=${Math.round(width / 0.8)}&fit=cover`;

describe('the bounds of rendering', () => {
  let root: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => (root = await folderWithPhoto('storefront-media-bounds-', '#16a085')));
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function mediaApp(
    name: string,
    options: { maxCacheBytes?: number; rendersPerMinute?: number }
  ): Promise<{ app: FastifyInstance; cacheDir: string }> {
    const app = Fastify();
    const cacheDir = path.join(root, name);
    await app.register(mediaRoutes, { originalsDir: path.join(root, 'media'), cacheDir, ...options });
    await app.ready();
    apps.push(app);
    return { app, cacheDir };
  }

  it('keeps the variant cache on disk within its size, and still serves what it renders', async () => {
    const { app, cacheDir } = await mediaApp('small-cache', { maxCacheBytes: 1 });
    for (const width of [40, 80, 160]) {
      const response = await app.inject({ url: variantUrl(width) });
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
    expect(files(path.join(cacheDir, 'variants'))).toHaveLength(1);
  });

  it('lets a client start only so many renders a minute (429 with Retry-After); cached variants and other clients go on', async () => {
    const { app } = await mediaApp('budget', { rendersPerMinute: 2 });
    const from = (remoteAddress: string, width: number) => app.inject({ url: variantUrl(width), remoteAddress });
    expect((await from('203.0.113.1', 40)).statusCode).toBe(200);
    expect((await from('203.0.113.1', 80)).statusCode).toBe(200);
    const refused = await from('203.0.113.1', 160);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await from('203.0.113.1', 40)).statusCode).toBe(200);
    expect((await from('203.0.113.2', 160)).statusCode).toBe(200);
  });

  it('evicts the least recently served variants first, counting what an earlier run left on disk', async () => {
    const dir = path.join(root, 'lru');
    mkdirSync(path.join(dir, 'ab'), { recursive: true });
    const file = (name: string) => path.join(dir, 'ab', name);
    for (const [index, name] of ['old.jpeg', 'older.webp'].entries()) {
      writeFileSync(file(name), Buffer.alloc(100));
      utimesSync(file(name), 1000, index === 0 ? 2000 : 1000);
    }
    const ledger = openMediaLedger(dir);
    const cache = new MediaCache(ledger, dir, 250);
    await cache.ready;
    expect(cache.totalBytes).toBe(200);
    writeFileSync(file('new.png'), Buffer.alloc(100));
    cache.touch(file('older.webp'));
    await cache.add(file('new.png'), 100);
    expect([existsSync(file('old.jpeg')), existsSync(file('older.webp')), existsSync(file('new.png'))]).toEqual([false, true, true]);
    expect(cache.totalBytes).toBe(200);
    ledger.close();
  });

  it("refills a client's renders over the minute", () => {
    let now = 0;
    const ledger = openMediaLedger(path.join(root, 'refill'));
    const budget = new RenderBudget(ledger, 60, () => now);
    for (let i = 0; i < 60; i++) expect(budget.take('a')).toBe(0);
    expect(budget.take('a')).toBe(1);
    now += 2000;
    expect(budget.take('a')).toBe(0);
    ledger.close();
  });

  it("accepts the catalogue's ratio and the image's own proportions to a pixel", () => {
    expect(allowedHeights(320)).toEqual([400]);
    expect(allowedHeights(320, { width: 1600, height: 640 })).toEqual([127, 128, 129, 400]);
    expect(allowedHeights(160, { width: 1000, height: 333 })).toEqual([53, 54, 200]);
  });
});

describe('image request parsing', () => {
  it('defaults to cover at quality 80', () => {
    expect(parseImageRequest({ width: '640' })).toEqual({ width: 640, fit: 'cover', autoWebp: false, quality: 80 });
  });

  it('keeps media paths inside the media root', () => {
    expect(safeMediaPath('catalog/product/a/b/x.jpg')).toBe('catalog/product/a/b/x.jpg');
    expect(safeMediaPath('catalog/../../x.jpg')).toBeUndefined();
    expect(safeMediaPath('%E0%A4%A')).toBeUndefined();
    expect(safeMediaPath('catalog/x.jpg%00.png')).toBeUndefined();
  });
});

describe('media budgets shared by every process on one cache folder (STOREFRONT_WORKERS)', () => {
  let root: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => (root = await folderWithPhoto('storefront-media-workers-', '#8e44ad')));
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Two workers: the media routes twice over one cache folder, as each process of a cluster has them. */
  async function twoWorkers(name: string, options: { maxCacheBytes?: number; rendersPerMinute?: number }) {
    const cacheDir = path.join(root, name);
    const workers: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const app = Fastify();
      await app.register(mediaRoutes, { originalsDir: path.join(root, 'media'), cacheDir, ...options });
      await app.ready();
      apps.push(app);
      workers.push(app);
    }
    return { workers, cacheDir };
  }

  it("one client's renders a minute are counted once across both workers", async () => {
    const { workers } = await twoWorkers('renders', { rendersPerMinute: 2 });
    const from = (i: number, width: number) => workers[i % 2].inject({ url: variantUrl(width), remoteAddress: '203.0.113.9' });
    expect((await from(0, 40)).statusCode).toBe(200);
    expect((await from(1, 80)).statusCode).toBe(200);
    expect((await from(0, 160)).statusCode).toBe(429);
    expect((await from(1, 320)).statusCode).toBe(429);
    // What either rendered is on disk for both.
    expect((await from(1, 40)).statusCode).toBe(200);
  });

  it('keeps the files of both workers together within the disk budget', async () => {
    const { workers, cacheDir } = await twoWorkers('disk', { maxCacheBytes: 1 });
    for (const [i, width] of [40, 80, 160, 320].entries()) expect((await workers[i % 2].inject({ url: variantUrl(width) })).statusCode).toBe(200);
    expect(files(path.join(cacheDir, 'variants'))).toHaveLength(1);
  });

  it('keeps a bounded number of clients however many distinct ones a flood brings', () => {
    const ledger = openMediaLedger(path.join(root, 'flood'));
    let now = 0;
    const budget = new RenderBudget(ledger, 200, () => now, 100);
    for (let i = 0; i < 1_000; i++) budget.take(`10.0.${i >> 8}.${i & 255}`);
    expect(ledger.prepare('SELECT count(*) FROM render_bucket').pluck().get()).toBeLessThanOrEqual(110);
    // A client idle for a minute is forgotten at the next prune: its bucket would be full again anyway.
    now += 60_000;
    for (let i = 0; i < 10; i++) budget.take(`late${i}`);
    expect(ledger.prepare('SELECT count(*) FROM render_bucket').pluck().get()).toBe(10);
    ledger.close();
  });
});

describe('originals fetched from Magento (proxy mode)', () => {
  let root: string;
  let upstream: Server;
  let upstreamUrl: string;
  let app: FastifyInstance;
  let photo: Buffer;
  const asked: string[] = [];
  let hugeBytesSent = 0;
  const MAX_ORIGINAL = 1024 * 1024;
  const originals = () => {
    const dir = path.join(root, 'cache', 'originals');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => /\.\w+$/.test(f))
      : [];
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'storefront-media-upstream-'));
    photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#d35400' } })
      .jpeg()
      .toBuffer();
    // A stand-in for Magento on loopback: two photos, and bodies that are too large, never end or never start.
    upstream = createServer((request, response) => {
      asked.push(request.url!);
      if (request.url === '/media/photo.jpg' || request.url === '/media/other.jpg') return void response.end(photo);
      if (request.url === '/media/declared.jpg') {
        response.writeHead(200, { 'content-length': String(100 * MAX_ORIGINAL) });
        return void response.write(Buffer.alloc(1024));
      }
      if (request.url === '/media/stalled.jpg') return void response.write(Buffer.alloc(1024));
      if (request.url === '/media/silent.jpg') return;
      if (request.url === '/media/huge.jpg') {
        // Without a length, 64 KB at a time, until the reader hangs up (64 MB at most).
        const chunk = Buffer.alloc(64 * 1024);
        const more = () => {
          while (!response.destroyed && hugeBytesSent < 64 * MAX_ORIGINAL) {
            hugeBytesSent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        return more();
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    app = Fastify();
    await app.register(mediaRoutes, {
      upstream: upstreamUrl,
      cacheDir: path.join(root, 'cache'),
      maxOriginalBytes: MAX_ORIGINAL,
      originalFetchTimeoutMs: 500,
      maxCacheBytes: Math.floor(photo.length * 1.5)
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses an original larger than the limit, reading no further than it, and keeps nothing of it', async () => {
    const response = await app.inject({ url: '/media/huge.jpg' });
    expect(response.statusCode).toBe(502);
    expect(hugeBytesSent).toBeLessThan(16 * MAX_ORIGINAL);
    expect(
      readdirSync(root, { recursive: true })
        .map(String)
        .filter((f) => f.includes('huge'))
    ).toEqual([]);
    // Tried again within the minute, it is refused without asking the backend.
    expect((await app.inject({ url: '/media/huge.jpg?width=320' })).statusCode).toBe(502);
    expect(asked.filter((url) => url === '/media/huge.jpg')).toHaveLength(1);
  });

  it('refuses an original whose declared length is over the limit without reading it', async () => {
    expect((await app.inject({ url: '/media/declared.jpg' })).statusCode).toBe(502);
  });

  it('gives up on an original that never ends or never starts', async () => {
    const [stalled, silent] = await Promise.all([app.inject({ url: '/media/stalled.jpg' }), app.inject({ url: '/media/silent.jpg' })]);
    expect([stalled.statusCode, silent.statusCode]).toEqual([502, 502]);
    expect(originals()).toEqual([]);
  });

  it('counts fetched originals within the disk budget, least recently served out first', async () => {
    for (const name of ['photo.jpg', 'other.jpg']) {
      const response = await app.inject({ url: `/media/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(photo)).toBe(true);
    }
    expect(originals()).toEqual(['other.jpg']);
  });
});
