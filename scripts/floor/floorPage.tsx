// The stack's floor (PERFORMANCE.md), for `npm run lighthouse -- --floor`: the storefront's own libraries, set up as
// the shell sets them up, rendering a heading and the page's main image (the one the server's head preloads) and
// nothing else. What the storefront's pages cost over it is the cost of our own code.
import type { TypedDocumentNode } from '@apollo/client/core';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client/core';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { applyMiddleware, createStore } from 'redux';
import { thunk } from 'redux-thunk';

interface FloorQuery {
  storeConfig: { __typename: 'StoreConfig'; store_code: string };
}

/** `query Floor { storeConfig { store_code } }`, pre-parsed as the storefront's documents are (no parser shipped). */
const FLOOR_QUERY: TypedDocumentNode<FloorQuery> = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Floor' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeConfig' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'store_code' } }] }
          }
        ]
      }
    }
  ]
} as unknown as TypedDocumentNode<FloorQuery>;

const cache = new InMemoryCache();
cache.writeQuery({ query: FLOOR_QUERY, data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default' } } });
const client = new ApolloClient({ cache, link: ApolloLink.empty() });
const store = createStore((state: { title: string } = { title: 'Floor' }) => state, applyMiddleware(thunk));
const mainImage = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');

function FloorPage() {
  const { data } = useQuery(FLOOR_QUERY, { fetchPolicy: 'cache-only' });
  const title = useSelector((state: { title: string }) => state.title);
  return (
    <main>
      <h1>
        <FormattedMessage id="floor.heading" defaultMessage="{title} of {store}" values={{ title, store: data?.storeConfig.store_code }} />
      </h1>
      {mainImage && (
        <img
          src={mainImage.href}
          srcSet={mainImage.getAttribute('imagesrcset') ?? undefined}
          sizes={mainImage.getAttribute('imagesizes') ?? undefined}
          fetchPriority="high"
          alt=""
          width={780}
          height={976}
          style={{ width: '100%', height: 'auto' }}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<FloorPage />} />
          </Routes>
        </BrowserRouter>
      </IntlProvider>
    </Provider>
  </ApolloProvider>
);
