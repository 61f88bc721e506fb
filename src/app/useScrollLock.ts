import { useEffect } from 'react';

/** Scroll lock is an attribute on the root element (§4); global.css stops the page scrolling under it. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.documentElement.setAttribute('data-scroll-lock', '');
    return () => document.documentElement.removeAttribute('data-scroll-lock');
  }, [locked]);
}
