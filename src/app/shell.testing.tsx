import type { ApolloClient, FetchResult, NormalizedCacheObject } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ToastContainer from '../components/Toast/ToastContainer';
import { ToastProvider } from '../components/Toast/ToastContext';
import { createTestApolloClient, type FakeResponder } from '../graphql/createTestApolloClient.testing';
import type { RootState } from '../store/rootState';
import { createTestStore } from './store.testing';

/** Shows the router's current path, so tests can assert where a link or redirect went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders shell UI as the app does: the real Redux store and Apollo client (over a fake backend answering by
 * operation name), intl with the default English texts, a router at `path`, and the toast container.
 */
export async function renderShell(
  ui: ReactElement,
  {
    responses = {},
    path = '/',
    preloadedState,
    beforeRender
  }: {
    responses?: Record<string, FetchResult | FakeResponder>;
    path?: string;
    preloadedState?: Partial<RootState>;
    /** Runs with the client before the first render (to fill its cache as the boot would). */
    beforeRender?: (client: ApolloClient<NormalizedCacheObject>) => Promise<unknown>;
  } = {}
) {
  const apollo = await createTestApolloClient(responses);
  await beforeRender?.(apollo.client);
  const { store } = createTestStore({ apollo: apollo.client }, preloadedState);
  const view = render(
    <ReduxProvider store={store}>
      <ApolloProvider client={apollo.client}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <ToastProvider>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <LocationProbe />
              <ToastContainer />
            </ToastProvider>
          </MemoryRouter>
        </IntlProvider>
      </ApolloProvider>
    </ReduxProvider>
  );
  return { ...view, ...apollo, store };
}

export const shellConfigResponse = (overrides: Record<string, unknown> = {}): FetchResult => ({
  data: {
    storeConfig: {
      __typename: 'StoreConfig',
      store_code: 'default',
      store_name: 'Luma Demo',
      store_group_name: 'Main Website Store',
      root_category_uid: 'Mg==',
      category_url_suffix: '.html',
      contact_enabled: true,
      newsletter_enabled: true,
      copyright: 'Copyright © Luma Demo',
      secure_base_media_url: 'https://shop.example.com/media/',
      base_media_url: 'http://shop.example.com/media/',
      secure_base_link_url: 'https://shop.example.com/',
      base_link_url: 'http://shop.example.com/',
      ...overrides
    }
  }
});
