import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operation } from '@apollo/client/core';
import { leaveFirstPage, openFirstPage, settleFirstScreen } from '../../lib/firstScreen.testing';
import { addItemToCart } from '../cart';
import { answerAddItemToCart } from '../cart/cartEntryMock.testing';
import { priceRange, productSummary, renderCatalog } from '../catalog/catalog.testing';
import HomePage from './HomePage';

jest.mock('../pageHead/usePageTitle', () => ({ usePageTitle: jest.fn() }));
jest.mock('../cart', () => jest.requireActual('../cart/cartEntryMock.testing').cartEntryMock());

// The seed's way of storing a "Catalog Products List" widget in the home page (Magento's Conditions::encode).
const encode = (conditions: object) => JSON.stringify(conditions).replace(/\{/g, '^[').replace(/\}/g, '^]').replace(/"/g, '`').replace(/\\/g, '|');
const widget = (title: string, attribute: string, value: string, sortOrder: string) =>
  `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" title="${title}" show_pager="0" products_count="4" ` +
  `template="Magento_CatalogWidget::product/widget/content/grid.phtml" sort_order="${sortOrder}" conditions_encoded="${encode({
    '1': { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', aggregator: 'all', value: '1', new_child: '' },
    '1--1': { type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product', attribute, operator: '()', value }
  })}"}}`;

const homePage = (content: string) => ({
  data: {
    cmsPage: {
      __typename: 'CmsPage',
      identifier: 'home',
      url_key: 'home',
      title: 'Home Page',
      content_heading: '',
      content,
      meta_title: null,
      meta_description: null
    }
  }
});

const listing = (items: ReturnType<typeof productSummary>[]) => ({
  data: {
    products: {
      __typename: 'Products',
      total_count: items.length,
      page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 },
      items
    }
  }
});

const CONTENT =
  '<div class="home-banner"><div class="banner-slide"><img src="{{media url=&quot;wysiwyg/home/banner-1.jpg&quot;}}" alt="New season" width="1600" height="640"></div></div>' +
  widget('New arrivals', 'sku', 'SKU-2, SKU-1, SKU-3', 'position_by_sku') +
  widget('Best sellers', 'category_ids', '12', 'position') +
  '<div class="home-callouts"><div class="callout"><h3>Free shipping</h3></div></div>';

const EUR = (value: number) => priceRange(value, value, 'EUR');
const newArrivals = [
  productSummary(1, { name: 'Linen Throw', price_range: EUR(61.54) }),
  productSummary(3, { name: 'Juno Belt', price_range: EUR(48.5) }),
  productSummary(2, { __typename: 'ConfigurableProduct', name: 'Remy Dress', url_key: 'remy-dress', price_range: EUR(92.94) })
];

const strips = {
  GetCmsPage: homePage(CONTENT),
  GetProductListing: (operation: Operation) =>
    operation.variables.filter.sku ? listing(newArrivals) : listing([productSummary(7, { name: 'Augusta Dress', price_range: EUR(80.8) })])
};

describe('HomePage product strips', () => {
  it('renders each CMS product widget as a titled row, queried with standard products arguments, in the widget’s order', async () => {
    const { sent } = await renderCatalog(<HomePage />, { responses: strips });
    const arrivals = await screen.findByRole('list', { name: 'New arrivals' });
    expect(screen.getByRole('heading', { level: 2, name: 'New arrivals' })).toBeInTheDocument();
    const names = within(arrivals)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0].textContent);
    expect(names).toEqual(['Remy Dress', 'Linen Throw', 'Juno Belt']);
    expect(within(arrivals).getByText('€61.54')).toBeInTheDocument();

    const bestSellers = await screen.findByRole('list', { name: 'Best sellers' });
    expect(within(bestSellers).getByText('Augusta Dress')).toBeInTheDocument();

    const queries = sent.filter((operation) => operation.operationName === 'GetProductListing').map((operation) => operation.variables);
    expect(queries).toEqual(
      expect.arrayContaining([
        { filter: { sku: { in: ['SKU-2', 'SKU-1', 'SKU-3'] } }, pageSize: 4, currentPage: 1 },
        { filter: { category_uid: { in: ['MTI='] } }, pageSize: 4, currentPage: 1, sort: { position: 'ASC' } }
      ])
    );
    // The page around the widgets is still there, in order.
    expect(screen.getByRole('img', { name: 'New season' })).toHaveAttribute('src', '/media/wysiwyg/home/banner-1.jpg');
    const callouts = screen.getByRole('heading', { name: 'Free shipping' });
    expect(bestSellers.compareDocumentPosition(callouts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds a simple product to the cart, and offers options for a configurable one', async () => {
    answerAddItemToCart(addItemToCart);
    await renderCatalog(<HomePage />, { responses: strips });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Linen Throw to cart' }));
    expect(addItemToCart).toHaveBeenCalledWith({ sku: 'SKU-1', quantity: 1, product: { name: 'Linen Throw' } });
    expect(await screen.findByText('You added Linen Throw to your cart.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Choose options for Remy Dress' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/remy-dress.html');
  });

  it('shows placeholders with the title while loading, and leaves no gap when a widget has no products', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    await renderCatalog(<HomePage />, {
      responses: {
        GetCmsPage: homePage(widget('New arrivals', 'sku', 'GONE-1', 'position_by_sku')),
        GetProductListing: () => pending.then(() => listing([])) as never
      }
    });
    const placeholder = await screen.findByRole('region', { name: 'New arrivals', busy: true });
    expect(within(placeholder).getByRole('heading', { name: 'New arrivals' })).toBeInTheDocument();
    answer(undefined);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New arrivals' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'New arrivals' })).not.toBeInTheDocument();
  });

  it('scrolls the row one view at a time with the previous and next buttons', async () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const scrollBy = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    try {
      await renderCatalog(<HomePage />, { responses: strips });
      const arrivals = (await screen.findByRole('list', { name: 'New arrivals' })).closest('section') as HTMLElement;
      expect(within(arrivals).getByRole('button', { name: 'Previous products' })).toBeDisabled();
      await userEvent.click(within(arrivals).getByRole('button', { name: 'Next products' }));
      expect(scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' });
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    }
  });

  describe('on the visit’s first page', () => {
    beforeEach(openFirstPage);
    afterEach(leaveFirstPage);

    it('keeps the placeholder, and asks for no products, until the first screen has settled', async () => {
      const { sent } = await renderCatalog(<HomePage />, { responses: strips });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(screen.getByRole('region', { name: 'New arrivals', busy: true })).toBeInTheDocument();
      expect(sent.filter((operation) => operation.operationName === 'GetProductListing')).toEqual([]);

      settleFirstScreen();
      // The banner, the largest image, comes in (jsdom loads no images), and the frames after it pass.
      act(() => {
        for (const image of document.querySelectorAll('img[fetchpriority="high"]')) image.dispatchEvent(new Event('load'));
        jest.advanceTimersByTime(100);
      });
      // Settled for good: the strip's code and products come in as on any page.
      jest.useRealTimers();
      expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeInTheDocument();
      expect(sent.some((operation) => operation.operationName === 'GetProductListing')).toBe(true);
    });
  });
});
