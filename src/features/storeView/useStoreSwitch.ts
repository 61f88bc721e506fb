import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { loadPage } from '../../lib/pageNavigation';
import { browserStorage, type BrowserStorage } from '../../lib/storage';
import resolveStoreViewRoute from './resolveStoreViewRoute.graphql';
import { storeSwitchUrl } from './storeSwitchUrl';
import { saveStoreView, type AvailableStore, type RouteType } from './storeViews';

export interface StoreSwitchOptions {
  currentStore: AvailableStore | undefined;
  currentStoreCode: string;
  onClose: (refocus: boolean) => void;
  onSwitching: () => void;
  storage?: BrowserStorage;
}

/** The store switch: saves the choice and loads the same page in the new view. */
export function useStoreSwitch({ currentStore, currentStoreCode, onClose, onSwitching, storage = browserStorage }: StoreSwitchOptions) {
  const apollo = useApolloClient();
  const { pathname, search } = useLocation();

  return useCallback(
    async (target: AvailableStore) => {
      onClose(true);
      if (target.store_code === currentStoreCode) return;
      onSwitching();
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
    [apollo, onClose, onSwitching, currentStore, currentStoreCode, pathname, search, storage]
  );
}
