import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { browserStorage, readStoreViewCode } from '../../lib/storage';
import getAvailableStores from './getAvailableStores.graphql';
import { availableStoresOf } from './storeViews';

/** Store views to offer and the current one; the switch itself comes with the menu (useStoreSwitch). */
export function useStoreSwitcher(storage = browserStorage) {
  const [isSwitching, setIsSwitching] = useState(false);
  const startSwitching = useCallback(() => setIsSwitching(true), []);
  const { data } = useQuery(getAvailableStores, {
    fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */
  });

  const currentStoreCode = readStoreViewCode(storage);
  const stores = useMemo(() => availableStoresOf(data).sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0)), [data]);
  const currentStore = stores.find((store) => store.store_code === currentStoreCode);

  return {
    stores,
    currentStore,
    currentStoreCode,
    /** §2: hidden with one store or fewer. */
    isHidden: stores.length <= 1,
    isSwitching,
    startSwitching
  };
}
