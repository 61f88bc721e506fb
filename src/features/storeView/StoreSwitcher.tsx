import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/lazyWithReload';
import Switcher from './Switcher';
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
  const { stores, currentStore, currentStoreCode, isHidden, isSwitching, startSwitching } = useStoreSwitcher();
  if (isHidden) return null;

  const storeName = currentStore?.store_name ?? currentStoreCode;
  return (
    <Switcher
      label={formatMessage({ id: 'storeSwitcher.label', defaultMessage: 'Store: {storeName}' }, { storeName })}
      disabled={disabled || isSwitching}
      renderMenu={(slot) => (
        <StoreMenu {...slot} stores={stores} currentStore={currentStore} currentStoreCode={currentStoreCode} onSwitching={startSwitching} />
      )}
    >
      {storeName}
    </Switcher>
  );
}
