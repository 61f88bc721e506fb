import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { usePageFetchPolicy } from '../../graphql/serverPageData';
import { sortedCrumbs } from './categoryCrumbs';
import type { ProductFilterInput } from './catalogTypes';
import getCategory from './getCategory.graphql';
import { CATEGORY_SORTS } from './listingParams';
import { categoryPath } from './productUrls';
import type { BreadcrumbLink } from './Breadcrumbs';

/** The category's own data; its products come from the listing. */
export function useCategoryPage(uid: string) {
  const { data, loading, error, refetch } = useQuery(getCategory, {
    variables: { uid },
    fetchPolicy: usePageFetchPolicy(getCategory, { uid }),
    nextFetchPolicy: 'cache-first'
  });
  const category = data?.categories?.items?.[0] ?? undefined;
  const baseFilter: ProductFilterInput = useMemo(() => ({ category_uid: { eq: uid } }), [uid]);
  const breadcrumbs: BreadcrumbLink[] = useMemo(
    () =>
      sortedCrumbs(category?.breadcrumbs).map((crumb) => ({
        label: crumb.category_name ?? '',
        to: categoryPath(crumb.category_url_path, category?.url_suffix ?? '.html')
      })),
    [category]
  );
  return {
    category,
    isLoading: !category && loading,
    isMissing: !loading && !error && data !== undefined && !category,
    error: !category ? error : undefined,
    retry: () => void refetch().catch(() => undefined),
    baseFilter,
    breadcrumbs,
    sorts: CATEGORY_SORTS
  };
}
