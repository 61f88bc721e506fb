import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useHref } from 'react-router-dom';
import { availableStoresOf, getAvailableStores, useShellConfig } from '../storeView';
import type { PageHeadContext } from '../../lib/pageHead';
import { formatPageTitle } from '../../lib/pageTitle';
import { DEFAULT_STORE_VIEW_CODE } from '../../lib/storage';

/** What page heads are built from in the browser: this origin, the store view's base path, name and siblings. */
export function usePageHeadContext(): PageHeadContext {
  const { config } = useShellConfig();
  const { data } = useQuery(getAvailableStores, { fetchPolicy: 'cache-first' /* refreshed at boot */ });
  const basename = useHref('/').replace(/\/$/, '');
  const storeName = config?.store_name;
  const stores = useMemo(() => (data ? availableStoresOf(data) : undefined), [data]);
  return useMemo(
    () => ({
      origin: window.location.origin,
      basename,
      storeName: formatPageTitle(undefined, storeName),
      stores,
      defaultStoreCode: DEFAULT_STORE_VIEW_CODE
    }),
    [basename, storeName, stores]
  );
}
