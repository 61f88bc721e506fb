import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_COMPONENTS } from './pageComponents';
import { LISTED_PAGES, routePageType } from './pageTypes';

// Every page type the tables show: listed, or a backend route's.
const tableChunks = [...new Set([...LISTED_PAGES.map(({ type }) => type), ...['CATEGORY', 'PRODUCT', 'CMS_PAGE'].map(routePageType)])].sort();

describe('the page components', () => {
  it('has a component for every chunk the page-type table names, and none other', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(tableChunks);
  });

  it('loads each from a chunk webpack names as the table does (page-chunks.json lists it for the server)', () => {
    const source = readFileSync(path.join(__dirname, 'pageComponents.tsx'), 'utf8');
    const named = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(named.sort()).toEqual(tableChunks);
  });
});
