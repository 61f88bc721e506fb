import { LISTED_PATHS, PATHS, PRIVATE_PATHS } from '../lib/listedPaths';
import { isRouteType, LISTED_PAGES, listedPage, routePageType } from './pageTypes';

describe('the page-type table', () => {
  it('gives every listed path of the route table exactly one page type', () => {
    expect(LISTED_PAGES.map(({ path }) => path).sort()).toEqual([...LISTED_PATHS].sort());
  });

  it('resolves the backend route types to the catalogue and CMS page types', () => {
    expect(routePageType('CATEGORY')).toBe('category');
    expect(routePageType('PRODUCT')).toBe('product');
    expect(routePageType('CMS_PAGE')).toBe('cms');
    expect(routePageType('toString')).toBeUndefined();
    expect(routePageType(null)).toBeUndefined();
    expect(isRouteType('CMS_PAGE')).toBe(true);
    expect(isRouteType('constructor')).toBe(false);
  });

  it('shows /about-us and /customer-service as the CMS pages of those identifiers', () => {
    expect(listedPage(PATHS.aboutUs)).toMatchObject({ type: 'cms', route: { identifier: 'about-us' } });
    expect(listedPage(PATHS.customerService)).toMatchObject({ type: 'cms', route: { identifier: 'customer-service' } });
  });

  it('keeps search results and the shopper’s own pages out of search engines, and only those (§2)', () => {
    const noindex = LISTED_PAGES.filter((page) => page.noindex).map(({ path }) => path);
    expect(noindex.sort()).toEqual([PATHS.search, ...PRIVATE_PATHS].sort());
    expect(LISTED_PAGES.filter((page) => !page.noindex).map(({ path }) => path)).toEqual([
      PATHS.home,
      PATHS.contact,
      PATHS.aboutUs,
      PATHS.customerService
    ]);
  });

  it('lets only the account pages be signed-in only (§2)', () => {
    expect(LISTED_PAGES.filter((page) => page.signedIn).map(({ path }) => path)).toEqual([
      PATHS.accountInformation,
      PATHS.addressBook,
      PATHS.orderHistory,
      PATHS.communications,
      PATHS.wishlist,
      PATHS.savedPayments
    ]);
  });
});
