import { Suspense, type ReactNode } from 'react';
import IconButton from '../../components/IconButton/IconButton';
import classes from './switcher.module.css';
import { useSwitcherMenu, type SwitcherMenuSlot } from './useSwitcherMenu';

export interface SwitcherProps {
  /** The trigger's accessible name, which says the current choice ('Store: …', 'Currency: …'). */
  label: string;
  disabled: boolean;
  /** The menu, lazily loaded: rendered from the first opening on, so the first screen carries only the trigger. */
  renderMenu: (slot: SwitcherMenuSlot) => ReactNode;
  /** The trigger's visible text. */
  children: ReactNode;
}

/** A store-view switcher (§2): a trigger showing the current choice, and its menu once first opened. */
export default function Switcher({ label, disabled, renderMenu, children }: SwitcherProps) {
  const { isOpen, wasOpened, focusesChoice, toggle, close, rootRef, triggerRef, menuId } = useSwitcherMenu();
  return (
    <div className={classes.root} ref={rootRef}>
      <IconButton
        ref={triggerRef}
        className={classes.trigger}
        label={label}
        aria-expanded={isOpen}
        aria-controls={wasOpened ? menuId : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        {children}
      </IconButton>
      {wasOpened ? <Suspense fallback={null}>{renderMenu({ id: menuId, isOpen, focusesChoice, rootRef, onClose: close })}</Suspense> : null}
    </div>
  );
}
