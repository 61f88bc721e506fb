import type { ApolloClient, NormalizedCacheObject } from '@apollo/client/core';
import { LISTED_PATHS } from '../../lib/listedPaths';
import resolveUrl from './resolveUrl.graphql';
import { preloadListedPage } from '../listedPages';
import { preloadRootPage } from './rootComponents';

/**
 * Starts resolving the landing URL while the app boots, then loads the page type's chunk and its data as soon
 * as the answer is in: the URL resolver and the page find them ready instead of starting after the first render.
 */
export function prefetchRoute(client: ApolloClient<NormalizedCacheObject>, pathname: string, search = ''): Promise<void> {
  if (LISTED_PATHS.has(pathname)) return preloadListedPage(pathname);
  return client
    .query({ query: resolveUrl, variables: { url: pathname } })
    .then(({ data }) => (data.route ? preloadRootPage(client, data.route, search) : undefined))
    .then(
      () => undefined,
      () => {
        // The resolver asks again when it renders and shows the error then.
      }
    );
}
