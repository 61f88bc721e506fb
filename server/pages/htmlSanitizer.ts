import { LRUCache } from 'lru-cache';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { htmlKey } from '../../src/components/RichContent/presanitizedHtml';
import type { SanitizeAnswer, SanitizeJob } from './sanitizerWorker';

/**
 * Sanitises a composed page's rich content; `undefined` when the server leaves it to the browser's DOMPurify (over a
 * bound, refused, failed or timed out): the page is composed without it, never held back by it.
 */
export type ServerSanitize = (html: string) => Promise<string | undefined>;

/** What the sanitiser's thread made of one input; a refusal is remembered unless it says otherwise. */
type Outcome = { clean: string } | { refused: string; remember?: false };

/**
 * The bounds of the server's sanitising, measured with jsdom 26 and DOMPurify 3 on a 2-core machine: jsdom's cost per
 * element grows with its depth (500 nested elements 0.15 s, 1,000 0.4 s, 2,000 1.3 s, 4,000 7 s then a stack
 * overflow), and plain or Page Builder content costs 2-4 s per 500,000 characters when the machine is busy (a
 * description is a few thousand). Beyond them the browser sanitises the content itself.
 */
export const SANITIZER_BOUNDS = {
  /** Longer input is not sent to the thread at all. */
  characters: 500_000,
  /** Deeper input is refused before it is parsed (Page Builder content nests about 10 deep). */
  depth: 128,
  /** A job that runs longer is stopped (its thread is ended and a new one started): below the 5 s a page may take. */
  ms: 3_000
};

/** Sanitised HTML kept, by its input: about 4 MB of text. Any input within the bounds fits, so each is sanitised once. */
const KEPT_CHARACTERS = 2_000_000;
/** Refused inputs remembered (by a hash and length: never kept whole), a while: a page asks its content again each minute. */
const REFUSALS_KEPT = 1_000;
const REFUSAL_KEPT_MS = 10 * 60_000;

interface RememberingOptions {
  maxCharacters?: number;
  keptCharacters?: number;
  /** Told each refusal the first time it is remembered. */
  onRefused?: (reason: string, html: string) => void;
}

/**
 * Remembers a sanitiser's answers, by input, and its refusals: the same HTML comes back often (a page composed again
 * when its cached copy expires or under another query string, in another currency, a description shared by products
 * or store views, a CMS block on many pages), and an input that failed or took too long would fail again. Concurrent
 * requests for one input share one job. The rules never change while the server runs, so a kept answer is the answer.
 */
export function rememberingSanitizer(run: (html: string) => Promise<Outcome>, options: RememberingOptions = {}): ServerSanitize {
  const { maxCharacters = SANITIZER_BOUNDS.characters, keptCharacters = KEPT_CHARACTERS, onRefused } = options;
  const kept = new LRUCache<string, string>({ maxSize: keptCharacters, sizeCalculation: (clean, dirty) => Math.max(1, clean.length + dirty.length) });
  const refused = new LRUCache<string, string>({ max: REFUSALS_KEPT, ttl: REFUSAL_KEPT_MS });
  const inFlight = new Map<string, Promise<string | undefined>>();
  const refusalKey = (html: string) => `${html.length}:${htmlKey(html)}`;

  return async (html) => {
    // Told at once (no job, nothing to remember): the length is all it takes.
    if (html.length > maxCharacters) return undefined;
    const clean = kept.get(html);
    if (clean !== undefined) return clean;
    // A hash that collided would only leave other content to the browser.
    if (refused.has(refusalKey(html))) return undefined;
    let pending = inFlight.get(html);
    if (!pending) {
      pending = run(html)
        .catch((error: unknown): Outcome => ({ refused: error instanceof Error ? error.message : String(error) }))
        .then((outcome) => {
          if ('clean' in outcome) {
            kept.set(html, outcome.clean);
            return outcome.clean;
          }
          if (outcome.remember !== false) {
            refused.set(refusalKey(html), outcome.refused);
            onRefused?.(outcome.refused, html);
          }
          return undefined;
        })
        .finally(() => inFlight.delete(html));
      inFlight.set(html, pending);
    }
    return pending;
  };
}

interface Job {
  id: number;
  html: string;
  settle: (outcome: Outcome) => void;
}

/** At most this many inputs wait for the thread; more are left to the browser (and asked again by a later page). */
const MAX_WAITING = 64;

/**
 * One worker thread running the SPA's sanitiser on its own DOM, a job at a time, each within `timeLimitMs`: a job that
 * overruns ends the thread (the only way to stop synchronous work) and the next job starts a new one. The thread does
 * not keep the process alive.
 */
export class SanitizerThread {
  private worker: Worker | undefined;
  private started: Promise<void> | undefined;
  private readonly waiting: Job[] = [];
  private running: (Job & { timer: NodeJS.Timeout }) | undefined;
  private lastId = 0;

  constructor(
    private readonly timeLimitMs = SANITIZER_BOUNDS.ms,
    private readonly maxDepth = SANITIZER_BOUNDS.depth
  ) {}

  /** Starts the thread (jsdom loads in it) unless it runs; resolves once it can take a job, rejects if it cannot start. */
  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      // The server runs TypeScript through tsx (scripts/serverCommand.js); the thread loads it too.
      const entry = path.join(__dirname, 'sanitizerWorker.ts');
      const boot = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).require(${JSON.stringify(entry)}, ${JSON.stringify(__filename)})`;
      // Its own heap, bounded: an input that would need more ends the thread, not the server.
      const worker = new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 256 } });
      worker.unref();
      let state: 'starting' | 'ready' | 'ended' = 'starting';
      worker.once('message', (message) => {
        if (message !== 'ready' || state !== 'starting') return;
        state = 'ready';
        this.worker = worker;
        worker.on('message', (answer: SanitizeAnswer) => this.answered(answer));
        // After the listeners: adding one holds the process again.
        worker.unref();
        resolve();
        this.next();
      });
      const ended = (reason: string) => {
        if (state === 'starting') {
          this.started = undefined;
          reject(new Error(reason));
        } else if (state === 'ready') {
          this.stopped(worker, reason);
        }
        state = 'ended';
      };
      worker.on('error', (error) => ended(`the sanitiser's thread failed: ${error.message}`));
      worker.on('exit', (code) => ended(`the sanitiser's thread stopped (code ${code})`));
    });
    return this.started;
  }

  sanitize(html: string): Promise<Outcome> {
    if (this.waiting.length >= MAX_WAITING) return Promise.resolve({ refused: 'the sanitiser is busy', remember: false });
    return new Promise<Outcome>((settle) => {
      this.lastId += 1;
      this.waiting.push({ id: this.lastId, html, settle });
      this.next();
    });
  }

  /** Ends the thread; jobs waiting are answered as refused (not remembered). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const job of this.waiting.splice(0)) job.settle({ refused: 'the sanitiser closed', remember: false });
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || !this.waiting.length) return;
    const worker = this.worker;
    if (!worker) {
      // Once started, the thread takes the first job waiting; if it cannot start, every waiting job is answered.
      this.start().catch((error: unknown) => {
        for (const job of this.waiting.splice(0)) job.settle({ refused: `the sanitiser did not start: ${String(error)}`, remember: false });
      });
      return;
    }
    const job = this.waiting.shift()!;
    const timer = setTimeout(() => {
      // Synchronous work cannot be interrupted: the thread goes, and with it the overrunning job.
      this.stopped(worker, `took longer than ${this.timeLimitMs} ms`);
      void worker.terminate();
    }, this.timeLimitMs);
    this.running = { ...job, timer };
    worker.postMessage({ id: job.id, html: job.html, maxDepth: this.maxDepth } satisfies SanitizeJob);
  }

  private answered(answer: SanitizeAnswer): void {
    if (answer.id === this.running?.id) this.finish('clean' in answer ? { clean: answer.clean } : { refused: answer.refused });
  }

  private finish(outcome: Outcome): void {
    const job = this.running;
    if (!job) return;
    clearTimeout(job.timer);
    this.running = undefined;
    job.settle(outcome);
    this.next();
  }

  /** The thread ended (time limit, out of memory, a crash): the job it ran is refused, a new thread takes the next. */
  private stopped(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.started = undefined;
    this.finish({ refused: reason });
  }
}

let loading: Promise<ServerSanitize> | undefined;

/**
 * The server's sanitiser for the rich content of a composed page: the SPA's own (DOMPurify, same rules) on a DOM in a
 * worker thread, within SANITIZER_BOUNDS, its answers and refusals remembered; the browser then shows the content
 * without loading DOMPurify. The thread takes a moment to start (jsdom): the first call (made when the server starts)
 * starts it, and the promise resolves once it can take jobs (or rejects if it cannot start).
 */
export function serverHtmlSanitizer(): Promise<ServerSanitize> {
  if (!loading) {
    const thread = new SanitizerThread();
    const sanitize = rememberingSanitizer((html) => thread.sanitize(html), {
      onRefused: (reason, html) => console.warn(`pages: rich content (${html.length} characters) left to the browser: ${reason}`)
    });
    loading = thread.start().then(() => sanitize);
    // A thread that cannot start now may later: pages ask it again.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}
