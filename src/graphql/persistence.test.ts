import { waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { BrowserStorage } from '../lib/storage';
import { InMemoryCache } from '@apollo/client/core';
import { clearCartDataFromCache, clearCustomerDataFromCache } from './cacheEviction';
import { CachePersistence, getCachePersistence, persistedCacheKey } from './persistence';
import { createTestApolloClient } from './createTestApolloClient.testing';

const cartQuery = parse('query Cart($id: String!) { cart(cart_id: $id) { id total_quantity } }');
const customerQuery = parse('query Customer { customer { email firstname } }');
const storeQuery = parse('query Store { storeConfig { store_code store_name } }');

const responses = {
  Cart: { data: { cart: { __typename: 'Cart', id: 'c1', total_quantity: 2 } } },
  Customer: { data: { customer: { __typename: 'Customer', email: 'a@b.c', firstname: 'Ann' } } },
  Store: { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Main' } } }
};

async function filledClient() {
  const { client } = await createTestApolloClient(responses);
  await client.query({ query: cartQuery, variables: { id: 'c1' } });
  await client.query({ query: customerQuery });
  await client.query({ query: storeQuery });
  return client;
}

const persisted = (code: string) => JSON.parse(window.localStorage.getItem(persistedCacheKey(code)) ?? 'null');

describe('cache persistence per store view', () => {
  beforeEach(() => window.localStorage.clear());

  it('persists under the store view key and restores before the client is handed out', async () => {
    const client = await filledClient();
    await getCachePersistence(client)?.persist();
    expect(persisted('default').ROOT_QUERY.storeConfig).toMatchObject({ store_name: 'Main' });

    const { client: restored, sent } = await createTestApolloClient(responses);
    const result = await restored.query({ query: storeQuery });
    expect(result.data.storeConfig.store_name).toBe('Main');
    expect(sent).toHaveLength(0);
  });

  it('writes at once when the page is left or hidden, not only after the debounce; never after a purge', async () => {
    const cache = new InMemoryCache();
    const persistence = new CachePersistence(cache, 'default');
    const page = Object.assign(new EventTarget(), { document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) });
    persistence.persistWhenLeaving(page as unknown as Window);
    cache.writeQuery({ query: storeQuery, data: responses.Store.data });

    page.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(persisted('default')?.ROOT_QUERY.storeConfig).toMatchObject({ store_name: 'Main' }));

    window.localStorage.clear();
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(persisted('default')).not.toBeNull());

    // After a purge (e.g. before a reload into another currency) the old cache must not come back.
    await persistence.purge();
    page.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persisted('default')).toBeNull();
  });

  it('keeps store views apart', async () => {
    new BrowserStorage(window.localStorage).setItem('store_view_code', 'fr');
    const { client, sent } = await createTestApolloClient(responses);
    expect(getCachePersistence(client)?.key).toBe(persistedCacheKey('fr'));
    await client.query({ query: storeQuery });
    expect(sent).toHaveLength(1);
  });

  it('evicts cart data from the live cache and from every store view snapshot, leaving the rest', async () => {
    window.localStorage.setItem(
      persistedCacheKey('fr'),
      JSON.stringify({
        ROOT_QUERY: { __typename: 'Query', 'cart({"cart_id":"f1"})': { __ref: 'Cart:f1' }, storeConfig: { store_code: 'fr' } },
        'Cart:f1': { __typename: 'Cart', id: 'f1' },
        'SimpleCartItem:x': { __typename: 'SimpleCartItem', uid: 'x' }
      })
    );
    const client = await filledClient();
    expect(client.cache.extract()['Cart:c1']).toBeDefined();
    await clearCartDataFromCache(client);

    const live = client.cache.extract();
    expect(live['Cart:c1']).toBeUndefined();
    expect(Object.keys(live.ROOT_QUERY ?? {}).some((field) => field.startsWith('cart'))).toBe(false);
    expect(live['Customer:{}']).toBeDefined();
    expect(persisted('default')['Cart:c1']).toBeUndefined();

    const fr = persisted('fr');
    expect(Object.keys(fr)).toEqual(['ROOT_QUERY']);
    expect(fr.ROOT_QUERY).toEqual({ __typename: 'Query', storeConfig: { store_code: 'fr' } });
  });

  it('evicts customer data on sign-out in every store view', async () => {
    window.localStorage.setItem(
      persistedCacheKey('fr'),
      JSON.stringify({ ROOT_QUERY: { customer: { __ref: 'Customer:{}' } }, 'Customer:{}': { email: 'a@b.c' } })
    );
    const client = await filledClient();
    expect(client.cache.extract()['Customer:{}']).toBeDefined();
    await clearCustomerDataFromCache(client);
    expect(client.cache.extract()['Customer:{}']).toBeUndefined();
    expect(client.cache.extract()['Cart:c1']).toBeDefined();
    expect(persisted('fr')).toEqual({ ROOT_QUERY: {} });
  });
});

describe('cache persistence on a first visit', () => {
  beforeEach(() => window.localStorage.clear());

  it('has nothing to restore, persists nothing until started, then keeps the cache after each change', async () => {
    const cache = new InMemoryCache();
    const persistence = new CachePersistence(cache, 'default');
    await persistence.restore();
    cache.writeQuery({ query: storeQuery, data: responses.Store.data });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persisted('default')).toBeNull();

    await persistence.start();
    expect(persisted('default').ROOT_QUERY.storeConfig).toMatchObject({ store_name: 'Main' });
    cache.writeQuery({ query: storeQuery, data: { storeConfig: { ...responses.Store.data.storeConfig, store_name: 'Renamed' } } });
    await waitFor(() => expect(persisted('default').ROOT_QUERY.storeConfig).toMatchObject({ store_name: 'Renamed' }), { timeout: 3_000 });
  });
});
