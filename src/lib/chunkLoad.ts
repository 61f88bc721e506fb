import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from './messageDescriptors';
import { isOfflineError, OfflineError, offlineMessages } from './offline';

// A lazily loaded chunk (`import()`) can fail: offline, or because a deploy replaced the build this page was
// loaded from and its files are gone. Components (lazyWithReload), start-up steps and shopper actions all load
// code that way; these are their shared answers to such a failure.

/** sessionStorage key holding the time of the last recovery reload in this tab. */
export const CHUNK_RELOAD_KEY = 'pwa.chunkReloadAt';
/**
 * A recovery reload is allowed at most once in this window. A chunk that still fails after a reload
 * is broken, not stale: the error goes to the error boundary instead of reloading in a loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

export interface ChunkRecoveryOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
  /** Whether the browser is online; a chunk that fails offline is not gone, only out of reach. */
  isOnline?: () => boolean;
  /** Resolves when the connection returns. */
  whenOnline?: () => Promise<void>;
}

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const browserWhenOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * webpack's failed script chunk (name ChunkLoadError), mini-css-extract's failed style chunk, and the
 * browsers' native dynamic import failure: all mean "this build's file is gone or unreachable".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as Error & { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(error.message);
}

/**
 * Runs a lazy `import()` for something the page needs without the shopper asking (a component, a start-up step).
 * When it fails because the chunk is gone, reloads the page once so the shopper gets the new build instead of a
 * white screen or a broken state; the returned promise then never settles, as the page is going away. A chunk
 * that fails while the browser is offline is asked for again once the connection returns. Other failures, and a
 * second chunk failure within the guard window, are thrown.
 */
export async function recoverFromChunkLoadError<T>(factory: () => Promise<T>, options: ChunkRecoveryOptions = {}): Promise<T> {
  try {
    return await factory();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const { reload = () => window.location.reload(), now = Date.now, isOnline = browserIsOnline, whenOnline = browserWhenOnline } = options;
    // Offline, reloading would only swap the page for an offline one: wait for the connection, then try again.
    if (!isOnline()) {
      await whenOnline();
      return recoverFromChunkLoadError(factory, options);
    }
    try {
      const storage = options.storage ?? window.sessionStorage;
      const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
      if (last && now() - last < CHUNK_RELOAD_WINDOW_MS) throw error;
      storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    } catch {
      // Already reloaded recently, or storage unavailable so no guard against a loop: let it fail.
      throw error;
    }
    reload();
    return new Promise<T>(() => {});
  }
}

/**
 * Runs a step the page takes by itself (start-up, a refresh) whose code loads lazily: the code comes through
 * recoverFromChunkLoadError (offline, the step waits for the connection; gone after a deploy, the page reloads once
 * for the new build), and what still fails goes to `report` instead of becoming an unhandled rejection.
 */
export function runInBackground<M>(load: () => Promise<M>, run: (module: M) => unknown, report: (error: unknown) => void): void {
  recoverFromChunkLoadError(load).then(run).catch(report);
}

/** An action's code did not load although the browser is online (a deploy removed it, or the network dropped it). */
export class CodeUnavailableError extends Error {
  constructor() {
    super('Part of the shop could not be loaded.');
    this.name = 'CodeUnavailableError';
  }
}

/** By name, so a failure kept in state as a plain record is still recognised. */
const isCodeUnavailableError = (error: unknown) => (error as { name?: unknown } | null)?.name === 'CodeUnavailableError';

/**
 * Runs a lazy `import()` for an action the shopper started (add to cart, a checkout request). The page is not
 * reloaded under the shopper's hands: a chunk failure fails the action with an error the shopper can read, an
 * OfflineError when offline (worded like any request made offline) or a CodeUnavailableError, and trying again
 * asks for the chunk anew (webpack forgets a failed chunk).
 */
export async function loadForAction<T>(factory: () => Promise<T>, isOnline = browserIsOnline): Promise<T> {
  try {
    return await factory();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    throw isOnline() ? new CodeUnavailableError() : new OfflineError();
  }
}

const codeUnavailableMessages = defineMessages({
  actionNeedsReload: {
    id: 'codeUnavailable.actionNeedsReload',
    defaultMessage: 'This could not be done: part of the shop did not load. Nothing was lost: try again, or reload the page.'
  }
});

/**
 * The house wording of an action that failed for want of a connection or of its code (nothing was lost, try
 * again), or undefined when it failed for another reason (the feature words those).
 */
export function unreachableActionMessage(error: unknown): MessageDescriptor | undefined {
  if (isOfflineError(error)) return offlineMessages.actionNeedsConnection;
  return isCodeUnavailableError(error) ? codeUnavailableMessages.actionNeedsReload : undefined;
}
