import { useSyncExternalStore } from 'react';

const matcher = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether the media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matcher(query)?.matches ?? false,
    () => false
  );
}

/** §9: small screens are up to 640px wide; there the cart button goes to /cart. */
export const SMALL_SCREEN_QUERY = '(max-width: 640px)';
