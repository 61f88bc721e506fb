import { categoryPageType, productPageType } from '../features/catalog/pageTypes';
import { SEARCH_PARAM } from '../features/catalog/listingParams';
import { cmsPageType, homePageType } from '../features/cms/pageTypes';
import type GetAvailableStores from '../features/storeView/getAvailableStores.graphql';
import type GetCurrency from '../features/storeView/getCurrency.graphql';
import type GetLocale from '../features/storeView/getLocale.graphql';
import type GetShellConfig from '../features/storeView/getShellConfig.graphql';
import type { UrlRewriteEntityTypeEnum as RouteType } from '../graphql/schemaTypes.generated';
import { NOINDEX_PATHS, PATHS } from '../lib/listedPaths';
import { documentRef, type PageRoute, type PageType } from '../lib/pageType';
import type GetMegaMenu from './megaMenu/getMegaMenu.graphql';
import type ResolveUrl from './urlResolver/resolveUrl.graphql';

// Every page type of the shop, for the SPA (routes, chunk preloads) and the storefront server (the first HTML's
// chunks, title, robots and data). Pure, so the server loads it without React: it is the server's whole view
// of app/ and features/ (eslint.config.mjs), with the store-view and URL helpers a page request needs.
export { availableStoresOf, storeViewCodeInPath, type AvailableStore } from '../features/storeView/storeViews';
export { isTrackingParam } from '../features/catalog/listingParams';

/** A page type without first-HTML data (the SPA's first render asks the backend), with its fixed title if any. */
const page = (chunk: string, title?: string): PageType => (title ? { chunk, title: () => ({ id: title }) } : { chunk });

const accountPage = (chunk: string): PageType => ({ chunk, signedIn: true });

const searchPageType: PageType = {
  chunk: 'search',
  title: (params) => {
    const term = params.get(SEARCH_PARAM)?.trim();
    return term ? { id: 'searchPage.titleFor', values: { term } } : { id: 'searchPage.title' };
  }
};

interface ListedPage {
  path: string;
  type: PageType;
  /** What the page is found by, for a page type the backend's routes also show (a CMS page's identifier). */
  route?: PageRoute;
  /** Search engines should not list it (§2): the shopper's own pages and search results. */
  noindex: boolean;
}

function listed(path: string, type: PageType, route?: PageRoute): ListedPage {
  return { path, type, ...(route ? { route } : {}), noindex: NOINDEX_PATHS.has(path) };
}

/**
 * The route table of §2. Adding a page type: its descriptor (a PageType, here or in its feature's pageTypes.ts),
 * one line here or in ROUTE_PAGE_TYPES, and its lazily loaded component in pageComponents.tsx.
 */
export const LISTED_PAGES: readonly ListedPage[] = [
  listed(PATHS.home, homePageType),
  listed(PATHS.search, searchPageType),
  listed(PATHS.cart, page('cart')),
  listed(PATHS.checkout, page('checkout', 'checkout.title')),
  listed(PATHS.contact, page('contact', 'contactPage.title')),
  listed(PATHS.signIn, page('sign-in')),
  listed(PATHS.createAccount, page('create-account')),
  listed(PATHS.forgotPassword, page('forgot-password')),
  listed(PATHS.resetPassword, page('reset-password')),
  listed(PATHS.accountInformation, accountPage('account-information')),
  listed(PATHS.addressBook, accountPage('address-book')),
  listed(PATHS.orderHistory, accountPage('order-history')),
  listed(PATHS.communications, accountPage('communications')),
  listed(PATHS.wishlist, accountPage('wishlist')),
  listed(PATHS.savedPayments, accountPage('saved-payments')),
  listed(PATHS.aboutUs, cmsPageType, { identifier: 'about-us' }),
  listed(PATHS.customerService, cmsPageType, { identifier: 'customer-service' })
];

/** The page types any other path is resolved to by the backend, by its route's type. */
const ROUTE_PAGE_TYPES: Readonly<Record<RouteType, PageType>> = { CATEGORY: categoryPageType, PRODUCT: productPageType, CMS_PAGE: cmsPageType };

export function listedPage(path: string): ListedPage | undefined {
  return LISTED_PAGES.find((listed) => listed.path === path);
}

export function isRouteType(type: string | null | undefined): type is RouteType {
  return typeof type === 'string' && Object.hasOwn(ROUTE_PAGE_TYPES, type);
}

export function routePageType(type: string | null | undefined): PageType | undefined {
  return isRouteType(type) ? ROUTE_PAGE_TYPES[type] : undefined;
}

/** Every page type, once each. */
export const PAGE_TYPES: readonly PageType[] = [...new Set([...LISTED_PAGES.map(({ type }) => type), ...Object.values(ROUTE_PAGE_TYPES)])];

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
