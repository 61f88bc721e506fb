import { useCallback, useId, useRef, useState } from 'react';
import type { SortOption } from './listingParams';

/** Open state of the sort menu: closes on choice and on dismissal, focus back on its button. */
export function useSortMenu(onChange: (sort: SortOption) => void) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  /** `refocus`: after Escape focus goes back to the button; a click elsewhere keeps the focus where it went. */
  const dismiss = useCallback((refocus: boolean) => {
    setIsOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  const choose = useCallback(
    (sort: SortOption) => {
      dismiss(true);
      onChange(sort);
    },
    [dismiss, onChange]
  );

  return { isOpen, toggle, dismiss, choose, rootRef, buttonRef, menuId };
}
