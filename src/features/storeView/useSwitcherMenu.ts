import { useCallback, useId, useRef, useState, type RefObject } from 'react';

/** What a switcher hands its lazily loaded menu. */
export interface SwitcherMenuSlot {
  id: string;
  isOpen: boolean;
  /** Opened from the keyboard: the current choice takes the focus once shown. */
  focusesChoice: boolean;
  /** The switcher's root (trigger and menu): clicks inside it do not close the menu. */
  rootRef: RefObject<HTMLElement>;
  /** `refocus`: focus goes back to the trigger. */
  onClose: (refocus: boolean) => void;
}

/**
 * Open/close state of a switcher's menu. The menu itself (its choices, the switch and the Escape and outside-click
 * handling: SwitcherMenu) loads on the first opening and stays mounted from then on, so it can animate in and out.
 */
export function useSwitcherMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  /** Opened from the keyboard: the menu then takes the focus (onto the current choice) once it is shown. */
  const [focusesChoice, setFocusesChoice] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // A click from Enter or Space has no pointer presses (detail 0).
  const toggle = useCallback((event: { detail: number }) => {
    setWasOpened(true);
    setFocusesChoice(event.detail === 0);
    setIsOpen((open) => !open);
  }, []);
  /** `refocus`: focus goes back to the trigger (the choice the focus was on is being hidden). */
  const close = useCallback((refocus: boolean) => {
    setIsOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  return { isOpen, wasOpened, focusesChoice, toggle, close, rootRef, triggerRef, menuId };
}
