import { useIntl } from 'react-intl';
import type { AvailableStore } from './storeViews';
import SwitcherMenu from './SwitcherMenu';
import { useStoreSwitch } from './useStoreSwitch';
import type { SwitcherMenuSlot } from './useSwitcherMenu';

export interface StoreMenuProps extends SwitcherMenuSlot {
  stores: readonly AvailableStore[];
  currentStore: AvailableStore | undefined;
  currentStoreCode: string;
  onSwitching: () => void;
}

/** The store switcher's menu and its switch; its own chunk (with the currency menu), loaded on a switcher's first opening. */
export default function StoreMenu({ stores, currentStore, currentStoreCode, onSwitching, ...slot }: StoreMenuProps) {
  const { formatMessage } = useIntl();
  const switchStore = useStoreSwitch({ currentStore, currentStoreCode, onClose: slot.onClose, onSwitching });
  const choices = stores.map((store) => ({
    key: store.store_code,
    label: store.store_name ?? store.store_code,
    isCurrent: store.store_code === currentStoreCode,
    onChoose: () => void switchStore(store)
  }));
  return <SwitcherMenu {...slot} label={formatMessage({ id: 'storeSwitcher.menuLabel', defaultMessage: 'Choose a store' })} choices={choices} />;
}
