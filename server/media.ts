import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_IMAGE_RATIO, IMAGE_WIDTHS } from '../src/lib/images';

export interface MediaOptions {
  /** Originals on this machine (the embedded backend's media folder). */
  originalsDir?: string;
  /** A Magento base URL: originals are fetched from `${upstream}/media/...` and kept in the cache. */
  upstream?: string;
  /** Resized variants (and fetched originals) are written here. */
  cacheDir: string;
  /** The variants kept on disk at most, in bytes; the least recently served go first (DEFAULT_CACHE_BYTES). */
  maxCacheBytes?: number;
  /** New variants one client may have rendered per minute, in a burst or spread out (DEFAULT_RENDERS_PER_MINUTE). */
  rendersPerMinute?: number;
}

/** The image widths the SPA asks for (§9, src/lib/images.ts); anything else is refused so the cache cannot be flooded. */
export const ALLOWED_WIDTHS: ReadonlySet<number> = new Set(Object.values(IMAGE_WIDTHS));
/** The storefront never asks for a quality: every variant is encoded at this one. */
export const DEFAULT_QUALITY = 80;
export const DEFAULT_CACHE_BYTES = 1024 * 1024 * 1024;
export const DEFAULT_RENDERS_PER_MINUTE = 200;
const FORMATS = { pjpg: 'jpeg', jpg: 'jpeg', png: 'png', webp: 'webp' } as const;
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml' } as const;
const IMAGE_FILE = /\.(jpe?g|png|webp|gif|svg)$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ORIGINAL = 'public, max-age=86400';

type OutputFormat = 'jpeg' | 'png' | 'webp';

export interface ImageRequest {
  width?: number;
  height?: number;
  fit: 'cover' | 'contain' | 'inside';
  format?: OutputFormat;
  autoWebp: boolean;
  quality: number;
}

class BadImageRequest extends Error {}

/**
 * The heights the storefront asks for at `width` (§9): the catalogue's ratio (src/lib/images.ts, what the Image
 * component, the carousel and link previews ask for), and the image's own proportions to a pixel (what CMS images
 * are given by src/lib/responsiveImages.ts from their width and height attributes). About 10⁷ heights and
 * qualities per image were otherwise each a render kept on disk.
 */
export function allowedHeights(width: number, original?: { width: number; height: number }): number[] {
  const heights = new Set([Math.round(width / DEFAULT_IMAGE_RATIO)]);
  if (original && original.width > 0 && original.height > 0) {
    const exact = (width * original.height) / original.width;
    for (let height = Math.max(1, Math.ceil(exact - 1)); height <= Math.floor(exact + 1); height++) heights.add(height);
  }
  return [...heights].sort((a, b) => a - b);
}

function positiveInt(name: string, value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1) throw new BadImageRequest(`"${name}" must be a positive whole number.`);
  return Number(value);
}

/** Validates the query string of an image request; throws BadImageRequest with a message for the shopper's developer. */
export function parseImageRequest(query: Record<string, string | string[] | undefined>): ImageRequest {
  const one = (name: string) => {
    const value = query[name];
    if (Array.isArray(value)) throw new BadImageRequest(`"${name}" is given more than once.`);
    return value === undefined || value === '' ? undefined : value;
  };
  const request: ImageRequest = { fit: 'cover', autoWebp: false, quality: DEFAULT_QUALITY };
  const width = one('width');
  if (width !== undefined) {
    request.width = positiveInt('width', width);
    if (!ALLOWED_WIDTHS.has(request.width)) throw new BadImageRequest(`"width" must be one of ${[...ALLOWED_WIDTHS].join(', ')}.`);
  }
  const height = one('height');
  if (height !== undefined) {
    request.height = positiveInt('height', height);
    // Which heights go with the width depends on the image (allowedHeights), checked once the original is found.
    if (request.width === undefined) throw new BadImageRequest('"height" needs a "width".');
  }
  const fit = one('fit');
  if (fit !== undefined) {
    if (fit !== 'cover' && fit !== 'contain' && fit !== 'inside') throw new BadImageRequest('"fit" must be cover, contain or inside.');
    request.fit = fit;
  }
  const format = one('format');
  if (format !== undefined) {
    if (!(format in FORMATS)) throw new BadImageRequest('"format" must be pjpg, jpg, png or webp.');
    request.format = FORMATS[format as keyof typeof FORMATS];
  }
  const auto = one('auto');
  if (auto !== undefined) {
    if (auto !== 'webp') throw new BadImageRequest('"auto" must be webp.');
    request.autoWebp = true;
  }
  const quality = one('quality');
  if (quality !== undefined && quality !== String(DEFAULT_QUALITY)) {
    throw new BadImageRequest(`"quality" must be ${DEFAULT_QUALITY} (or left out).`);
  }
  return request;
}

/** The media path inside the media root, or undefined when it tries to leave it or is not an image. */
export function safeMediaPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const normalized = path.posix.normalize(`/${decoded}`).slice(1);
  if (normalized === '' || normalized.startsWith('..') || decoded.split('/').includes('..')) return undefined;
  return IMAGE_FILE.test(normalized) ? normalized : undefined;
}

function outputFormatFor(request: ImageRequest, original: string, acceptsWebp: boolean): OutputFormat {
  if (request.autoWebp && acceptsWebp) return 'webp';
  if (request.format) return request.format;
  return /\.png$/i.test(original) ? 'png' : /\.webp$/i.test(original) ? 'webp' : 'jpeg';
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false
  );
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** The client a render is counted against: its address, or its /64 for IPv6 (one host holds a whole /64). */
export function renderClient(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!net.isIPv6(ip)) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** Renders each client may start: a bucket of `perMinute`, refilled continuously; cached variants cost nothing. */
export class RenderBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private static readonly MAX_CLIENTS = 10_000;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now
  ) {}

  /** Takes one render for `client`: 0 when granted, else the seconds until one is free. */
  take(client: string): number {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > RenderBudget.MAX_CLIENTS) this.forgetIdle(now);
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * 60) / this.perMinute);
    bucket.tokens -= 1;
    return 0;
  }

  /** Clients idle for a minute have a full bucket again: forgetting them changes nothing. Then the longest idle. */
  private forgetIdle(now: number): void {
    for (const [client, bucket] of this.buckets) if (now - bucket.at >= 60_000) this.buckets.delete(client);
    for (const client of this.buckets.keys()) {
      if (this.buckets.size <= RenderBudget.MAX_CLIENTS) break;
      this.buckets.delete(client);
    }
  }
}

const VARIANT_FILE = /\.(jpeg|png|webp)$/;

/**
 * The variants on disk, least recently served first, with their sizes: beyond `maxBytes` the least recently served
 * are deleted. What an earlier run left is read at start (oldest first, by modification time).
 */
export class VariantCache {
  private entries = new Map<string, number>();
  private bytes = 0;
  readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number
  ) {
    this.ready = this.scan();
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private async scan(): Promise<void> {
    const names = await readdir(this.dir, { recursive: true }).catch(() => [] as string[]);
    const found: { file: string; size: number; modified: number }[] = [];
    for (const name of names) {
      if (!VARIANT_FILE.test(name)) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) found.push({ file, size: info.size, modified: info.mtimeMs });
    }
    found.sort((a, b) => a.modified - b.modified);
    // Variants written or served while scanning are the most recent.
    const recent = this.entries;
    this.entries = new Map(found.map(({ file, size }) => [file, size]));
    for (const [file, size] of recent) {
      this.entries.delete(file);
      this.entries.set(file, size);
    }
    this.bytes = 0;
    for (const size of this.entries.values()) this.bytes += size;
    await this.evict();
  }

  /** A variant was served from disk. */
  touch(file: string): void {
    const size = this.entries.get(file);
    if (size === undefined) return;
    this.entries.delete(file);
    this.entries.set(file, size);
  }

  /** A variant was written; the least recently served go while the cache is over its size. */
  async add(file: string, size: number): Promise<void> {
    this.bytes += size - (this.entries.get(file) ?? 0);
    this.entries.delete(file);
    this.entries.set(file, size);
    await this.evict();
  }

  private async evict(): Promise<void> {
    while (this.bytes > this.maxBytes && this.entries.size > 1) {
      const [oldest, size] = this.entries.entries().next().value as [string, number];
      this.entries.delete(oldest);
      this.bytes -= size;
      // A reader that opened it before keeps reading (POSIX); gone already is as good.
      await unlink(oldest).catch(() => undefined);
    }
  }
}

async function openIfExists(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * GET /media/*: catalogue images, resized and re-encoded on request (?width=&height=&fit=cover&auto=webp&format=pjpg)
 * and cached on disk, so each variant is rendered once. Only the variants the storefront asks for are made
 * (ALLOWED_WIDTHS, allowedHeights, DEFAULT_QUALITY), the disk cache is bounded (maxCacheBytes, least recently
 * served out first) and each client may start rendersPerMinute renders. Bad parameters are a 400, a missing image
 * a 404, a client over its renders a 429.
 */
const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  if (!options.originalsDir && !options.upstream) throw new Error('mediaRoutes needs originalsDir or upstream.');
  const rendering = new Map<string, Promise<Buffer>>();
  const variants = new VariantCache(path.join(options.cacheDir, 'variants'), options.maxCacheBytes ?? DEFAULT_CACHE_BYTES);
  const budget = new RenderBudget(options.rendersPerMinute ?? DEFAULT_RENDERS_PER_MINUTE);
  /** Width and height of originals as shown (EXIF orientation applied), by file and modification time. */
  const sizes = new Map<string, Promise<{ width: number; height: number }>>();

  async function originalSize(file: string): Promise<{ width: number; height: number }> {
    const key = `${file}:${(await stat(file)).mtimeMs}`;
    let size = sizes.get(key);
    if (!size) {
      size = sharp(file)
        .metadata()
        .then(({ width = 0, height = 0, orientation = 1 }) => (orientation >= 5 ? { width: height, height: width } : { width, height }));
      void size.catch(() => sizes.delete(key));
      if (sizes.size >= 10_000) sizes.delete(sizes.keys().next().value as string);
      sizes.set(key, size);
    }
    return size;
  }

  /** The original on local disk, fetching it from the upstream Magento once when proxying. */
  async function originalFile(mediaPath: string): Promise<string | undefined> {
    if (options.originalsDir) {
      const file = path.join(options.originalsDir, mediaPath);
      return (await exists(file)) ? file : undefined;
    }
    const file = path.join(options.cacheDir, 'originals', mediaPath);
    if (await exists(file)) return file;
    const response = await fetch(`${options.upstream}/media/${mediaPath.split('/').map(encodeURIComponent).join('/')}`);
    if (!response.ok) return undefined;
    await writeAtomically(file, Buffer.from(await response.arrayBuffer()));
    return file;
  }

  async function render(original: string, target: string, request: ImageRequest, format: OutputFormat): Promise<Buffer> {
    let pipeline = sharp(await readFile(original), { failOn: 'error' }).rotate();
    if (request.width || request.height) {
      pipeline = pipeline.resize({ width: request.width, height: request.height, fit: request.fit, withoutEnlargement: true });
    }
    pipeline =
      format === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: true })
        : format === 'webp'
          ? pipeline.webp({ quality: request.quality })
          : pipeline.jpeg({ quality: request.quality, progressive: true, mozjpeg: true });
    const image = await pipeline.toBuffer();
    await writeAtomically(target, image);
    await variants.add(target, image.length);
    return image;
  }

  app.get('/media/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const mediaPath = safeMediaPath(request.params['*']);
    if (!mediaPath) return reply.code(404).send({ message: 'No such image.' });

    let imageRequest: ImageRequest;
    try {
      imageRequest = parseImageRequest(request.query as Record<string, string>);
    } catch (error) {
      if (error instanceof BadImageRequest) return reply.code(400).send({ message: error.message });
      throw error;
    }

    let original: string | undefined;
    try {
      original = await originalFile(mediaPath);
    } catch (error) {
      request.log.warn({ err: error, mediaPath }, 'image original could not be fetched');
      return reply.code(502).send({ message: 'The image could not be fetched from the backend.' });
    }
    if (!original) return reply.code(404).send({ message: 'No such image.' });

    const transforms = imageRequest.width || imageRequest.height || imageRequest.format || imageRequest.autoWebp;
    if (!transforms || /\.(svg|gif)$/i.test(mediaPath)) {
      const type = (MIME as Record<string, string>)[path.extname(mediaPath).slice(1).toLowerCase().replace('jpg', 'jpeg')];
      return reply.header('Cache-Control', ORIGINAL).type(type).send(createReadStream(original));
    }

    if (imageRequest.height !== undefined && imageRequest.width !== undefined) {
      let heights: number[];
      try {
        heights = allowedHeights(imageRequest.width, await originalSize(original));
      } catch (error) {
        request.log.warn({ err: error, mediaPath }, 'image could not be read');
        return reply.code(422).send({ message: 'The image could not be processed.' });
      }
      if (!heights.includes(imageRequest.height)) {
        return reply.code(400).send({ message: `"height" must be ${heights.join(' or ')} for this image at width ${imageRequest.width}.` });
      }
    }

    const acceptsWebp = /image\/webp/.test(request.headers.accept ?? '');
    const format = outputFormatFor(imageRequest, mediaPath, acceptsWebp);
    const key = createHash('sha256')
      .update(JSON.stringify([mediaPath, imageRequest.width, imageRequest.height, imageRequest.fit, imageRequest.quality, format]))
      .digest('hex');
    const target = path.join(options.cacheDir, 'variants', key.slice(0, 2), `${key}.${format}`);
    if (imageRequest.autoWebp) reply.header('Vary', 'Accept');

    // Opened, a variant can be evicted meanwhile and still be read whole.
    const cached = await openIfExists(target);
    if (cached) {
      variants.touch(target);
      return reply.header('Cache-Control', IMMUTABLE).type(MIME[format]).send(cached.createReadStream());
    }
    // Concurrent requests for the same variant share one render, counted against the client that started it.
    let pending = rendering.get(key);
    if (!pending) {
      const wait = budget.take(renderClient(request.ip));
      if (wait > 0) {
        return reply
          .code(429)
          .header('Retry-After', String(wait))
          .send({ message: 'Too many new image sizes asked for at once; try again shortly.' });
      }
      pending = render(original, target, imageRequest, format).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    let image: Buffer;
    try {
      image = await pending;
    } catch (error) {
      request.log.warn({ err: error, mediaPath }, 'image could not be processed');
      return reply.code(422).send({ message: 'The image could not be processed.' });
    }
    return reply.header('Cache-Control', IMMUTABLE).type(MIME[format]).send(image);
  });
};

export default mediaRoutes;
