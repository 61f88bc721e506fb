import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isTrackingParam, type AvailableStore } from '../../src/app/pageData';
import type { StorefrontBackend } from './backendClient';
import { fetchStores, PageComposer, type ComposedPage } from './composePage';
import { serverHtmlSanitizer } from './htmlSanitizer';
import { renderPage } from './renderPage';

export interface PagesOptions {
  distDir: string;
  publicUrl: string;
  backend: StorefrontBackend;
  /** How long a page request waits for its data before the plain shell goes out instead (ms). */
  budgetMs?: number;
  /** How long a composed page is reused (ms). */
  ttlMs?: number;
}

/** The first HTML of one page, ready to send: compressed once when composed, not per request. */
interface PageResponse {
  status: ComposedPage['status'];
  location?: string;
  html: string;
  encoded?: { br: Buffer; gzip: Buffer };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this the encoding costs more than it saves (@fastify/compress's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** Compressed in the thread pool (not on the event loop), once per composition. */
async function encode(html: string): Promise<PageResponse['encoded']> {
  if (html.length < COMPRESS_FROM_BYTES) return undefined;
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }),
    gzip(html, { level: 6 })
  ]);
  return { br, gzip: gz };
}

/** The encoding to answer with: brotli, else gzip, as the client accepts them (q=0 refuses); none otherwise. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase())
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const DEFAULT_BUDGET_MS = 300;
const DEFAULT_TTL_MS = 60_000;
/** A composition that misses the budget still finishes (for the next request) within this time. */
const COMPOSE_TIMEOUT_MS = 5_000;
/** Longer URLs are not pages of this shop: they get the shell without asking the backend. */
const MAX_PATH_LENGTH = 1024;
const MAX_SEARCH_LENGTH = 1024;
/** Browsers revalidate every time (a deploy or a price change shows at once); a CDN may keep a page briefly. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const SHELL_CACHE_CONTROL = 'no-cache';

/** A file of the build, read again when a deploy replaces it. */
class BuildFile<T> {
  private mtimeMs = -1;
  private value: T | undefined;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
    private readonly fallback: T
  ) {}

  get version(): number {
    this.read();
    return this.mtimeMs;
  }

  read(): T {
    try {
      const { mtimeMs } = statSync(this.file);
      if (mtimeMs !== this.mtimeMs || this.value === undefined) {
        this.value = this.parse(readFileSync(this.file, 'utf8'));
        this.mtimeMs = mtimeMs;
      }
      return this.value;
    } catch {
      return this.value ?? this.fallback;
    }
  }
}

/**
 * The query string as far as it shapes a page: campaign and click ids of shared links are left out, so every
 * link to a page shares its composition.
 */
function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isTrackingParam(name)) params.delete(name);
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}

/** `work`'s answer if it comes within `ms`; the timer is cleared either way (most pages come from the cache at once). */
async function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Page requests: each URL answers with its own first HTML (status, head, preloads and the page's data) composed
 * from the backend within a time budget, cached briefly; when the backend is slow or failing, the plain shell.
 */
export function createPageHandler(options: PagesOptions) {
  const { distDir, publicUrl, backend, budgetMs = DEFAULT_BUDGET_MS, ttlMs = DEFAULT_TTL_MS } = options;
  const template = new BuildFile(path.join(distDir, 'index.html'), (text) => text, '');
  const chunks = new BuildFile<Record<string, string[]>>(
    path.join(distDir, 'page-chunks.json'),
    (text) => JSON.parse(text) as Record<string, string[]>,
    {}
  );
  const chunkFiles = (name: string) => chunks.read()[name] ?? [];

  const stores = new LRUCache<'stores', AvailableStore[]>({
    max: 1,
    ttl: ttlMs,
    fetchMethod: () => fetchStores(backend, AbortSignal.timeout(COMPOSE_TIMEOUT_MS))
  });
  // The sanitiser's thread starts now, not on the first page request; until it can, pages go without sanitised HTML.
  void serverHtmlSanitizer().catch((error: unknown) => console.warn(`pages: the HTML sanitiser did not load: ${error}`));
  const sanitize = (html: string) =>
    serverHtmlSanitizer().then(
      (sanitizer) => sanitizer(html),
      () => undefined
    );
  const composer = new PageComposer(backend, publicUrl, async () => (await stores.fetch('stores'))!, sanitize);
  const pages = new LRUCache<string, PageResponse>({
    max: 2000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0) + 64,
    ttl: ttlMs,
    // Concurrent requests for one URL share one composition.
    fetchMethod: async (key) => {
      const [version, pathname, search] = JSON.parse(key) as [number, string, string];
      const page = await composer.compose({ pathname, search }, AbortSignal.timeout(COMPOSE_TIMEOUT_MS));
      const html = page.status === 301 || page.status === 302 ? '' : renderPage(template.read(), page, chunkFiles);
      return version === template.version ? { status: page.status, location: page.location, html, encoded: await encode(html) } : undefined;
    }
  });

  function sendShell(reply: FastifyReply) {
    return reply.code(200).header('Cache-Control', SHELL_CACHE_CONTROL).type('text/html; charset=utf-8').send(template.read());
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', rawSearch = ''] = request.url.split(/\?(.*)/s);
    if (pathname.length > MAX_PATH_LENGTH || rawSearch.length > MAX_SEARCH_LENGTH) return sendShell(reply);
    const key = JSON.stringify([template.version, pathname, pageSearch(rawSearch)]);
    let page: PageResponse | undefined;
    try {
      page = await withinBudget(pages.fetch(key), budgetMs);
    } catch (error) {
      request.log.warn(
        { url: request.url, reason: error instanceof Error ? error.message : String(error) },
        'page data unavailable: sending the plain shell'
      );
    }
    if (!page) return sendShell(reply);
    reply.code(page.status).header('Cache-Control', PAGE_CACHE_CONTROL);
    if (page.location) return reply.redirect(page.location, page.status);
    reply.type('text/html; charset=utf-8');
    const encoding = page.encoded && acceptedEncoding(request.headers['accept-encoding']);
    if (!page.encoded || !encoding) return reply.send(page.html);
    // Already encoded: @fastify/compress leaves a response with a Content-Encoding alone.
    return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(page.encoded[encoding]);
  };
}
