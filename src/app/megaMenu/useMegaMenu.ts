import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { setNextRootComponent, useAppDispatch } from '../../store';
import getMegaMenu from './getMegaMenu.graphql';
import { toMenuTree, type MenuCategory, type MenuCategoryData } from './menuCategories';

interface GetMegaMenuData {
  categoryList: Array<{ uid: string; children: MenuCategoryData[] | null }> | null;
}

export function useMegaMenu(): { categories: MenuCategory[]; onNavigate: () => void } {
  const { data } = useQuery<GetMegaMenuData>(getMegaMenu, { fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */ });
  const dispatch = useAppDispatch();
  const categories = useMemo(() => toMenuTree(data?.categoryList?.[0]?.children), [data]);
  // The next page is a category: the resolver shows the category shimmer while it loads.
  const onNavigate = useCallback(() => void dispatch(setNextRootComponent('CATEGORY')), [dispatch]);
  return { categories, onNavigate };
}
