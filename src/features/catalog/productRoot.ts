import type { ApolloClient } from '@apollo/client/core';
import { prefetchPageQuery } from '../../graphql/serverPageData';
import getProductChoices from './choices/getProductChoices.graphql';
import getProductDetail from './getProductDetail.graphql';

// The product root page's chunk: the page, and the data prefetch the URL resolver starts with it.
export { default } from './ProductPage';

/** The product page's data as soon as its chunk is loaded, into the cache (see prefetchCategoryData). */
export function prefetchData(client: ApolloClient<object>, urlKey: string): void {
  prefetchPageQuery(client, getProductDetail, { urlKey });
  prefetchPageQuery(client, getProductChoices, { urlKey });
}
