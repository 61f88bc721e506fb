import type { Operation } from '@apollo/client/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCatalog } from '../catalog/catalog.testing';
import SearchBar from './SearchBar';

jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());

const suggestions = (operation: Operation) => ({
  data: {
    products: {
      __typename: 'Products',
      total_count: 2,
      aggregations: [
        {
          __typename: 'Aggregation',
          attribute_code: 'category_uid',
          options: [{ __typename: 'AggregationOption', label: 'Dresses', value: 'MTI=', count: 2 }]
        }
      ],
      items: [
        {
          __typename: 'ConfigurableProduct',
          uid: 'MQ==',
          name: `Augusta ${(operation.variables as { search: string }).search}`,
          sku: 'DRE-0001',
          url_key: 'augusta',
          url_suffix: '.html',
          small_image: { __typename: 'ProductImage', url: null, label: null }
        },
        {
          __typename: 'ConfigurableProduct',
          uid: 'Mg==',
          name: 'Juno Maxi',
          sku: 'DRE-0004',
          url_key: 'juno',
          url_suffix: '.html',
          small_image: { __typename: 'ProductImage', url: null, label: null }
        }
      ]
    }
  }
});

const location = () => screen.getByTestId('location').textContent;

async function renderSearchBar(onClose = jest.fn()) {
  const view = await renderCatalog(<SearchBar onClose={onClose} />, { responses: { GetSearchSuggestions: suggestions } });
  return { ...view, onClose };
}

describe('SearchBar', () => {
  it('suggests nothing below 3 characters, then categories and products', async () => {
    const { sent } = await renderSearchBar();
    const field = await screen.findByRole('combobox', { name: 'Search' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'dr');
    expect(await screen.findByText('Type at least 3 characters for suggestions.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(sent.filter((operation) => operation.operationName === 'GetSearchSuggestions')).toHaveLength(0);
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(field, 'e');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(await screen.findByRole('option', { name: 'dre in Dresses' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Augusta dre' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Juno Maxi' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(sent.filter((operation) => operation.operationName === 'GetSearchSuggestions').at(-1)?.variables).toEqual({ search: 'dre' });
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    const { onClose } = await renderSearchBar();
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'dress');
    await screen.findByRole('option', { name: 'Juno Maxi' });
    await userEvent.keyboard('{ArrowDown}');
    const category = screen.getByRole('option', { name: 'dress in Dresses' });
    expect(category).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', category.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Juno Maxi' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(category).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Juno Maxi' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/juno.html'));
    expect(onClose).toHaveBeenCalled();
  });

  it('goes to the search results page on Enter without a chosen suggestion', async () => {
    const { onClose } = await renderSearchBar();
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'linen shirt{Enter}');
    await waitFor(() => expect(location()).toBe('/search.html?query=linen+shirt'));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a category suggestion as a search within that category, and Escape closes', async () => {
    const { onClose } = await renderSearchBar();
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'dress');
    await userEvent.click(await screen.findByRole('option', { name: 'dress in Dresses' }));
    await waitFor(() => expect(location()).toBe('/search.html?query=dress&category_uid=MTI%3D'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the suggestions with Escape, then the search bar', async () => {
    const { onClose } = await renderSearchBar();
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'dress');
    await screen.findByRole('option', { name: 'Juno Maxi' });
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
