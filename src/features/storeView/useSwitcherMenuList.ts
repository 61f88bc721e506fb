import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The open menu's behaviour: opened from the keyboard it takes the focus; Escape closes it (focus back on the trigger when it was on a choice), so does a click
 * outside `rootRef` (the trigger and its menu). `isShown` lags a frame behind `isOpen` on the first mount, so
 * the menu, loaded on its first opening, still slides in rather than appearing at once.
 */
export function useSwitcherMenuList(isOpen: boolean, focusesChoice: boolean, rootRef: RefObject<HTMLElement>, onClose: (refocus: boolean) => void) {
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
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // The innermost layer takes Escape: the drawer around the switcher (its focus trap) leaves a handled one alone.
      event.preventDefault();
      onClose(Boolean(listRef.current?.contains(document.activeElement)));
    };
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    // Capturing: before the drawer's listener on the document, which was added first.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [isOpen, rootRef, onClose]);

  const isShown = isOpen && hasEntered;
  // Opened from the keyboard (maybe before this chunk was in): the focus goes onto the current choice.
  useEffect(() => {
    if (!isShown || !focusesChoice) return;
    const list = listRef.current;
    (list?.querySelector<HTMLButtonElement>('[aria-current="true"]') ?? list?.querySelector('button'))?.focus();
  }, [isShown, focusesChoice]);

  return { listRef, isShown };
}
