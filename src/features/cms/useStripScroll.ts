import { useCallback, useEffect, useRef, useState } from 'react';

/** Scrolls a sideways list one view at a time, and tells whether there is more on either side. */
export function useStripScroll(itemCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canScrollBack: false, canScrollForward: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A pixel of slack: scroll positions are fractional on high-density screens.
    const canScrollBack = list.scrollLeft > 1;
    const canScrollForward = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setEdges((current) =>
      current.canScrollBack === canScrollBack && current.canScrollForward === canScrollForward ? current : { canScrollBack, canScrollForward }
    );
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, itemCount]);

  const scrollBy = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return {
    listRef,
    ...edges,
    scrollBack: useCallback(() => scrollBy(-1), [scrollBy]),
    scrollForward: useCallback(() => scrollBy(1), [scrollBy])
  };
}
