import { useEffect, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';

/** Before the shopper scrolls: only a strip whose top is above the window's bottom quarter is in reach. */
const BEFORE_SCROLL_MARGIN = '0px 0px -25% 0px';
/** Once the shopper scrolls: a strip loads when it comes within this of the window, ahead of being seen. */
const AFTER_SCROLL_MARGIN = '400px';

/**
 * Whether a product strip's code and products should load. A strip that only peeks into the bottom of the landing
 * window (its heading, its cards below the fold: the New arrivals strip on a desktop home page) waits for the
 * shopper's first scroll, so the landing does not pay for it; a page too short to scroll loads its strips as if scrolled.
 */
export function useStripInReach(slot: Element): boolean {
  // The strip mounts once its content is in the page, so the page's height is known by then.
  const [hasScrolled, setScrolled] = useState(() => window.scrollY > 0 || document.documentElement.scrollHeight <= window.innerHeight);
  useEffect(() => {
    if (hasScrolled) return undefined;
    const scrolled = () => setScrolled(true);
    window.addEventListener('scroll', scrolled, { passive: true, once: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, [hasScrolled]);
  return useNearViewport(slot, hasScrolled ? AFTER_SCROLL_MARGIN : BEFORE_SCROLL_MARGIN);
}
