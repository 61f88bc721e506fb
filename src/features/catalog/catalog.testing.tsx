import type { FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DocumentHead } from '../pageHead';
import ToastContainer from '../../components/Toast/ToastContainer';
import { ToastProvider } from '../../components/Toast/ToastContext';
import { createTestApolloClient, type FakeResponder } from '../../graphql/createTestApolloClient.testing';
import type { RootState } from '../../store/rootState';
import { createTestStore } from '../../app/store.testing';
import { LocaleProvider } from '../storeView';
import { storeConfigResponse } from '../storeView/storeView.testing';
import type { PriceRange, ProductSummary } from './catalogTypes';
import { useAddToCart } from './useAddToCart';

/** Shows the router location so tests can assert on URL changes. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders `ui` with Redux, Apollo over a fake backend, intl, toasts and a router at `path`. */
export async function renderCatalog(
  ui: ReactElement,
  {
    responses = {},
    path = '/',
    preloadedState
  }: { responses?: Record<string, FetchResult | FakeResponder>; path?: string; preloadedState?: Partial<RootState> } = {}
) {
  const apollo = await createTestApolloClient({ GetLocale: storeConfigResponse(), ...responses });
  const { store } = createTestStore({ apollo: apollo.client }, preloadedState);
  const view = render(
    <ReduxProvider store={store}>
      <ApolloProvider client={apollo.client}>
        <LocaleProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
              <DocumentHead>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {ui}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </DocumentHead>
              <ToastContainer />
            </MemoryRouter>
          </ToastProvider>
        </LocaleProvider>
      </ApolloProvider>
    </ReduxProvider>
  );
  return { ...apollo, ...view, store };
}

export const priceRange = (regular: number, final = regular, currency = 'USD'): PriceRange =>
  ({
    __typename: 'PriceRange',
    minimum_price: {
      __typename: 'ProductPrice',
      regular_price: { __typename: 'Money', value: regular, currency },
      final_price: { __typename: 'Money', value: final, currency }
    }
  }) as PriceRange;

export function productSummary(index: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    __typename: 'SimpleProduct',
    uid: `p${index}`,
    name: `Product ${index}`,
    sku: `SKU-${index}`,
    url_key: `product-${index}`,
    url_suffix: '.html',
    stock_status: 'IN_STOCK',
    small_image: {
      __typename: 'ProductImage',
      url: `http://shop.test/media/catalog/product/p/${index}.jpg`,
      label: null
    } as ProductSummary['small_image'],
    price_range: priceRange(10 * index),
    price_tiers: [],
    options: [],
    ...overrides
  } as ProductSummary;
}

/** An Add to Cart button for one product, through `useAddToCart` as the catalogue's pages use it. */
export function AddToCartButton({ sku, name }: { sku: string; name: string }) {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <button type="button" disabled={isAdding} onClick={() => void addToCart({ sku, quantity: 1, product: { name } })}>
      Add to Cart
    </button>
  );
}
