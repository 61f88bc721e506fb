import type { UrlRewriteEntityTypeEnum as RouteType } from '../graphql/schemaTypes.generated';
import { NOINDEX_PATHS, PATHS } from '../lib/listedPaths';
import type { PageRoute } from '../lib/pageComposition';

// Every page type of the shop, for the SPA (routes, chunk preloads) and the storefront server (the first HTML's
// chunks and robots). Light, as it is in the SPA's main bundle; what the server composes each page type's data
// with is in pageData.ts.

/**
 * Every page type, by the name of its lazily loaded chunk (PageChunksPlugin lists its files for the server).
 * Adding one: its name here, a line where it is shown (LISTED_PAGES or ROUTE_PAGE_TYPES), its component in
 * pageComponents.tsx (the type checker and pageComponents.test.ts hold the two together) and, if its first HTML
 * carries its data or a fixed title, its descriptor in pageData.ts.
 */
export type PageTypeName =
  | 'home'
  | 'search'
  | 'cart'
  | 'checkout'
  | 'contact'
  | 'sign-in'
  | 'create-account'
  | 'forgot-password'
  | 'reset-password'
  | 'account-information'
  | 'address-book'
  | 'order-history'
  | 'communications'
  | 'wishlist'
  | 'saved-payments'
  | 'category'
  | 'product'
  | 'cms';

interface ListedPage {
  path: string;
  type: PageTypeName;
  /** What the page is found by, for a page type the backend's routes also show (a CMS page's identifier). */
  route?: PageRoute;
  /** Search engines should not list it (§2): the shopper's own pages and search results. */
  noindex: boolean;
  /**
   * Only for a signed-in shopper (§2 account pages; others go to /sign-in). The first HTML, the same for every
   * shopper, does not preload its chunk.
   */
  signedIn?: true;
}

function listed(path: string, type: PageTypeName, route?: PageRoute): ListedPage {
  return { path, type, ...(route ? { route } : {}), noindex: NOINDEX_PATHS.has(path) };
}

const accountPage = (path: string, type: PageTypeName): ListedPage => ({ ...listed(path, type), signedIn: true });

/** The route table of §2. */
export const LISTED_PAGES: readonly ListedPage[] = [
  listed(PATHS.home, 'home'),
  listed(PATHS.search, 'search'),
  listed(PATHS.cart, 'cart'),
  listed(PATHS.checkout, 'checkout'),
  listed(PATHS.contact, 'contact'),
  listed(PATHS.signIn, 'sign-in'),
  listed(PATHS.createAccount, 'create-account'),
  listed(PATHS.forgotPassword, 'forgot-password'),
  listed(PATHS.resetPassword, 'reset-password'),
  accountPage(PATHS.accountInformation, 'account-information'),
  accountPage(PATHS.addressBook, 'address-book'),
  accountPage(PATHS.orderHistory, 'order-history'),
  accountPage(PATHS.communications, 'communications'),
  accountPage(PATHS.wishlist, 'wishlist'),
  accountPage(PATHS.savedPayments, 'saved-payments'),
  listed(PATHS.aboutUs, 'cms', { identifier: 'about-us' }),
  listed(PATHS.customerService, 'cms', { identifier: 'customer-service' })
];

/** The page types any other path is resolved to by the backend, by its route's type. */
const ROUTE_PAGE_TYPES: Readonly<Record<RouteType, PageTypeName>> = { CATEGORY: 'category', PRODUCT: 'product', CMS_PAGE: 'cms' };

export function listedPage(path: string): ListedPage | undefined {
  return LISTED_PAGES.find((listed) => listed.path === path);
}

export function isRouteType(type: string | null | undefined): type is RouteType {
  return typeof type === 'string' && Object.hasOwn(ROUTE_PAGE_TYPES, type);
}

/** The page type of a backend route's type, if it names one. */
export function routePageType(type: string | null | undefined): PageTypeName | undefined {
  return isRouteType(type) ? ROUTE_PAGE_TYPES[type] : undefined;
}
