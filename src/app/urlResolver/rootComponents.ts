import type { ApolloClient } from '@apollo/client/core';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { UrlRewriteEntityTypeEnum as RouteType } from '../../graphql/schemaTypes.generated';
import type { ResolvedRoute } from './resolvedRoute';

// Root page types loaded on demand (§2), each its own chunk; category and product chunks also carry the
// prefetch of their page's data.
const loadCategoryRoot = () => import(/* webpackChunkName: "category" */ '../../features/catalog/categoryRoot');
const loadProductRoot = () => import(/* webpackChunkName: "product" */ '../../features/catalog/productRoot');
export const CategoryPage = lazyWithReload(loadCategoryRoot);
export const ProductPage = lazyWithReload(loadProductRoot);
export const CmsPage = lazyWithReload(() => import(/* webpackChunkName: "cms" */ '../../features/cms/CmsPage'));

/**
 * Loads a resolved route's page chunk and, once it is in, starts fetching the page's data, so the data does not
 * wait for the page to render. Resolves when the chunk is ready (not the data).
 */
export function preloadRootPage(client: ApolloClient<object>, route: ResolvedRoute, search: string): Promise<unknown> {
  switch (route.type) {
    case 'CATEGORY':
      return CategoryPage.preload().then(
        (page) => page.prefetchData(client, route.uid ?? '', search),
        () => undefined
      );
    case 'PRODUCT':
      return ProductPage.preload().then(
        (page) => page.prefetchData(client, route.url_key ?? ''),
        () => undefined
      );
    case 'CMS_PAGE':
      return CmsPage.preload().catch(() => undefined);
    default:
      return Promise.resolve();
  }
}

const ROOT_PAGES: Record<RouteType, { isLoaded: () => boolean }> = { CATEGORY: CategoryPage, PRODUCT: ProductPage, CMS_PAGE: CmsPage };

/** Whether a resolved route's page chunk is in, so the page can render without waiting. */
export function isRootPageLoaded(route: ResolvedRoute): boolean {
  return !isRouteType(route.type) || ROOT_PAGES[route.type].isLoaded();
}

export function isRouteType(type: string | null | undefined): type is RouteType {
  return type === 'CATEGORY' || type === 'PRODUCT' || type === 'CMS_PAGE';
}
