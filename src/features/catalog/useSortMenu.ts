import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SortOption } from './listingParams';

/** Open state of the sort menu: closes on choice, Escape and clicks outside, focus back on its button. */
export function useSortMenu(onChange: (sort: SortOption) => void) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  const choose = useCallback(
    (sort: SortOption) => {
      setIsOpen(false);
      buttonRef.current?.focus();
      onChange(sort);
    },
    [onChange]
  );

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return { isOpen, toggle, choose, rootRef, buttonRef, menuId };
}
