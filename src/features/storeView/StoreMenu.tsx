import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { AvailableStore } from './storeViews';
import SwitcherMenu from './SwitcherMenu';
import { useStoreSwitch } from './useStoreSwitch';

export interface StoreMenuProps {
  id: string;
  isOpen: boolean;
  focusesChoice: boolean;
  stores: readonly AvailableStore[];
  currentStore: AvailableStore | undefined;
  currentStoreCode: string;
  rootRef: RefObject<HTMLElement>;
  onClose: (refocus: boolean) => void;
  onSwitching: () => void;
}

/** The store switcher's menu and its switch; its own chunk (with the currency menu), loaded on a switcher's first opening. */
export default function StoreMenu({
  id,
  isOpen,
  focusesChoice,
  stores,
  currentStore,
  currentStoreCode,
  rootRef,
  onClose,
  onSwitching
}: StoreMenuProps) {
  const { formatMessage } = useIntl();
  const switchStore = useStoreSwitch({ currentStore, currentStoreCode, onClose, onSwitching });
  const choices = stores.map((store) => ({
    key: store.store_code,
    label: store.store_name ?? store.store_code,
    isCurrent: store.store_code === currentStoreCode,
    onChoose: () => void switchStore(store)
  }));
  return (
    <SwitcherMenu
      id={id}
      label={formatMessage({ id: 'storeSwitcher.menuLabel', defaultMessage: 'Choose a store' })}
      isOpen={isOpen}
      focusesChoice={focusesChoice}
      choices={choices}
      rootRef={rootRef}
      onClose={onClose}
    />
  );
}
