import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The open menu's behaviour: Escape closes it (focus back on the trigger when it was on a choice), so does a click
 * outside `rootRef` (the trigger and its menu). `isShown` lags a frame behind `isOpen` on the first mount, so
 * the menu, loaded on its first opening, still slides in rather than appearing at once.
 */
export function useSwitcherMenuList(isOpen: boolean, rootRef: RefObject<HTMLElement>, onClose: (refocus: boolean) => void) {
  const listRef = useRef<HTMLUListElement>(null);
  const [hasEntered, setHasEntered] = useState(false);

  useEffect(() => {
    // The closed state is painted first: the change to the open one is then a transition.
    const frame = requestAnimationFrame(() => setHasEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(Boolean(listRef.current?.contains(document.activeElement)));
    };
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [isOpen, rootRef, onClose]);

  return { listRef, isShown: isOpen && hasEntered };
}
