import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers that only govern a document (or a worker): its content policy, framing, referrer, opener, agent cluster and
 * legacy browser switches. A build script or style sheet, or a raster image, is never one, and these would add about
 * half a kilobyte to each of the half-dozen responses a landing waits for on a slow connection. `nosniff` and the
 * resource policy stay on every response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection'
];

/** Hashed build scripts and styles (the service worker is at the root, and keeps its policy), and raster images. */
function isNeverADocument(url: string, contentType: string): boolean {
  if (url.startsWith('/static/')) return /^(application|text)\/(javascript|css)\b/.test(contentType);
  return /^image\/(?!svg)/.test(contentType);
}

/**
 * Security headers for every response. Scripts only from our own origin (no inline scripts: the build emits
 * none), and the SPA only ever talks to its own origin, so 'self' is the whole allow-list.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"]
      }
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Catalogue images may be embedded by the shop's own CDN or marketing pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    hsts: false
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isNeverADocument(request.url, String(reply.getHeader('content-type') ?? ''))) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });
}
