import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline as pipeStreams } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { clientKey } from '../backend';
import { DEFAULT_IMAGE_RATIO, IMAGE_WIDTHS } from '../src/lib/images';
import { MediaCache, openMediaLedger, RenderBudget } from './mediaBudgets';

export interface MediaOptions {
  /** Originals on this machine (the embedded backend's media folder). */
  originalsDir?: string;
  /** A Magento base URL: originals are fetched from `${upstream}/media/...` and kept in the cache. */
  upstream?: string;
  /**
   * Resized variants (and fetched originals) are written here, and counted in its `media.sqlite` with every other
   * process on the folder (mediaBudgets.ts).
   */
  cacheDir: string;
  /** The variants and fetched originals kept on disk at most, in bytes; the least recently served go first (DEFAULT_CACHE_BYTES). */
  maxCacheBytes?: number;
  /** New variants one client may have rendered per minute, in a burst or spread out (DEFAULT_RENDERS_PER_MINUTE). */
  rendersPerMinute?: number;
  /** Proxy mode: the largest original fetched from Magento, in bytes (DEFAULT_MAX_ORIGINAL_BYTES); a larger one is a 502. */
  maxOriginalBytes?: number;
  /** Proxy mode: how long fetching an original may take, body included (DEFAULT_ORIGINAL_FETCH_TIMEOUT_MS); then a 502. */
  originalFetchTimeoutMs?: number;
}

/** The image widths the SPA asks for (§9, src/lib/images.ts); anything else is refused so the cache cannot be flooded. */
export const ALLOWED_WIDTHS: ReadonlySet<number> = new Set(Object.values(IMAGE_WIDTHS));
/** The storefront never asks for a quality: every variant is encoded at this one. */
export const DEFAULT_QUALITY = 80;
export const DEFAULT_CACHE_BYTES = 1024 * 1024 * 1024;
export const DEFAULT_RENDERS_PER_MINUTE = 200;
/** A product photograph is a few MB at most; 25 MB leaves room for a poster-sized one, not for a flood. */
export const DEFAULT_MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;
export const DEFAULT_ORIGINAL_FETCH_TIMEOUT_MS = 15_000;
/** An original too large or too slow is not fetched again for this long: it costs the backend once a minute per process. */
const FAILED_FETCH_MEMORY_MS = 60_000;
const FAILED_FETCHES_KEPT = 1_000;
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
/** The backend's original could not be fetched whole: too large, too slow, or failed. */
class OriginalNotFetched extends Error {}

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

/** A temporary file beside `file` (its folder made): written whole, then renamed over it, so no reader sees a part. */
async function temporaryBeside(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = await temporaryBeside(file);
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Writes a response body to `file` (whole or not at all: through a temporary file) and returns its size; beyond
 * `maxBytes` it stops reading and throws. The caller's signal bounds the time.
 */
async function writeBody(body: WebReadableStream<Uint8Array>, file: string, maxBytes: number): Promise<number> {
  const temporary = await temporaryBeside(file);
  let bytes = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new OriginalNotFetched(`larger than ${maxBytes} bytes`) : null, chunk);
    }
  });
  try {
    await pipeStreams(Readable.fromWeb(body), capped, createWriteStream(temporary));
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return bytes;
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
 * (ALLOWED_WIDTHS, allowedHeights, DEFAULT_QUALITY), the disk cache of variants and fetched originals is bounded
 * (maxCacheBytes, least recently served out first) and each client may start rendersPerMinute renders, both counted
 * for every process on the cache folder together. An original fetched from Magento is bounded in size and time
 * (maxOriginalBytes, originalFetchTimeoutMs). Bad parameters are a 400, a missing image a 404, a client over its
 * renders a 429, an original that could not be fetched a 502.
 */
const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  if (!options.originalsDir && !options.upstream) throw new Error('mediaRoutes needs originalsDir or upstream.');
  const rendering = new Map<string, Promise<Buffer>>();
  // Shared with every process on the cache folder (STOREFRONT_WORKERS): the files on disk and each client's renders.
  const ledger = openMediaLedger(options.cacheDir);
  const cache = new MediaCache(ledger, options.cacheDir, options.maxCacheBytes ?? DEFAULT_CACHE_BYTES);
  const budget = new RenderBudget(ledger, options.rendersPerMinute ?? DEFAULT_RENDERS_PER_MINUTE);
  app.addHook('onClose', async () => {
    await cache.ready.catch(() => undefined);
    cache.close();
    ledger.close();
  });
  const maxOriginalBytes = options.maxOriginalBytes ?? DEFAULT_MAX_ORIGINAL_BYTES;
  const originalFetchTimeoutMs = options.originalFetchTimeoutMs ?? DEFAULT_ORIGINAL_FETCH_TIMEOUT_MS;
  /** Originals being fetched (one fetch for concurrent requests), and when a failed one may be tried again. */
  const fetching = new Map<string, Promise<string | undefined>>();
  const failedFetches = new Map<string, number>();
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
    if (await exists(file)) {
      cache.touch(file);
      return file;
    }
    if ((failedFetches.get(mediaPath) ?? 0) > Date.now()) throw new OriginalNotFetched('failed within the last minute');
    let pending = fetching.get(mediaPath);
    if (!pending) {
      pending = fetchOriginal(mediaPath, file).finally(() => fetching.delete(mediaPath));
      fetching.set(mediaPath, pending);
    }
    return pending;
  }

  /** Fetches an original from Magento into the cache, within maxOriginalBytes and originalFetchTimeoutMs. */
  async function fetchOriginal(mediaPath: string, file: string): Promise<string | undefined> {
    try {
      const signal = AbortSignal.timeout(originalFetchTimeoutMs);
      const response = await fetch(`${options.upstream}/media/${mediaPath.split('/').map(encodeURIComponent).join('/')}`, { signal });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        return undefined;
      }
      if (Number(response.headers.get('content-length')) > maxOriginalBytes) {
        await response.body.cancel();
        throw new OriginalNotFetched(`larger than ${maxOriginalBytes} bytes`);
      }
      await cache.add(file, await writeBody(response.body as WebReadableStream<Uint8Array>, file, maxOriginalBytes));
      return file;
    } catch (error) {
      // Too large or too slow is remembered; a backend that is merely down is asked again at once when it is back.
      if (error instanceof OriginalNotFetched || (error as Error).name === 'TimeoutError') {
        if (failedFetches.size >= FAILED_FETCHES_KEPT) failedFetches.delete(failedFetches.keys().next().value as string);
        failedFetches.set(mediaPath, Date.now() + FAILED_FETCH_MEMORY_MS);
      }
      throw error;
    }
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
    await cache.add(target, image.length);
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
      cache.touch(target);
      return reply.header('Cache-Control', IMMUTABLE).type(MIME[format]).send(cached.createReadStream());
    }
    // Concurrent requests for the same variant share one render, counted against the client that started it.
    let pending = rendering.get(key);
    if (!pending) {
      // A client whose socket has already closed has no address (fastify's `ip` is then undefined).
      const wait = budget.take(clientKey(request.ip as string | undefined));
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
