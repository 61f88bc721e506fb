import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { usePageFetchPolicy } from '../../graphql/serverPageData';
import type { BreadcrumbLink } from './Breadcrumbs';
import { deepestCategory, sortedCrumbs } from './categoryCrumbs';
import getProductChoices from './choices/getProductChoices.graphql';
import getProductDetail from './getProductDetail.graphql';
import { categoryPath } from './productUrls';

/** The product of a URL key, and its breadcrumbs through its deepest category. */
export function useProductPage(urlKey: string) {
  const { data, loading, error, refetch } = useQuery(getProductDetail, {
    variables: { urlKey },
    fetchPolicy: usePageFetchPolicy(getProductDetail, { urlKey }),
    nextFetchPolicy: 'cache-first'
  });
  const items = data?.products?.items;
  const product = items?.find((item) => item?.url_key === urlKey) ?? items?.[0] ?? undefined;
  // Asked beside the product, not after it: the form waits for it before it takes an order.
  const choicesAnswer = useQuery(getProductChoices, {
    variables: { urlKey },
    fetchPolicy: usePageFetchPolicy(getProductChoices, { urlKey }),
    nextFetchPolicy: 'cache-first'
  });
  const choiceItems = choicesAnswer.data?.products?.items;
  const choices = choiceItems?.find((item) => item?.url_key === urlKey) ?? choiceItems?.[0] ?? undefined;

  const breadcrumbs: BreadcrumbLink[] = useMemo(() => {
    const category = deepestCategory(product?.categories);
    if (!category) return [];
    const suffix = category.url_suffix ?? '.html';
    return [
      ...sortedCrumbs(category.breadcrumbs).map((crumb) => ({ label: crumb.category_name ?? '', to: categoryPath(crumb.category_url_path, suffix) })),
      { label: category.name ?? '', to: categoryPath(category.url_path, suffix) }
    ];
  }, [product]);

  return {
    product,
    choices,
    // A failed choices answer leaves the plain form (the backend names a missing choice on add).
    isChoicesPending: !choices && choicesAnswer.loading,
    breadcrumbs,
    isLoading: !product && loading,
    isMissing: !product && !loading && !error && data !== undefined,
    error: !product ? error : undefined,
    retry: () => void refetch().catch(() => undefined)
  };
}
