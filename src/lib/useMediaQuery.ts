import { useSyncExternalStore } from 'react';

/** §9: the window size assumed where there is no window to measure (server rendering, no matchMedia). */
export const FALLBACK_WINDOW_SIZE = { width: 1080, height: 1920 } as const;

const matcher = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

const FEATURE = /^\(\s*(min|max)-(width|height)\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/**
 * Whether a query of min/max width/height features joined by `and` matches a window of `size`; anything
 * else it cannot judge does not match.
 */
export function matchesWindowSize(query: string, size: { width: number; height: number } = FALLBACK_WINDOW_SIZE): boolean {
  return query.split(/\s+and\s+/).every((feature) => {
    const match = FEATURE.exec(feature.trim());
    if (!match) return false;
    const [, bound, dimension, pixels] = match;
    const actual = dimension === 'width' ? size.width : size.height;
    return bound === 'min' ? actual >= Number(pixels) : actual <= Number(pixels);
  });
}

/** Whether the media query matches now, following changes; without matchMedia, as for a 1080×1920 window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matcher(query)?.matches ?? matchesWindowSize(query),
    () => matchesWindowSize(query)
  );
}

/** §9: small screens are up to 640px wide; there the cart button goes to /cart. */
export const SMALL_SCREEN_QUERY = '(max-width: 640px)';
