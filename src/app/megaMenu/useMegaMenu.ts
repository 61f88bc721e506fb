import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { setNextRootComponent, useAppDispatch } from '../../store';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import getMegaMenu from './getMegaMenu.graphql';
import { toMenuTree, type MenuCategory } from './menuCategories';

export function useMegaMenu(): { categories: MenuCategory[]; onNavigate: () => void } {
  const { data } = useQuery(getMegaMenu, { fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */ });
  const dispatch = useAppDispatch();
  const { config } = useShellConfig();
  // Links need the store's category URL suffix: none are drawn before the store config is known.
  const categories = useMemo(() => (config ? toMenuTree(data?.categoryList?.[0]?.children, config.category_url_suffix) : []), [data, config]);
  // The next page is a category: the resolver shows the category shimmer while it loads.
  const onNavigate = useCallback(() => void dispatch(setNextRootComponent('CATEGORY')), [dispatch]);
  return { categories, onNavigate };
}
