import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** §9: holding − or + this long starts repeating. */
export const LONG_PRESS_THRESHOLD_MS = 500;
/** Then one step every so often while held. */
export const REPEAT_INTERVAL_MS = 100;
/** However long a button is held, it repeats at most this many steps. */
export const MAX_REPEAT_STEPS = 500;

type Direction = -1 | 1;

const directionOf = (event: { currentTarget: HTMLElement }): Direction => (event.currentTarget.dataset.step === '-1' ? -1 : 1);

interface Hold {
  direction: Direction;
  delay: ReturnType<typeof setTimeout>;
  repeat?: ReturnType<typeof setInterval>;
  repeated: boolean;
}

/**
 * The stepper's state: a typed quantity is committed on blur or Enter; a click on − or + commits one step;
 * holding one repeats the step every REPEAT_INTERVAL_MS once held LONG_PRESS_THRESHOLD_MS, showing the
 * count as it goes, and commits the total once on release (one cart update, not one per step).
 */
export function useQuantityStepper(value: number, onChange: (quantity: number) => void) {
  // What the shopper is typing; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // The count reached while a button is held; null when nothing is held.
  const [held, setHeld] = useState<number | null>(null);
  const hold = useRef<Hold | null>(null);
  const heldValue = useRef<number | null>(null);
  // The click that follows the release of a long press is not one more step.
  const swallowClick = useRef(false);

  const stopTimers = () => {
    if (!hold.current) return;
    clearTimeout(hold.current.delay);
    if (hold.current.repeat !== undefined) clearInterval(hold.current.repeat);
  };
  useEffect(() => stopTimers, []);

  const startHold = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button > 0) return;
    // A touch long press may end without a click: only the click right after a release is swallowed.
    swallowClick.current = false;
    const direction = directionOf(event);
    stopTimers();
    const current: Hold = {
      direction,
      repeated: false,
      delay: setTimeout(() => {
        current.repeated = true;
        let steps = 0;
        const step = () => {
          const next = Math.max(1, (heldValue.current ?? value) + direction);
          heldValue.current = next;
          setHeld(next);
          steps += 1;
          if (next === 1 || steps >= MAX_REPEAT_STEPS) clearInterval(current.repeat);
        };
        step();
        current.repeat = setInterval(step, REPEAT_INTERVAL_MS);
      }, LONG_PRESS_THRESHOLD_MS)
    };
    hold.current = current;
  };

  const endHold = useCallback(() => {
    const current = hold.current;
    if (!current) return;
    stopTimers();
    hold.current = null;
    if (!current.repeated) return;
    swallowClick.current = true;
    const reached = heldValue.current;
    heldValue.current = null;
    setHeld(null);
    if (reached !== null && reached !== value) onChange(reached);
  }, [onChange, value]);

  const clickStep = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: a click from the keyboard (Enter, Space), always one step.
    if (swallowClick.current && event.detail !== 0) {
      swallowClick.current = false;
      event.preventDefault();
      return;
    }
    onChange(value + directionOf(event));
  };

  const commitDraft = () => {
    if (draft === null) return;
    const quantity = Math.floor(Number(draft));
    setDraft(null);
    if (Number.isFinite(quantity) && quantity >= 1 && quantity !== value) onChange(quantity);
  };

  return {
    shownValue: held !== null ? String(held) : (draft ?? String(value)),
    isHolding: held !== null,
    setDraft,
    commitDraft,
    /** Handlers for both buttons; each says its direction in `data-step` ("-1" or "1"). */
    stepButtonHandlers: {
      onClick: clickStep,
      onPointerDown: startHold,
      onPointerUp: endHold,
      onPointerLeave: endHold,
      onPointerCancel: endHold,
      // A long touch would otherwise open the context menu instead of repeating.
      onContextMenu: (event: MouseEvent) => event.preventDefault()
    }
  };
}
