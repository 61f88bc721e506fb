import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { recoverFromChunkLoadError, type ChunkRecoveryOptions } from './chunkLoad';
import { loadOnce } from './loadOnce';

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
  // A failed load is forgotten: a later render or preload may try again.
  const preload = loadOnce(() =>
    recoverFromChunkLoadError(factory, options).then((module) => {
      loaded = module.default;
      return module;
    })
  );
  const Lazy = lazy(preload);
  const Preloadable = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}
