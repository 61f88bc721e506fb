import type { Operation } from '@apollo/client/core';
import { screen, waitFor } from '@testing-library/react';
import { productSummary, renderCatalog } from '../catalog/catalog.testing';
import SearchPage from './SearchPage';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));
jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());

const responses = {
  GetProductListing: (operation: Operation) => ({
    data: {
      products: {
        __typename: 'Products',
        total_count: 1,
        page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 },
        items: [{ ...productSummary(1, { name: `Found ${(operation.variables as { search: string }).search}` }) }]
      }
    }
  }),
  GetFilterOptions: { data: { products: { __typename: 'Products', aggregations: [] } } }
};

describe('SearchPage', () => {
  it('lists the results of ?query= with the filters, sort and page of the URL', async () => {
    const { sent } = await renderCatalog(<SearchPage />, { path: '/search.html?query=dress&color=50&sort=price-asc&page=1', responses });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “dress”' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Found dress' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.find((operation) => operation.operationName === 'GetProductListing')?.variables).toEqual({
        search: 'dress',
        filter: { color: { eq: '50' } },
        pageSize: 6,
        currentPage: 1,
        sort: { price: 'ASC' }
      })
    );
    expect(screen.getByRole('button', { name: 'Sort by: Price: Low to High' })).toBeInTheDocument();
  });

  it('asks for a term when there is none', async () => {
    const { sent } = await renderCatalog(<SearchPage />, { path: '/search.html', responses });
    expect(await screen.findByText('Enter a search term to see products.')).toBeInTheDocument();
    expect(sent).toEqual(expect.not.arrayContaining([expect.objectContaining({ operationName: 'GetProductListing' })]));
  });
});
