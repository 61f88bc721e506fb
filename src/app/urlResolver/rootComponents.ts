import type { ApolloClient } from '@apollo/client/core';
import type { ComponentType } from 'react';
import { lazyWithReload } from '../../features/pwa/lazyWithReload';
import type { UrlRewriteEntityTypeEnum as RouteType } from '../../graphql/schemaTypes.generated';
import type { ResolvedRoute } from './useMagentoRoute';

// Root page types loaded on demand (§2), each its own chunk; category and product chunks also carry the
// prefetch of their page's data.
const loaders = {
  CATEGORY: () => import(/* webpackChunkName: "category" */ '../../features/catalog/categoryRoot'),
  PRODUCT: () => import(/* webpackChunkName: "product" */ '../../features/catalog/productRoot'),
  CMS_PAGE: () => import(/* webpackChunkName: "cms" */ '../../features/cms/CmsPage')
} satisfies Record<RouteType, () => Promise<{ default: ComponentType<never> }>>;

export const CategoryPage = lazyWithReload(loaders.CATEGORY);
export const ProductPage = lazyWithReload(loaders.PRODUCT);
export const CmsPage = lazyWithReload(loaders.CMS_PAGE);

/** Starts loading a page type's chunk; resolves when it is ready to render without a fallback. */
export function preloadRootComponent(type: RouteType): Promise<unknown> {
  return loaders[type]().catch(() => undefined);
}

/**
 * Loads a resolved route's page chunk and, once it is in, starts fetching the page's data, so the data does not
 * wait for the page to render. Resolves when the chunk is ready (not the data).
 */
export function preloadRootPage(client: ApolloClient<object>, route: ResolvedRoute, search: string): Promise<unknown> {
  switch (route.type) {
    case 'CATEGORY':
      return loaders.CATEGORY().then((page) => page.prefetchData(client, route.uid ?? '', search), () => undefined);
    case 'PRODUCT':
      return loaders.PRODUCT().then((page) => page.prefetchData(client, route.url_key ?? ''), () => undefined);
    case 'CMS_PAGE':
      return preloadRootComponent('CMS_PAGE');
    default:
      return Promise.resolve();
  }
}

export function isRouteType(type: string | null | undefined): type is RouteType {
  return type === 'CATEGORY' || type === 'PRODUCT' || type === 'CMS_PAGE';
}
