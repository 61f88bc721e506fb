import type { ApolloClient } from '@apollo/client/core';
import { PAGE_COMPONENTS, preloadPage } from '../pageComponents';
import { routePageType } from '../pageTypes';
import type { ResolvedRoute } from './resolvedRoute';

/**
 * Loads a resolved route's page chunk (§2: category, product or CMS page) and, once it is in, starts fetching the
 * page's data. Resolves when the chunk is ready (not the data).
 */
export function preloadRootPage(client: ApolloClient<object>, route: ResolvedRoute, search: string): Promise<unknown> {
  const type = routePageType(route.type);
  return type ? preloadPage(type, client, route, search) : Promise.resolve();
}

/** Whether a resolved route's page chunk is in, so the page can render without waiting. */
export function isRootPageLoaded(route: ResolvedRoute): boolean {
  const type = routePageType(route.type);
  return !type || PAGE_COMPONENTS[type].isLoaded();
}
