import { useEffect, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';

/**
 * Whether the footer's content should render: once the shopper scrolls near `element` (the footer), or as soon as
 * they move through the page with Tab, so keyboard users reach its links in order. The main area is at least a
 * screen tall, so on landing the footer is never near and its code waits.
 */
export function useDeferredFooter(element: Element | null): boolean {
  const isNear = useNearViewport(element, '64px');
  const [isTabbing, setTabbing] = useState(false);
  useEffect(() => {
    if (isNear || isTabbing) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setTabbing(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isNear, isTabbing]);
  return isNear || isTabbing;
}
