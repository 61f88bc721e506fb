import type { ApolloClient, NormalizedCacheObject } from '@apollo/client/core';
import { LISTED_PATHS } from '../listedPaths';
import resolveUrl from './resolveUrl.graphql';
import { isRouteType, preloadRootComponent } from './rootComponents';
import type { ResolveUrlData } from './routeTypes';

/**
 * Starts resolving the landing URL while the app boots, and loads the page type's chunk as soon as the
 * answer is in: the URL resolver then finds both ready instead of starting them after the first render.
 */
export function prefetchRoute(client: ApolloClient<NormalizedCacheObject>, pathname: string): void {
  if (LISTED_PATHS.has(pathname)) return;
  client
    .query<ResolveUrlData>({ query: resolveUrl, variables: { url: pathname } })
    .then(({ data }) => (isRouteType(data.route?.type) ? preloadRootComponent(data.route.type) : undefined))
    .catch(() => {
      // The resolver asks again when it renders and shows the error then.
    });
}
