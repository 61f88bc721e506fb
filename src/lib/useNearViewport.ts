import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `margin` of the viewport (and stays true from then on): for content below
 * the first screen whose code and data wait until the shopper scrolls towards it. True at once where there is
 * no IntersectionObserver.
 */
export function useNearViewport(element: Element | null, margin = '400px'): boolean {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, margin]);
  return isNear;
}
