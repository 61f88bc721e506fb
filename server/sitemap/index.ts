import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { StorefrontBackend } from '../pages/backendClient';
import { collectSitemapEntries } from './collectEntries';
import { robotsTxt } from './robotsTxt';
import { renderSitemaps, SITEMAP_LIMITS, type SitemapLimits, type Sitemaps } from './sitemapXml';

export interface SitemapOptions {
  backend: StorefrontBackend;
  /** config.publicUrl: every URL in the sitemaps and robots.txt is absolute on it. */
  publicUrl: string;
  limits?: SitemapLimits;
  /** How long a generated sitemap is served before it is regenerated (the old one is served meanwhile). */
  ttlMs?: number;
  /** A generation taking longer is abandoned (a huge catalogue or a stuck backend). */
  generationTimeoutMs?: number;
  /** How long a request waits for a first generation before it answers 503 (the generation goes on). */
  responseWaitMs?: number;
  /** After a failed generation: the 503's Retry-After, and the pause before the backend is asked again. */
  retryAfterSeconds?: number;
}

const HOUR = 60 * 60 * 1000;
const XML = 'application/xml; charset=utf-8';
const SHORT_CACHE = 'public, max-age=600';

function delay(ms: number): { promise: Promise<undefined>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * The sitemaps kept in memory: generated on first demand, served until the TTL has passed, then regenerated in the
 * background while the old copy is still served. One generation at a time; a failed one is not retried for a while.
 */
class SitemapStore {
  private current?: { sitemaps: Sitemaps; generatedAt: number };
  private inFlight?: Promise<Sitemaps | undefined>;
  private failedAt = -Infinity;
  private readonly abort = new AbortController();

  constructor(
    private readonly options: Required<SitemapOptions>,
    private readonly log: FastifyBaseLogger
  ) {}

  async get(): Promise<Sitemaps | undefined> {
    const now = Date.now();
    if (this.current && now - this.current.generatedAt < this.options.ttlMs) return this.current.sitemaps;
    if (!this.inFlight && now - this.failedAt >= this.options.retryAfterSeconds * 1000) this.inFlight = this.generate();
    if (this.current) return this.current.sitemaps;
    if (!this.inFlight) return undefined;
    const wait = delay(this.options.responseWaitMs);
    try {
      return await Promise.race([this.inFlight, wait.promise]);
    } finally {
      wait.cancel();
    }
  }

  close(): void {
    this.abort.abort();
  }

  private async generate(): Promise<Sitemaps | undefined> {
    const started = performance.now();
    // A timer of our own, not AbortSignal.timeout inside AbortSignal.any: Node 20 may collect that timeout signal
    // before it fires (nodejs/node#57736), and the generation would then never be abandoned.
    const generation = new AbortController();
    const abandon = () => generation.abort();
    const timer = setTimeout(abandon, this.options.generationTimeoutMs);
    this.abort.signal.addEventListener('abort', abandon, { once: true });
    const signal = generation.signal;
    try {
      const stores = await collectSitemapEntries(this.options.backend, this.options.publicUrl, signal);
      const sitemaps = renderSitemaps(stores, this.options.publicUrl, this.options.limits);
      this.current = { sitemaps, generatedAt: Date.now() };
      const bytes = [...sitemaps.files.values()].reduce((sum, xml) => sum + Buffer.byteLength(xml), Buffer.byteLength(sitemaps.index));
      const urls = stores.reduce((sum, store) => sum + store.entries.length, 0);
      this.log.info({ ms: Math.round(performance.now() - started), urls, files: sitemaps.files.size, bytes }, 'Sitemaps generated.');
      return sitemaps;
    } catch (error) {
      this.failedAt = Date.now();
      this.log.warn({ err: error }, 'Sitemap generation failed: the backend did not list the catalogue.');
      return undefined;
    } finally {
      clearTimeout(timer);
      this.abort.signal.removeEventListener('abort', abandon);
      this.inFlight = undefined;
    }
  }
}

function unavailable(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(503)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('The sitemap is not available right now. Please try again later.');
}

/**
 * `/sitemap.xml` (the index: one sitemap per store view), `/sitemaps/<store>.xml` (or `<store>-<n>.xml` past the
 * per-file limits) and `/robots.txt` naming the index. Built from the backend's GraphQL only, so it works the same
 * with the embedded backend and with a real Magento.
 */
export default async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions): Promise<void> {
  const settings: Required<SitemapOptions> = {
    limits: SITEMAP_LIMITS,
    ttlMs: HOUR,
    generationTimeoutMs: 120_000,
    responseWaitMs: 10_000,
    retryAfterSeconds: 60,
    ...options
  };
  const store = new SitemapStore(settings, app.log);
  app.addHook('onClose', async () => store.close());

  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', SHORT_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(settings.publicUrl))
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemaps = await store.get();
    if (!sitemaps) return unavailable(reply, settings.retryAfterSeconds);
    return reply.header('Cache-Control', SHORT_CACHE).type(XML).send(sitemaps.index);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const sitemaps = await store.get();
    if (!sitemaps) return unavailable(reply, settings.retryAfterSeconds);
    const xml = sitemaps.files.get(request.params.file);
    if (xml === undefined)
      return reply
        .code(404)
        .type('application/json')
        .send({ message: `No such sitemap: ${request.params.file}` });
    return reply.header('Cache-Control', SHORT_CACHE).type(XML).send(xml);
  });
}
