import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { setNextRootComponent, useAppDispatch } from '../../store';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import getMegaMenu from './getMegaMenu.graphql';
import { toMenuTree, type MenuCategory } from './menuCategories';

// A panel's code loads when the pointer enters the menu, its levels when it first opens: most visits open none.
export const MegaMenuPanel = lazyWithReload(() => import(/* webpackChunkName: "megaMenuPanel" */ './MegaMenuPanel'));

export function useMegaMenu() {
  const { data } = useQuery(getMegaMenu, { fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */ });
  const dispatch = useAppDispatch();
  const { config } = useShellConfig();
  // Links need the store's category URL suffix: none are drawn before the store config is known.
  const categories = useMemo(() => (config ? toMenuTree(data?.categoryList?.[0]?.children, config.category_url_suffix, 0) : []), [data, config]);
  // The next page is a category: the resolver shows the category shimmer while it loads.
  const onNavigate = useCallback(() => void dispatch(setNextRootComponent('CATEGORY')), [dispatch]);
  // Panels once opened stay mounted, so hover and focus show them at once (and they fade as designed).
  const [opened, setOpened] = useState<string[]>([]);
  const open = useCallback(
    (category: MenuCategory) => category.hasChildren && setOpened((uids) => (uids.includes(category.uid) ? uids : [...uids, category.uid])),
    []
  );
  // The pointer on its way to an item: the panel's code starts loading before the item is reached.
  const prepare = useCallback(() => void MegaMenuPanel.preload().catch(() => undefined), []);
  return { categories, onNavigate, opened, open, prepare };
}
