import { useEffect, type RefObject } from 'react';

/** While the sort menu is open: Escape and clicks outside `rootRef` (the button and its menu) dismiss it. */
export function useSortOptions(rootRef: RefObject<HTMLElement>, onDismiss: (refocus: boolean) => void) {
  useEffect(() => {
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef, onDismiss]);
}
