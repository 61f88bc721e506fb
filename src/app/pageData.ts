import { SEARCH_PARAM } from '../features/catalog/listingParams';
import { categoryPageData, productPageData } from '../features/catalog/pageData';
import { cmsPageData, homePageData } from '../features/cms/pageData';
import type GetAvailableStores from '../features/storeView/getAvailableStores.graphql';
import type GetCurrency from '../features/storeView/getCurrency.graphql';
import type GetLocale from '../features/storeView/getLocale.graphql';
import type GetShellConfig from '../features/storeView/getShellConfig.graphql';
import { documentRef, type PageData } from '../lib/pageComposition';
import type GetMegaMenu from './megaMenu/getMegaMenu.graphql';
import type { PageTypeName } from './pageTypes';
import type ResolveUrl from './urlResolver/resolveUrl.graphql';

// How the storefront server composes each page type's first HTML. Server-only (the SPA renders its pages
// itself) and pure, so the server loads it without React: with the page-type table it re-exports and the
// store-view and URL helpers a page request needs, it is the server's whole view of app/ and features/
// (eslint.config.mjs).
export { listedPage, routePageType } from './pageTypes';
export { availableStoresOf, storeViewCodeInPath, type AvailableStore } from '../features/storeView/storeViews';
export { isTrackingParam } from '../features/catalog/listingParams';

/** A page type whose title is a fixed message, without first-HTML data. */
const titled = (id: string): PageData => ({ title: () => ({ id }) });

/** Each page type's first-HTML data and fixed title; a page type with neither has no line. */
export const PAGE_DATA: Readonly<Partial<Record<PageTypeName, PageData>>> = {
  home: homePageData,
  search: {
    title: (params) => {
      const term = params.get(SEARCH_PARAM)?.trim();
      return term ? { id: 'searchPage.titleFor', values: { term } } : { id: 'searchPage.title' };
    }
  },
  checkout: titled('checkout.title'),
  contact: titled('contactPage.title'),
  category: categoryPageData,
  product: productPageData,
  cms: cmsPageData
};

/** The backend's answer for a path the route table does not list. */
export const RESOLVE_URL = documentRef<typeof ResolveUrl>('src/app/urlResolver/resolveUrl.graphql');

/** What the shell (header, footer, menu, switchers, locale) asks on every page: the first HTML answers it too. */
export const SHELL_DOCUMENTS = {
  shellConfig: documentRef<typeof GetShellConfig>('src/features/storeView/getShellConfig.graphql'),
  megaMenu: documentRef<typeof GetMegaMenu>('src/app/megaMenu/getMegaMenu.graphql'),
  availableStores: documentRef<typeof GetAvailableStores>('src/features/storeView/getAvailableStores.graphql'),
  currency: documentRef<typeof GetCurrency>('src/features/storeView/getCurrency.graphql'),
  locale: documentRef<typeof GetLocale>('src/features/storeView/getLocale.graphql')
};
