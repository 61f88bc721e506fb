import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
}

/**
 * webpack's failed script chunk (name ChunkLoadError), mini-css-extract's failed style chunk, and the
 * browsers' native dynamic import failure: all mean "this build's file is gone or unreachable".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if ((error as Error & { code?: unknown }).code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    error.message
  );
}

/**
 * Runs a lazy `import()`. When it fails because the chunk is gone (a deploy replaced the build this
 * page was loaded from), reloads the page once so the shopper gets the new build instead of a white
 * screen; the returned promise then never settles, as the page is going away. Other failures, and a
 * second chunk failure within the guard window, are thrown.
 */
export async function recoverFromChunkLoadError<T>(factory: () => Promise<T>, options: ChunkRecoveryOptions = {}): Promise<T> {
  try {
    return await factory();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const { reload = () => window.location.reload(), now = Date.now } = options;
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

/** React.lazy whose chunk load failures trigger one clean reload; use it for every routed page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  options?: ChunkRecoveryOptions
): LazyExoticComponent<T> {
  return lazy(() => recoverFromChunkLoadError(factory, options));
}
