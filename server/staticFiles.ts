import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHE = 'no-cache';
/** Files whose names carry no content hash get a short cache so that a deploy shows within minutes. */
const SHORT_CACHE = 'public, max-age=600';

/** Paths the SPA never renders: API and media misses are real 404s, not the shell. */
const API_PATH = /^\/(graphql|rest|media)(\/|$|\?)/;
/** A request for a file (not a page): a missing one is a 404. Catalogue URLs end in .html and are pages. */
const FILE_PATH = /^\/static\/|\.(js|mjs|css|map|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|gz|br)$/i;

/**
 * A page's path, never a file of the build: its last segment has no extension, or ends in .html (catalogue URLs;
 * the build's only HTML file is index.html). Asking the file system for it first would cost three failed stat calls
 * (.br, .gz, plain) on every page request, a quarter of a cached page's CPU.
 */
const PAGE_PATH = /(?:\.html|\/[^/.]*)$/i;
const isBuildFilePath = (pathname: string) => pathname.startsWith('/static/') || pathname === '/index.html' || !PAGE_PATH.test(pathname);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (name === 'index.html' || name === 'sw.js') return NEVER_CACHE;
  if (filePath.split(path.sep).includes('static')) return IMMUTABLE;
  return SHORT_CACHE;
}

/** Answers a page request with its first HTML. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Serves the production build: precompressed (brotli/gzip) hashed assets, every page path through `sendPage`
 * (its own first HTML, see pages/), and plain 404s for API, media and missing files.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string, sendPage: PageHandler): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // Page paths go straight to the not-found handler below, which hands them to `sendPage`.
    allowedPath: isBuildFilePath,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    }
  });

  app.get('/', sendPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(pathname) && !FILE_PATH.test(pathname);
    if (isPageRequest) return sendPage(request, reply);
    return reply
      .code(404)
      .type('application/json')
      .send({ message: `No such resource: ${request.method} ${pathname}` });
  });
}
