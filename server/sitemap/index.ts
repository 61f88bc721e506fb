import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import type { StorefrontBackend } from '../pages/backendClient';
import { writeSitemapEntries } from './collectEntries';
import { robotsTxt } from './robotsTxt';
import { SitemapWriter, SITEMAP_LIMITS, type SitemapLimits, type Sitemaps } from './sitemapXml';

export interface SitemapOptions {
  backend: StorefrontBackend;
  /** config.publicUrl: every URL in the sitemaps and robots.txt is absolute on it. */
  publicUrl: string;
  /**
   * Where the sitemap files are written (default: the temp folder). Each server process writes into a folder of its
   * own inside it, one sub-folder per generation, and removes it when it closes.
   */
  directory?: string;
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

/** A process's folder: `sitemaps-<host>-<pid>-<random>` (a folder of an earlier version has no host). */
const PROCESS_FOLDER = /^sitemaps-(?:(.+)-)?(\d+)-[A-Za-z0-9]{6}$/;
const processFolderPrefix = () => `sitemaps-${hostname()}-${process.pid}-`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders that processes of this machine left behind when they did not close (a crash, a kill): their
 * process is gone. Folders of live processes (other workers sharing the directory) and of other machines (a data
 * directory on a shared volume) are left alone.
 */
async function sweepAbandonedFolders(directory: string): Promise<void> {
  const entries = await readdir(directory).catch(() => [] as string[]);
  for (const entry of entries) {
    const match = PROCESS_FOLDER.exec(entry);
    if (!match || (match[1] !== undefined && match[1] !== hostname()) || isAlive(Number(match[2]))) continue;
    await rm(path.join(directory, entry), { recursive: true, force: true });
  }
}

function delay(ms: number): { promise: Promise<undefined>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * The sitemaps, written to files as the catalogue is paged (only a page and the index are held in memory): generated
 * on first demand, served until the TTL has passed, then regenerated in the background into a new folder while the
 * old files are still served; the new generation replaces the old one only once complete. One generation at a time;
 * a failed one is not retried for a while.
 */
class SitemapStore {
  private current?: { sitemaps: Sitemaps; generatedAt: number; folder: string };
  private inFlight?: Promise<Sitemaps | undefined>;
  private failedAt = -Infinity;
  private generations = 0;
  private ownFolder?: Promise<string>;
  private readonly abort = new AbortController();

  constructor(
    private readonly options: Required<SitemapOptions>,
    private readonly log: FastifyBaseLogger
  ) {}

  /** This process's folder: several workers may share the parent. */
  private folder(): Promise<string> {
    this.ownFolder ??= mkdir(this.options.directory, { recursive: true }).then(() =>
      mkdtemp(path.join(this.options.directory, processFolderPrefix()))
    );
    return this.ownFolder;
  }

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

  async close(): Promise<void> {
    this.abort.abort();
    await this.inFlight;
    if (this.ownFolder) await rm(await this.ownFolder, { recursive: true, force: true });
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
    let folder: string | undefined;
    let writer: SitemapWriter | undefined;
    try {
      folder = path.join(await this.folder(), String(++this.generations));
      await mkdir(folder);
      writer = new SitemapWriter(folder, this.options.publicUrl, this.options.limits);
      await writeSitemapEntries(this.options.backend, this.options.publicUrl, signal, writer);
      const sitemaps = writer.finish();
      const previous = this.current;
      this.current = { sitemaps, generatedAt: Date.now(), folder };
      // Answers already streaming from the old files keep reading them: an unlinked file lives while it is open.
      if (previous) await rm(previous.folder, { recursive: true, force: true });
      let bytes = Buffer.byteLength(sitemaps.index);
      for (const file of sitemaps.files.values()) bytes += (await stat(file)).size;
      this.log.info({ ms: Math.round(performance.now() - started), files: sitemaps.files.size, bytes }, 'Sitemaps generated.');
      return sitemaps;
    } catch (error) {
      this.failedAt = Date.now();
      await writer?.abandon();
      if (folder) await rm(folder, { recursive: true, force: true }).catch(() => undefined);
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
    directory: tmpdir(),
    ...options
  };
  const store = new SitemapStore(settings, app.log);
  app.addHook('onClose', async () => store.close());
  // At start: what crashed processes left in the shared directory goes.
  await sweepAbandonedFolders(settings.directory);

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
    const file = sitemaps.files.get(request.params.file);
    if (file === undefined)
      return reply
        .code(404)
        .type('application/json')
        .send({ message: `No such sitemap: ${request.params.file}` });
    // Streamed from its file: a sitemap may be tens of MB. Opened first, so a later generation's swap does not matter.
    const handle = await open(file).catch(() => undefined);
    if (!handle) return unavailable(reply, settings.retryAfterSeconds);
    const { size } = await handle.stat();
    return reply.header('Cache-Control', SHORT_CACHE).header('Content-Length', String(size)).type(XML).send(handle.createReadStream());
  });
}
