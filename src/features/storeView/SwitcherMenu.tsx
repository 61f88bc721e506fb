import classes from './switcher.module.css';
import type { SwitcherMenuSlot } from './useSwitcherMenu';
import { useSwitcherMenuList } from './useSwitcherMenuList';

export interface SwitcherChoice {
  key: string;
  label: string;
  isCurrent: boolean;
  onChoose: () => void;
}

export interface SwitcherMenuProps extends SwitcherMenuSlot {
  label: string;
  choices: readonly SwitcherChoice[];
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
