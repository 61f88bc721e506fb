import type { RefObject } from 'react';
import classes from './switcher.module.css';
import { useSwitcherMenuList } from './useSwitcherMenuList';

export interface SwitcherChoice {
  key: string;
  label: string;
  isCurrent: boolean;
  onChoose: () => void;
}

export interface SwitcherMenuProps {
  id: string;
  label: string;
  isOpen: boolean;
  /** Opened from the keyboard: the current choice takes the focus once shown. */
  focusesChoice: boolean;
  choices: readonly SwitcherChoice[];
  /** The switcher's root (trigger and menu): clicks inside it do not close the menu. */
  rootRef: RefObject<HTMLElement>;
  onClose: (refocus: boolean) => void;
  className?: string;
}

/** A switcher's list of choices; part of the menus' chunk, loaded when the shopper first opens a switcher. */
export default function SwitcherMenu({ id, label, isOpen, focusesChoice, choices, rootRef, onClose, className = '' }: SwitcherMenuProps) {
  const { listRef, isShown } = useSwitcherMenuList(isOpen, focusesChoice, rootRef, onClose);
  return (
    <ul ref={listRef} id={id} className={`${isShown ? classes.menuOpen : classes.menu} ${className}`.trimEnd()} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <button type="button" className={classes.option} aria-current={choice.isCurrent} onClick={choice.onChoose}>
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
