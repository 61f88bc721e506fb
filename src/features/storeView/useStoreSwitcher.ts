import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage, readStoreViewCode } from '../../lib/storage';
import { loadPage } from '../../lib/pageNavigation';
import getAvailableStores from './getAvailableStores.graphql';
import resolveStoreViewRoute from './resolveStoreViewRoute.graphql';
import { availableStoresOf, saveStoreView, storeSwitchUrl, type AvailableStore, type RouteType } from './storeViews';
import { useSwitcherMenu } from './useSwitcherMenu';

/** Store views to offer and a switch that saves the choice and loads the same page in the new view. */
export function useStoreSwitcher(storage = browserStorage) {
  const apollo = useApolloClient();
  const { pathname, search } = useLocation();
  const menu = useSwitcherMenu();
  const closeMenu = menu.close;
  const [isSwitching, setIsSwitching] = useState(false);
  const { data } = useQuery(getAvailableStores, {
    fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */
  });

  const currentStoreCode = readStoreViewCode(storage);
  const stores = useMemo(
    () => availableStoresOf(data).sort((a, b) => (a.store_sort_order ?? 0) - (b.store_sort_order ?? 0)),
    [data]
  );
  const currentStore = stores.find((store) => store.store_code === currentStoreCode);

  const switchStore = useCallback(
    async (target: AvailableStore) => {
      closeMenu();
      if (target.store_code === currentStoreCode) return;
      setIsSwitching(true);
      let routeType: RouteType | null = null;
      try {
        const { data: routeData } = await apollo.query({
          query: resolveStoreViewRoute,
          variables: { url: pathname }
        });
        routeType = routeData.route?.type ?? null;
      } catch {
        // Unknown page type: keep the path as it is rather than block the switch.
      }
      saveStoreView(storage, target);
      // A full load: the router base path, the persisted cache and the locale all change.
      loadPage(storeSwitchUrl({ pathname, search, routeType, current: currentStore, target }));
    },
    [apollo, closeMenu, currentStore, currentStoreCode, pathname, search, storage]
  );

  return {
    stores,
    currentStore,
    currentStoreCode,
    /** §2: hidden with one store or fewer. */
    isHidden: stores.length <= 1,
    isSwitching,
    switchStore,
    ...menu
  };
}
