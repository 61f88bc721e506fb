import type { ComponentType } from 'react';
import { lazyWithReload } from '../../features/pwa/lazyWithReload';
import type { RouteType } from './routeTypes';

// Root page types loaded on demand (§2), each its own chunk.
const loaders = {
  CATEGORY: () => import(/* webpackChunkName: "category" */ '../../features/catalog/CategoryPage'),
  PRODUCT: () => import(/* webpackChunkName: "product" */ '../../features/catalog/ProductPage'),
  CMS_PAGE: () => import(/* webpackChunkName: "cms" */ '../../features/cms/CmsPage')
} satisfies Record<RouteType, () => Promise<{ default: ComponentType<never> }>>;

export const CategoryPage = lazyWithReload(loaders.CATEGORY);
export const ProductPage = lazyWithReload(loaders.PRODUCT);
export const CmsPage = lazyWithReload(loaders.CMS_PAGE);

/** Starts loading a page type's chunk; resolves when it is ready to render without a fallback. */
export function preloadRootComponent(type: RouteType): Promise<unknown> {
  return loaders[type]().catch(() => undefined);
}

export function isRouteType(type: string | null | undefined): type is RouteType {
  return type === 'CATEGORY' || type === 'PRODUCT' || type === 'CMS_PAGE';
}
