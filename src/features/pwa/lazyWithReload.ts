import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

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
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    error.message
  );
}

/**
 * Runs a lazy `import()`. When it fails because the chunk is gone (a deploy replaced the build this
 * page was loaded from), reloads the page once so the shopper gets the new build instead of a white
 * screen; the returned promise then never settles, as the page is going away. A chunk that fails while
 * the browser is offline is asked for again once the connection returns. Other failures, and a second
 * chunk failure within the guard window, are thrown.
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

/** A lazily loaded component that can be loaded ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type PreloadableComponent<T extends ComponentType<any>, M extends { default: T }> = ComponentType<ComponentProps<T>> & {
  /** Loads the chunk (once); resolves with its module. */
  preload: () => Promise<M>;
  /** Whether the chunk is in: the component then renders without suspending. */
  isLoaded: () => boolean;
};

/**
 * React.lazy whose chunk load failures trigger one clean reload; use it for every routed page. Once the chunk
 * is in (preloaded, or rendered before), the component renders at once instead of suspending for a frame:
 * a landing page whose chunk was loaded during boot is in the very first commit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>, M extends { default: T } = { default: T }>(
  factory: () => Promise<M>,
  options?: ChunkRecoveryOptions
): PreloadableComponent<T, M> {
  let loaded: T | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= recoverFromChunkLoadError(factory, options).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render or preload may try again
        throw error;
      }
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const Preloadable = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}
