/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PATHS } from '../lib/listedPaths';
import { listedPage, PAGE_DATA } from './pageData';

// The server loads the table without React (it renders no component); so must this test.
jest.mock('react', () => {
  throw new Error('The page data table must not load React.');
});

const messages = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'i18n', 'en_US.json'), 'utf8')) as Record<string, string>;

describe('the page data table', () => {
  it('names the fixed titles the SPA gives its listed pages, by messages the catalogue has', () => {
    const title = (pathname: string, search = '') => {
      const listed = listedPage(pathname);
      return listed && PAGE_DATA[listed.type]?.title?.(new URLSearchParams(search));
    };
    expect(title(PATHS.home)).toEqual({ id: 'homePage.title' });
    expect(title(PATHS.contact)).toEqual({ id: 'contactPage.title' });
    expect(title(PATHS.checkout)).toEqual({ id: 'checkout.title' });
    expect(title(PATHS.search)).toEqual({ id: 'searchPage.title' });
    expect(title(PATHS.search, '?query=%20tee%20')).toEqual({ id: 'searchPage.titleFor', values: { term: 'tee' } });
    expect(title(PATHS.cart)).toBeUndefined();
    expect(title(PATHS.aboutUs)).toBeUndefined();
    for (const data of Object.values(PAGE_DATA)) {
      const message = data.title?.(new URLSearchParams('query=x'));
      if (message) expect(messages[message.id]).toBeDefined();
    }
  });

  it('composes first-HTML data for the home, catalogue and CMS pages only: the others ask the backend themselves', () => {
    const composed = Object.entries(PAGE_DATA).filter(([, data]) => data.compose);
    expect(composed.map(([name]) => name).sort()).toEqual(['category', 'cms', 'home', 'product']);
  });
});
