import { useIntl } from 'react-intl';
import classes from './switcher.module.css';
import { useStoreSwitcher } from './useStoreSwitcher';

/** Lets the shopper move to another store view (§2); renders nothing with one store or fewer. */
export interface StoreSwitcherProps {
  /** The drawer disables its switchers while an account view is open (§2). */
  disabled?: boolean;
}

export default function StoreSwitcher({ disabled = false }: StoreSwitcherProps) {
  const { formatMessage } = useIntl();
  const { stores, currentStore, currentStoreCode, isHidden, isSwitching, switchStore, isOpen, toggle, rootRef, menuId } =
    useStoreSwitcher();
  if (isHidden) return null;

  const storeName = currentStore?.store_name ?? currentStoreCode;
  return (
    <div className={classes.root} ref={rootRef}>
      <button
        type="button"
        className={classes.trigger}
        aria-label={formatMessage({ id: 'storeSwitcher.label', defaultMessage: 'Store: {storeName}' }, { storeName })}
        aria-expanded={isOpen}
        aria-controls={menuId}
        disabled={disabled || isSwitching}
        onClick={toggle}
      >
        {storeName}
      </button>
      <ul
        id={menuId}
        className={isOpen ? classes.menuOpen : classes.menu}
        aria-label={formatMessage({ id: 'storeSwitcher.menuLabel', defaultMessage: 'Choose a store' })}
      >
        {stores.map((store) => (
          <li key={store.store_code}>
            <button
              type="button"
              className={classes.option}
              aria-current={store.store_code === currentStoreCode}
              onClick={() => void switchStore(store)}
            >
              {store.store_name ?? store.store_code}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
