import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LISTED_ROUTES } from './listedPages';
import { PAGE_COMPONENTS } from './pageComponents';
import { LISTED_PAGES, routePageType } from './pageTypes';

// Every page type the tables show: listed, or a backend route's.
const tableChunks = [...new Set([...LISTED_PAGES.map(({ type }) => type), ...['CATEGORY', 'PRODUCT', 'CMS_PAGE'].map(routePageType)])].sort();

// How the server composes first HTML (pageData.ts) is not the SPA's business: none of it may reach its bundle.
jest.mock('../features/catalog/pageData', () => {
  throw new Error('The SPA loaded the server’s catalogue page data.');
});
jest.mock('../features/cms/pageData', () => {
  throw new Error('The SPA loaded the server’s CMS page data.');
});

describe('the page components', () => {
  it('has a component for every chunk the page-type table names, and none other', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(tableChunks);
  });

  it('gives every listed path its route', () => {
    expect(LISTED_ROUTES).toHaveLength(17);
  });

  it('loads each from a chunk webpack names as the table does (page-chunks.json lists it for the server)', () => {
    const source = readFileSync(path.join(__dirname, 'pageComponents.tsx'), 'utf8');
    const named = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(tableChunks);
  });
});
