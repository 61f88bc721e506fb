import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { updateCategories, useAppDispatch, type CategoryInput } from '../../store';
import { categoryPath } from '../megaMenu/menuCategories';
import { useShellConfig } from '../../features/storeView/useShellConfig';
import getNavigationCategory from './getNavigationCategory.graphql';

interface GetNavigationCategoryData {
  categories: { items: Array<CategoryInput | null> | null } | null;
}

export interface TreeEntry {
  uid: string;
  name: string;
  path: string;
  /** A branch drills down; a leaf links straight to its page. */
  isBranch: boolean;
}

/** The children of one category for the drawer, in menu order; the category is also stored in the catalog state. */
export function useCategoryTree(uid: string | undefined) {
  const dispatch = useAppDispatch();
  const { data, loading, error } = useQuery<GetNavigationCategoryData>(getNavigationCategory, {
    variables: { uid: uid ?? '' },
    skip: !uid,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const category = data?.categories?.items?.[0] ?? undefined;
  const categoryUrlSuffix = useShellConfig().config?.category_url_suffix;

  useEffect(() => {
    if (category) dispatch(updateCategories(category));
  }, [category, dispatch]);

  const entries = useMemo<TreeEntry[]>(
    () =>
      (category?.children ?? [])
        .filter((child) => Boolean(child.include_in_menu) && child.url_path)
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((child) => ({
          uid: child.uid,
          name: child.name ?? '',
          path: categoryPath(child.url_path, categoryUrlSuffix),
          isBranch: Number(child.children_count ?? 0) > 0
        })),
    [category, categoryUrlSuffix]
  );

  return {
    category,
    /** The category's own page ('All <name>'), by the same rule as its children's links. */
    categoryPath: category?.url_path ? categoryPath(category.url_path, categoryUrlSuffix) : undefined,
    entries,
    loading: loading && !data,
    error
  };
}
