import type { ApolloClient } from '@apollo/client/core';
import { prefetchPageQuery } from '../../graphql/serverPageData';
import { CATALOG_PAGE_SIZE } from '../../store/slices/catalogSlice';
import type { ProductFilterInput } from './catalogTypes';
import getCategory from './getCategory.graphql';
import getFilterOptions from './getFilterOptions.graphql';
import getProductListing from './getProductListing.graphql';
import { CATEGORY_SORTS, filterOptionsVariables, listingVariables, readListingState } from './listingParams';

/**
 * Asks for a category page's data as soon as its chunk is loaded, with exactly the variables its hooks will
 * use, instead of after the page has rendered: the products and their images arrive a round trip earlier.
 * Into the cache only; the page's own queries show any error when it renders.
 */
export function prefetchCategoryData(client: ApolloClient<object>, uid: string, search: string): void {
  const baseFilter: ProductFilterInput = { category_uid: { eq: uid } };
  const state = readListingState(new URLSearchParams(search), CATEGORY_SORTS);
  prefetchPageQuery(client, getCategory, { uid });
  prefetchPageQuery(client, getProductListing, listingVariables({ baseFilter, state, pageSize: CATALOG_PAGE_SIZE }));
  prefetchPageQuery(client, getFilterOptions, filterOptionsVariables(baseFilter));
}
