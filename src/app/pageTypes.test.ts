/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTED_PATHS, PATHS, PRIVATE_PATHS } from '../lib/listedPaths';
import { isRouteType, LISTED_PAGES, listedPage, PAGE_TYPES, routePageType } from './pageTypes';

// The server loads the table without React (it renders no component); so must this test.
jest.mock('react', () => {
  throw new Error('The page-type table must not load React.');
});

const messages = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'i18n', 'en_US.json'), 'utf8')) as Record<string, string>;

describe('the page-type table', () => {
  it('gives every listed path of the route table exactly one page type', () => {
    expect(LISTED_PAGES.map(({ path }) => path).sort()).toEqual([...LISTED_PATHS].sort());
  });

  it('resolves the backend route types to the catalogue and CMS page types', () => {
    expect(routePageType('CATEGORY')?.chunk).toBe('category');
    expect(routePageType('PRODUCT')?.chunk).toBe('product');
    expect(routePageType('CMS_PAGE')?.chunk).toBe('cms');
    expect(routePageType('toString')).toBeUndefined();
    expect(routePageType(null)).toBeUndefined();
    expect(isRouteType('CMS_PAGE')).toBe(true);
    expect(isRouteType('constructor')).toBe(false);
  });

  it('shows /about-us and /customer-service as the CMS pages of those identifiers', () => {
    expect(listedPage(PATHS.aboutUs)).toMatchObject({ type: routePageType('CMS_PAGE'), route: { identifier: 'about-us' } });
    expect(listedPage(PATHS.customerService)).toMatchObject({ type: routePageType('CMS_PAGE'), route: { identifier: 'customer-service' } });
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
    expect(LISTED_PAGES.filter((page) => page.type.signedIn).map(({ path }) => path)).toEqual([
      PATHS.accountInformation,
      PATHS.addressBook,
      PATHS.orderHistory,
      PATHS.communications,
      PATHS.wishlist,
      PATHS.savedPayments
    ]);
  });

  it('names fixed titles by messages the catalogue has', () => {
    const title = (pathname: string, search = '') => listedPage(pathname)?.type.title?.(new URLSearchParams(search));
    expect(title(PATHS.home)).toEqual({ id: 'homePage.title' });
    expect(title(PATHS.contact)).toEqual({ id: 'contactPage.title' });
    expect(title(PATHS.checkout)).toEqual({ id: 'checkout.title' });
    expect(title(PATHS.search)).toEqual({ id: 'searchPage.title' });
    expect(title(PATHS.search, '?query=%20tee%20')).toEqual({ id: 'searchPage.titleFor', values: { term: 'tee' } });
    expect(title(PATHS.cart)).toBeUndefined();
    for (const type of PAGE_TYPES) {
      const message = type.title?.(new URLSearchParams('query=x'));
      if (message) expect(messages[message.id]).toBeDefined();
    }
  });

  it('gives every page type a chunk of its own', () => {
    const chunks = PAGE_TYPES.map(({ chunk }) => chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
  });
});
