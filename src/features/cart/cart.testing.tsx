import { ApolloError } from '@apollo/client/core';
import { render } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { StorefrontApolloClient } from '../../graphql/client';
import type { RestClient } from '../../rest';
import { OfflineError } from '../../lib/offline';
import type { RootState } from '../../store/rootState';
import { createTestStore } from '../../app/store.testing';
import { initialCartState } from './cartSlice';
import type { CartDetails, CartItem } from './cartTypes';

type Variables = Record<string, unknown>;
/** Answers one operation: its data, or throws (an ApolloError like the real client's). */
export type FakeHandler = (variables: Variables) => unknown;

export const operationName = (document: DocumentNode) =>
  (document.definitions.find((definition) => definition.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value ?? '';

/**
 * A stand-in for the Apollo client's `query`/`mutate`, answering by operation name (a list of handlers is
 * used one per call, the last repeating). `calls` records [operationName, variables] in order.
 */
export function fakeApollo(handlers: Record<string, FakeHandler | FakeHandler[]>) {
  const calls: Array<[string, Variables]> = [];
  const counts: Record<string, number> = {};
  const run = async (document: DocumentNode, variables: Variables = {}) => {
    const name = operationName(document);
    calls.push([name, variables]);
    const handler = handlers[name];
    if (!handler) throw new Error(`No fake answer for ${name}`);
    const index = counts[name] ?? 0;
    counts[name] = index + 1;
    const answer = Array.isArray(handler) ? handler[Math.min(index, handler.length - 1)] : handler;
    return { data: await answer(variables) };
  };
  const apollo = {
    query: jest.fn(({ query, variables }: { query: DocumentNode; variables?: Variables }) => run(query, variables)),
    mutate: jest.fn(({ mutation, variables }: { mutation: DocumentNode; variables?: Variables }) => run(mutation, variables))
  };
  return { apollo: apollo as unknown as StorefrontApolloClient, calls, names: () => calls.map(([name]) => name) };
}

export const graphQLError = (message: string) => () => {
  throw new ApolloError({ graphQLErrors: [{ message } as never] });
};
export const networkError =
  (message = 'Failed to fetch') =>
  () => {
    throw new ApolloError({ networkError: new Error(message) });
  };
/** How the client fails without a connection: the transport's OfflineError as Apollo's network error. */
export const offlineError = () => () => {
  throw new ApolloError({ networkError: new OfflineError() });
};

export const simpleItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  __typename: 'SimpleCartItem',
  uid: 'MQ==',
  quantity: 2,
  product: {
    uid: 'p1',
    name: 'Leather Bag',
    sku: 'BAG-0091',
    url_key: null,
    url_suffix: null,
    stock_status: 'IN_STOCK',
    small_image: { url: 'https://shop.test/media/catalog/product/b/a/bag.jpg', label: 'Bag' }
  },
  prices: {
    price: { currency: 'USD', value: 45 },
    row_total: { currency: 'USD', value: 90 },
    price_including_tax: { currency: 'USD', value: 45 },
    row_total_including_tax: { currency: 'USD', value: 90 }
  },
  customizable_options: [],
  errors: null,
  ...overrides
});

export const configurableItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  __typename: 'ConfigurableCartItem',
  uid: 'Mg==',
  quantity: 1,
  product: {
    uid: 'p2',
    name: 'Summer Dress',
    sku: 'DRE-0001',
    url_key: null,
    url_suffix: null,
    stock_status: 'IN_STOCK',
    small_image: { url: 'https://shop.test/media/catalog/product/d/r/dress.jpg', label: null }
  },
  prices: {
    price: { currency: 'USD', value: 80 },
    row_total: { currency: 'USD', value: 80 },
    price_including_tax: { currency: 'USD', value: 80 },
    row_total_including_tax: { currency: 'USD', value: 80 }
  },
  configurable_options: [
    { configurable_product_option_uid: 'opt-color', configurable_product_option_value_uid: 'black', option_label: 'Color', value_label: 'Black' },
    { configurable_product_option_uid: 'opt-size', configurable_product_option_value_uid: 'xs', option_label: 'Size', value_label: 'XS' }
  ],
  configured_variant: { uid: 'v1', sku: 'DRE-0001-BLACK-XS', small_image: null },
  customizable_options: [],
  errors: null,
  ...overrides
});

export function cartDetails(items: CartItem[] = [simpleItem()], overrides: Partial<CartDetails> = {}): CartDetails {
  const subtotal = items.reduce((sum, item) => sum + (item.prices?.row_total?.value ?? 0), 0);
  return {
    id: 'cart-1',
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    applied_coupons: null,
    prices: {
      grand_total: { currency: 'USD', value: subtotal },
      grand_total_excluding_tax: { currency: 'USD', value: subtotal },
      subtotal_excluding_tax: { currency: 'USD', value: subtotal },
      subtotal_including_tax: { currency: 'USD', value: subtotal },
      discounts: null,
      applied_taxes: []
    },
    shipping_addresses: [],
    ...overrides
  };
}

/** The GetCartDetails answer for `details` (items under itemsV2, as the backend sends them). */
export const detailsAnswer = (details: CartDetails) => () => {
  const { items, taxDisplay, ...cart } = details;
  return { cart: { ...cart, itemsV2: { items } }, storeConfig: storeConfigAnswer(taxDisplay) };
};

/** The cart's display settings as storeConfig answers them (Magento's defaults unless given). */
const storeConfigAnswer = (display: CartDetails['taxDisplay']) => ({
  __typename: 'StoreConfig',
  store_code: 'default',
  shopping_cart_display_price: display?.price ?? 1,
  shopping_cart_display_subtotal: display?.subtotal ?? 1,
  shopping_cart_display_shipping: display?.shipping ?? 1,
  shopping_cart_display_grand_total: display?.grandTotalExclTax ?? false,
  shopping_cart_display_full_summary: display?.fullSummary ?? false,
  shopping_cart_display_zero_tax: display?.zeroTax ?? false
});

export function cartState(overrides: Partial<RootState['cart']> = {}): RootState['cart'] {
  return { ...initialCartState, cartId: 'cart-1', details: cartDetails(), ...overrides };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `ui` with a store (fake Apollo unless given), English messages and a router at `path`. */
export function renderWithCart(
  ui: ReactElement,
  {
    cart = cartState(),
    apollo = fakeApollo({}).apollo,
    rest,
    path = '/',
    state = {}
  }: { cart?: RootState['cart']; apollo?: StorefrontApolloClient; rest?: RestClient; path?: string; state?: Partial<RootState> } = {}
) {
  const { store, extra } = createTestStore({ apollo, ...(rest ? { rest } : {}) }, { ...state, cart });
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => undefined}>
        <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </IntlProvider>
    </Provider>
  );
  return { ...view, store, extra };
}
