import { gql } from '@apollo/client/core';
import { waitFor } from '@testing-library/react';
import { BrowserStorage } from '../lib/storage';
import { createCache } from './cache';
import { isAnsweredByServer, prefetchPageQuery, queryKey, readServerPageData, seedCacheFromServer, type ServerPageData } from './serverPageData';
import { createTestApolloClient } from './createTestApolloClient.testing';

const GET_PRODUCT = gql`
  query GetProductDetail($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        name
      }
    }
  }
`;

/** What the server writes: the same cache, normalised, for the default view in USD. */
function serverData(name: string, overrides: Partial<ServerPageData> = {}): ServerPageData {
  const cache = createCache(new BrowserStorage(undefined));
  cache.writeQuery({
    query: GET_PRODUCT,
    variables: { urlKey: 'dress' },
    data: { products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MQ==', name }] } }
  });
  return {
    store: 'default',
    currency: 'USD',
    composedAt: 1_000,
    queries: [queryKey('GetProductDetail', { urlKey: 'dress' })],
    cache: cache.extract(),
    ...overrides
  };
}

describe('the page data the storefront server writes into the first HTML', () => {
  it('is read from its JSON script, and ignored when missing or broken', () => {
    document.body.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(serverData('Dress'))}</script>`;
    expect(readServerPageData(document)?.store).toBe('default');
    document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
    expect(readServerPageData(document)).toBeUndefined();
    document.body.innerHTML = '';
    expect(readServerPageData(document)).toBeUndefined();
  });

  it('seeds the cache over the persisted copy, so the page reads it without a request', () => {
    const cache = createCache(new BrowserStorage(undefined));
    cache.writeQuery({
      query: gql`
        {
          storeConfig {
            store_code
          }
        }
      `,
      data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default' } }
    });
    cache.writeQuery({
      query: GET_PRODUCT,
      variables: { urlKey: 'dress' },
      data: { products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MQ==', name: 'Old name' }] } }
    });

    expect(seedCacheFromServer(cache, serverData('New name'), 'default', undefined, 1_000)).toBe(true);

    const read = cache.readQuery<{ products: { items: Array<{ name: string }> } }>({ query: GET_PRODUCT, variables: { urlKey: 'dress' } });
    expect(read?.products.items[0].name).toBe('New name');
    expect(
      cache.readQuery({
        query: gql`
          {
            storeConfig {
              store_code
            }
          }
        `
      })
    ).toEqual({ storeConfig: { __typename: 'StoreConfig', store_code: 'default' } });
    expect(isAnsweredByServer(GET_PRODUCT, { urlKey: 'dress' }, 2_000)).toBe(true);
    expect(isAnsweredByServer(GET_PRODUCT, { urlKey: 'other' }, 2_000)).toBe(false);
    // A minute later the answers are no longer this page load's: pages refresh as usual.
    expect(isAnsweredByServer(GET_PRODUCT, { urlKey: 'dress' }, 62_000)).toBe(false);
  });

  it("spares the page's prefetch a query the server answered, and prefetches the others", async () => {
    const answer = { data: { products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'Mg==', name: 'Other' }] } } };
    const { client, sent } = await createTestApolloClient({ GetProductDetail: answer });
    seedCacheFromServer(client.cache as ReturnType<typeof createCache>, serverData('Dress', { composedAt: Date.now() }), 'default', undefined);

    prefetchPageQuery(client, GET_PRODUCT, { urlKey: 'dress' });
    prefetchPageQuery(client, GET_PRODUCT, { urlKey: 'other' });
    await waitFor(() => expect(sent.map((operation) => operation.variables)).toEqual([{ urlKey: 'other' }]));
  });

  it('is not used when old: a page kept for offline use carries the data of its day', () => {
    const cache = createCache(new BrowserStorage(undefined));
    expect(seedCacheFromServer(cache, serverData('Dress'), 'default', undefined, 1_000 + 11 * 60_000)).toBe(false);
    expect(cache.readQuery({ query: GET_PRODUCT, variables: { urlKey: 'dress' } })).toBeNull();
  });

  it('is not used for another store view or another currency', () => {
    for (const [store, currency] of [
      ['fr', undefined],
      ['default', 'EUR']
    ] as const) {
      const cache = createCache(new BrowserStorage(undefined));
      expect(seedCacheFromServer(cache, serverData('Dress'), store, currency, 1_000)).toBe(false);
      expect(cache.readQuery({ query: GET_PRODUCT, variables: { urlKey: 'dress' } })).toBeNull();
    }
  });
});
