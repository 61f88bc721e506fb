import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/lazyWithReload';
import classes from './switcher.module.css';
import { useStoreSwitcher } from './useStoreSwitcher';

// The first screen shows only the trigger: the menu and the switch load when the shopper first opens it.
const StoreMenu = lazyWithReload(() => import(/* webpackChunkName: "switcher-menus" */ './StoreMenu'));

/** Lets the shopper move to another store view (§2); renders nothing with one store or fewer. */
export interface StoreSwitcherProps {
  /** The drawer disables its switchers while an account view is open (§2). */
  disabled?: boolean;
}

export default function StoreSwitcher({ disabled = false }: StoreSwitcherProps) {
  const { formatMessage } = useIntl();
  const { stores, currentStore, currentStoreCode, isHidden, isSwitching, startSwitching, ...menu } = useStoreSwitcher();
  const { isOpen, wasOpened, focusesChoice, toggle, close, rootRef, triggerRef, menuId } = menu;
  if (isHidden) return null;

  const storeName = currentStore?.store_name ?? currentStoreCode;
  return (
    <div className={classes.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={classes.trigger}
        aria-label={formatMessage({ id: 'storeSwitcher.label', defaultMessage: 'Store: {storeName}' }, { storeName })}
        aria-expanded={isOpen}
        aria-controls={wasOpened ? menuId : undefined}
        disabled={disabled || isSwitching}
        onClick={toggle}
      >
        {storeName}
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <StoreMenu
            id={menuId}
            isOpen={isOpen}
            focusesChoice={focusesChoice}
            stores={stores}
            currentStore={currentStore}
            currentStoreCode={currentStoreCode}
            rootRef={rootRef}
            onClose={close}
            onSwitching={startSwitching}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
