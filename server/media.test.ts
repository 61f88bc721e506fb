import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import mediaRoutes, { parseImageRequest, safeMediaPath } from './media';

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
