import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * ARIA tabs with automatic activation: the arrow keys move to the previous or next tab (wrapping), Home and End to
 * the first and last, and the tab reached is shown; only the selected tab is in the tab order.
 */
export function useTabs(count: number, initial: number) {
  const [active, setActive] = useState(() => (initial >= 0 && initial < count ? initial : 0));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = useCallback((index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const moves: Record<string, number> = {
        ArrowRight: active + 1,
        ArrowDown: active + 1,
        ArrowLeft: active - 1,
        ArrowUp: active - 1,
        Home: 0,
        End: count - 1
      };
      if (!(event.key in moves)) return;
      event.preventDefault();
      select((moves[event.key] + count) % count);
    },
    [active, count, select]
  );
  const tabRef = (index: number) => (node: HTMLButtonElement | null) => {
    tabs.current[index] = node;
  };
  return { active, select: setActive, onKeyDown, tabRef };
}
