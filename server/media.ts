import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface MediaOptions {
  /** Originals on this machine (the embedded backend's media folder). */
  originalsDir?: string;
  /** A Magento base URL: originals are fetched from `${upstream}/media/...` and kept in the cache. */
  upstream?: string;
  /** Resized variants (and fetched originals) are written here. */
  cacheDir: string;
}

/** The image widths the SPA asks for (§9); anything else is refused so the cache cannot be flooded. */
export const ALLOWED_WIDTHS = new Set([40, 80, 160, 320, 640, 960, 1280, 1600, 2560]);
const MAX_HEIGHT = 4000;
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
  const request: ImageRequest = { fit: 'cover', autoWebp: false, quality: 80 };
  const width = one('width');
  if (width !== undefined) {
    request.width = positiveInt('width', width);
    if (!ALLOWED_WIDTHS.has(request.width)) throw new BadImageRequest(`"width" must be one of ${[...ALLOWED_WIDTHS].join(', ')}.`);
  }
  const height = one('height');
  if (height !== undefined) {
    request.height = positiveInt('height', height);
    if (request.height > MAX_HEIGHT) throw new BadImageRequest(`"height" must be at most ${MAX_HEIGHT}.`);
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
  if (quality !== undefined) {
    request.quality = positiveInt('quality', quality);
    if (request.quality > 100) throw new BadImageRequest('"quality" must be from 1 to 100.');
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

/**
 * GET /media/*: catalogue images, resized and re-encoded on request (?width=&height=&fit=cover&auto=webp&format=pjpg)
 * and cached on disk, so each variant is rendered once. Bad parameters are a 400, a missing image a 404.
 */
const mediaRoutes: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  if (!options.originalsDir && !options.upstream) throw new Error('mediaRoutes needs originalsDir or upstream.');
  const rendering = new Map<string, Promise<void>>();

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

  async function render(original: string, target: string, request: ImageRequest, format: OutputFormat): Promise<void> {
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
    await writeAtomically(target, await pipeline.toBuffer());
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

    const acceptsWebp = /image\/webp/.test(request.headers.accept ?? '');
    const format = outputFormatFor(imageRequest, mediaPath, acceptsWebp);
    const key = createHash('sha256')
      .update(JSON.stringify([mediaPath, imageRequest.width, imageRequest.height, imageRequest.fit, imageRequest.quality, format]))
      .digest('hex');
    const target = path.join(options.cacheDir, 'variants', key.slice(0, 2), `${key}.${format}`);

    if (!(await exists(target))) {
      // Concurrent requests for the same variant share one render.
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(original, target, imageRequest, format).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      try {
        await pending;
      } catch (error) {
        request.log.warn({ err: error, mediaPath }, 'image could not be processed');
        return reply.code(422).send({ message: 'The image could not be processed.' });
      }
    }
    if (imageRequest.autoWebp) reply.header('Vary', 'Accept');
    return reply.header('Cache-Control', IMMUTABLE).type(MIME[format]).send(createReadStream(target));
  });
};

export default mediaRoutes;
