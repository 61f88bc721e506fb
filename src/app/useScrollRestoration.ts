import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back/Forward keeps trying to reach the remembered position while the page fills in. */
export const RESTORE_TIMEOUT_MS = 3000;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to `top` now and again each time the page grows (the previous page renders in steps: chunk,
 * data, images), until it is reached, the shopper scrolls, or RESTORE_TIMEOUT_MS pass. Returns a cancel.
 */
function restoreScroll(top: number): () => void {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * §2/§4 page changes: a client-side navigation to a new page (PUSH or REPLACE to another path) starts at
 * the top; Back/Forward (POP) returns to where that history entry was scrolled. A change of the query
 * string alone (sort, filters, pagination) is left to the page, and a #fragment to the browser.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef({ key: location.key, pathname: location.pathname });
  const cancelRestore = useRef<() => void>(() => undefined);

  // The browser's own restoration runs at popstate, before the previous page is rendered again.
  useEffect(() => {
    const { history } = window;
    if (!('scrollRestoration' in history)) return undefined;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  // Remembers the position of the entry on screen (scroll events come after the commit that changed it).
  useEffect(() => {
    const remember = () => positions.current.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelRestore.current();
    };
  }, []);

  // Before paint, so the new page never shows at the old page's offset.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    cancelRestore.current();
    if (location.hash) return;
    if (navigationType === 'POP') cancelRestore.current = restoreScroll(positions.current.get(location.key) ?? 0);
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
