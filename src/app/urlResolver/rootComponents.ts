import type { ApolloClient } from '@apollo/client/core';
import { PAGE_COMPONENTS, type PageComponent } from '../pageComponents';
import { routePageType } from '../pageTypes';
import type { ResolvedRoute } from './resolvedRoute';

/** The component of the page type a resolved route names (§2: category, product or CMS page). */
export function rootComponent(route: ResolvedRoute): PageComponent | undefined {
  const type = routePageType(route.type);
  return type && PAGE_COMPONENTS[type];
}

/**
 * Loads a resolved route's page chunk and, once it is in, starts fetching the page's data, so the data does not
 * wait for the page to render. Resolves when the chunk is ready (not the data).
 */
export function preloadRootPage(client: ApolloClient<object>, route: ResolvedRoute, search: string): Promise<unknown> {
  const component = rootComponent(route);
  if (!component) return Promise.resolve();
  return component.preload ? component.preload(client, route, search) : component.page.preload().catch(() => undefined);
}

/** Whether a resolved route's page chunk is in, so the page can render without waiting. */
export function isRootPageLoaded(route: ResolvedRoute): boolean {
  return rootComponent(route)?.page.isLoaded() ?? true;
}
