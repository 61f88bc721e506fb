import { useEffect } from 'react';

const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-lock';
let activeLocks = 0;

/**
 * Scroll lock is an attribute on the root element (§4); global.css stops the page scrolling under it.
 * Locks are counted, so a drawer and a dialog open together release the page only when both close.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    activeLocks += 1;
    document.documentElement.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.documentElement.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
    };
  }, [locked]);
}
