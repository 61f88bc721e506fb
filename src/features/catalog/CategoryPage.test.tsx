import type { Operation } from '@apollo/client/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import CategoryPage from './CategoryPage';
import { priceRange, productSummary, renderCatalog } from './catalog.testing';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));
jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());

const category = {
  data: {
    categories: {
      __typename: 'CategoryResult',
      items: [
        {
          __typename: 'CategoryTree',
          uid: 'MTA=',
          name: 'Tops',
          description: '<p>Explore our tops.</p>',
          meta_title: 'Tops',
          meta_description: 'All our tops',
          url_path: 'women/tops',
          url_suffix: '.html',
          breadcrumbs: [{ __typename: 'Breadcrumb', category_uid: 'Mw==', category_name: 'Women', category_url_path: 'women', category_level: 2 }]
        }
      ]
    }
  }
};

const aggregations = {
  data: {
    products: {
      __typename: 'Products',
      aggregations: [
        {
          __typename: 'Aggregation',
          attribute_code: 'color',
          label: 'Color',
          position: 2,
          options: [
            { __typename: 'AggregationOption', label: 'Black', value: '50', count: 19 },
            { __typename: 'AggregationOption', label: 'Red', value: '52', count: 18 }
          ]
        },
        {
          __typename: 'Aggregation',
          attribute_code: 'price',
          label: 'Price',
          position: 0,
          options: [{ __typename: 'AggregationOption', label: '0-50', value: '0_50', count: 5 }]
        }
      ]
    }
  }
};

/** Answers the listing with 13 products, 6 a page, telling each page apart by name. */
function listing(operation: Operation) {
  const { currentPage, pageSize } = operation.variables as { currentPage: number; pageSize: number };
  const total = 13;
  const first = (currentPage - 1) * pageSize + 1;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_, index) => ({
    ...productSummary(first + index),
    __typename: 'SimpleProduct'
  }));
  return {
    data: {
      products: {
        __typename: 'Products',
        total_count: total,
        page_info: { __typename: 'SearchResultPageInfo', current_page: currentPage, total_pages: Math.ceil(total / pageSize) },
        items
      }
    }
  };
}

const responses = { GetCategory: category, GetFilterOptions: aggregations, GetProductListing: listing };

const listingCalls = (sent: Operation[]) => sent.filter((operation) => operation.operationName === 'GetProductListing');
const location = () => screen.getByTestId('location').textContent;

describe('CategoryPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows title, breadcrumbs, the first page of products with prices, and the item count', async () => {
    await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tops' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women.html');
    expect(within(breadcrumbs).getByText('Tops')).toHaveAttribute('aria-current', 'page');
    const gallery = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(gallery).getAllByRole('link', { name: /^Product \d+$/ })).toHaveLength(6));
    expect(within(gallery).getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('13 items')).toBeInTheDocument();
  });

  it('checks a filter box the moment it is clicked, while the URL catches up in its transition', async () => {
    // Something on the page that takes its time with the new URL (a slow phone, a chunk to load) holds the transition.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isReleased = false;
    void held.then(() => {
      isReleased = true;
    });
    function SlowWithFilters() {
      const { search } = useLocation();
      if (search.includes('color') && !isReleased) throw held;
      return null;
    }
    await renderCatalog(
      <Suspense fallback={<p>Loading…</p>}>
        <CategoryPage uid="MTA=" />
        <SlowWithFilters />
      </Suspense>,
      { path: '/women/tops.html', responses }
    );
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const black = await within(sidebar).findByRole('checkbox', { name: 'Black (19)' });
    await userEvent.click(black);
    expect(within(sidebar).getByRole('checkbox', { name: 'Black (19)' })).toBeChecked();
    expect(location()).toBe('/women/tops.html');
    // A second click builds on the first one, not on the URL that has not caught up yet.
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Red (18)' }));
    expect(within(sidebar).getByRole('checkbox', { name: 'Black (19)' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Red (18)' })).toBeChecked();

    await act(async () => release());
    await waitFor(() => expect(location()).toBe('/women/tops.html?color=50%2C52'));
    expect(within(sidebar).getByRole('checkbox', { name: 'Black (19)' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Red (18)' })).toBeChecked();
  });

  it('labels price buckets as prices in the currency the products are shown in', async () => {
    const inEuros = (operation: Operation) => {
      const answer = listing(operation);
      answer.data.products.items = answer.data.products.items.map((item) => ({ ...item, price_range: priceRange(12.5, 12.5, 'EUR') }));
      return answer;
    };
    await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses: { ...responses, GetProductListing: inEuros } });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('checkbox', { name: '€0.00 – €50.00 (5)' })).toBeInTheDocument();
  });

  it('filters by colour from the sidebar: the URL and the query carry it, and the filter can be removed', async () => {
    const { sent } = await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html?page=2', responses });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const black = await within(sidebar).findByRole('checkbox', { name: 'Black (19)' });
    await userEvent.click(black);
    await waitFor(() => expect(location()).toBe('/women/tops.html?color=50'));
    await waitFor(() =>
      expect(listingCalls(sent).at(-1)?.variables).toMatchObject({ filter: { category_uid: { eq: 'MTA=' }, color: { eq: '50' } }, currentPage: 1 })
    );
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: 'Red (18)' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?color=50%2C52'));
    await waitFor(() => expect(listingCalls(sent).at(-1)?.variables).toMatchObject({ filter: { color: { in: ['50', '52'] } } }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Color: Black' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?color=52'));
    expect(within(sidebar).getByRole('checkbox', { name: 'Red (18)' })).toBeChecked();
    expect(within(sidebar).getByRole('checkbox', { name: 'Black (19)' })).not.toBeChecked();

    await userEvent.click(within(sidebar).getByRole('checkbox', { name: '$0.00 – $50.00 (5)' }));
    await waitFor(() => expect(listingCalls(sent).at(-1)?.variables).toMatchObject({ filter: { price: { from: '0', to: '50' } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html'));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('restores filters, sort and page from a shared URL', async () => {
    const { sent } = await renderCatalog(<CategoryPage uid="MTA=" />, {
      path: '/women/tops.html?color=52&sort=price-desc&page=2',
      responses
    });
    await screen.findByRole('link', { name: 'Product 7' });
    expect(listingCalls(sent)[0].variables).toMatchObject({
      filter: { category_uid: { eq: 'MTA=' }, color: { eq: '52' } },
      sort: { price: 'DESC' },
      currentPage: 2,
      pageSize: 6
    });
    expect(await screen.findByRole('button', { name: 'Remove filter Color: Red' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by: Price: High to Low' })).toBeInTheDocument();
  });

  it('sorts from the sort menu and goes back to the first page', async () => {
    const { sent } = await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html?page=2', responses });
    const sortButton = await screen.findByRole('button', { name: 'Sort by: Best Match' });
    expect(sortButton).toHaveAttribute('aria-expanded', 'false');
    // The choices (and their code) are not on the page until the shopper opens the menu.
    expect(screen.queryByRole('button', { name: 'Price: Low to High' })).not.toBeInTheDocument();
    await userEvent.click(sortButton);
    expect(sortButton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Best Match' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Price: Low to High' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?sort=price-asc'));
    await waitFor(() => expect(listingCalls(sent).at(-1)?.variables).toMatchObject({ sort: { price: 'ASC' }, currentPage: 1 }));
    expect(screen.getByRole('button', { name: 'Sort by: Price: Low to High' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sort menu on Escape with focus back on its button, and on a click elsewhere', async () => {
    await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses });
    const sortButton = await screen.findByRole('button', { name: 'Sort by: Best Match' });
    await userEvent.click(sortButton);
    await screen.findByRole('button', { name: 'Name: A to Z' });
    await userEvent.click(screen.getByText('13 items'));
    expect(screen.queryByRole('button', { name: 'Name: A to Z' })).not.toBeInTheDocument();
    expect(sortButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(sortButton);
    (await screen.findByRole('button', { name: 'Name: A to Z' })).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Name: A to Z' })).not.toBeInTheDocument();
    expect(sortButton).toHaveFocus();
    expect(location()).toBe('/women/tops.html');
  });

  it('pages through the results with the pagination links and keeps the page in the URL', async () => {
    const { sent, store } = await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?page=2'));
    expect(await screen.findByRole('link', { name: 'Product 7' })).toBeInTheDocument();
    expect(listingCalls(sent).at(-1)?.variables).toMatchObject({ currentPage: 2 });
    expect(store.getState().catalog.currentPage).toBe(2);
    expect(store.getState().catalog.prevPageTotal).toBe(3);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Product 13' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?page=2'));
  });

  it('opens the filters in a modal dialog that takes focus and gives it back on Escape', async () => {
    await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses });
    const open = await screen.findByRole('button', { name: 'Filter' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Black (19)' }));
    await waitFor(() => expect(location()).toBe('/women/tops.html?color=50'));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    await userEvent.click(open);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows Magento's entities in names and filter labels as the characters they stand for, and markup in them as text", async () => {
    const encoded = {
      GetCategory: {
        data: {
          categories: {
            ...category.data.categories,
            items: [
              {
                ...category.data.categories.items[0],
                name: 'Cocona&reg; Tops',
                breadcrumbs: [{ ...category.data.categories.items[0].breadcrumbs[0], category_name: 'D&eacute;cor &amp;lt;3' }]
              }
            ]
          }
        }
      },
      GetFilterOptions: {
        data: {
          products: {
            __typename: 'Products',
            aggregations: [
              {
                __typename: 'Aggregation',
                attribute_code: 'material',
                label: 'Fabric &amp; Finish',
                position: 1,
                options: [
                  { __typename: 'AggregationOption', label: 'Cocona&reg; performance fabric', value: '160', count: 4 },
                  { __typename: 'AggregationOption', label: '&lt;img src=x onerror=alert(1)&gt;', value: '161', count: 2 }
                ]
              }
            ]
          }
        }
      },
      GetProductListing: (operation: Operation) => {
        const answer = listing(operation);
        answer.data.products.items[0] = { ...answer.data.products.items[0], name: 'LumaTech&trade; &frac14; Zip' };
        return answer;
      }
    };
    await renderCatalog(<CategoryPage uid="MTA=" />, { path: '/women/tops.html', responses: encoded });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cocona® Tops' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Décor &lt;3' })).toBeInTheDocument();
    const gallery = await screen.findByRole('list', { name: 'Products' });
    expect(await within(gallery).findByRole('link', { name: 'LumaTech™ ¼ Zip' })).toBeInTheDocument();
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('group', { name: 'Fabric & Finish' })).toBeInTheDocument();
    const cocona = await within(sidebar).findByRole('checkbox', { name: 'Cocona® performance fabric (4)' });
    expect(within(sidebar).getByRole('checkbox', { name: '<img src=x onerror=alert(1)> (2)' })).toBeInTheDocument();
    expect(sidebar.querySelector('img')).toBeNull();
    await userEvent.click(cocona);
    expect(await screen.findByRole('button', { name: 'Remove filter Fabric & Finish: Cocona® performance fabric' })).toBeInTheDocument();
  });

  it('shows shimmers while loading and the not-found message for an unknown category', async () => {
    await renderCatalog(<CategoryPage uid="nope" />, {
      responses: { ...responses, GetCategory: { data: { categories: { __typename: 'CategoryResult', items: [] } } } }
    });
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeInTheDocument();
  });
});

describe('GalleryItem actions', () => {
  it('marks out-of-stock products unavailable and sends configurable ones to their page', async () => {
    await renderCatalog(<CategoryPage uid="MTA=" />, {
      path: '/women/tops.html',
      responses: {
        ...responses,
        GetProductListing: {
          data: {
            products: {
              __typename: 'Products',
              total_count: 2,
              page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 },
              items: [
                { ...productSummary(1, { stock_status: 'OUT_OF_STOCK' }) },
                { ...productSummary(2, { __typename: 'ConfigurableProduct', price_range: priceRange(50, 40) }) }
              ]
            }
          }
        }
      }
    });
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Product 1 to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose options for Product 2' })).toHaveAttribute('href', '/product-2.html');
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('$50.00').closest('s')).not.toBeNull();
  });
});
