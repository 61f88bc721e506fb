import type { FetchResult } from '@apollo/client/core';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createTestApolloClient, type FakeResponder } from '../../graphql/createTestApolloClient.testing';
import LocaleProvider from './LocaleProvider';

/** Renders `ui` as the app does (Apollo over a fake backend, intl, router) at `path`. */
export async function renderWithStorefront(
  ui: ReactElement,
  { responses = {}, path = '/' }: { responses?: Record<string, FetchResult | FakeResponder>; path?: string } = {}
) {
  const apollo = await createTestApolloClient(responses);
  const view = render(
    <ApolloProvider client={apollo.client}>
      <LocaleProvider>
        <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          {ui}
        </MemoryRouter>
      </LocaleProvider>
    </ApolloProvider>
  );
  return { ...apollo, ...view };
}

export const storeConfigResponse = (locale = 'en_US', storeCode = 'default'): FetchResult => ({
  data: { storeConfig: { __typename: 'StoreConfig', store_code: storeCode, locale } }
});
