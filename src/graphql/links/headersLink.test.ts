import { ApolloLink } from '@apollo/client/core';
import { parse } from 'graphql';
import { BrowserStorage, CACHE_ID_KEY } from '../../lib/storage';
import { createHeadersLink } from './headersLink';
import { fakeBackend, run } from './links.testing';

const query = parse('query Q { storeConfig { store_code } }');

function setup(responseCacheId?: string) {
  const storage = new BrowserStorage(window.localStorage);
  const backend = fakeBackend((operation) => {
    // The HTTP link puts the fetch Response on the context; only its headers matter here.
    const headers = { get: (name: string) => (name.toLowerCase() === 'x-magento-cache-id' ? (responseCacheId ?? null) : null) };
    operation.setContext({ response: { headers } });
    return { data: {} };
  });
  const link = ApolloLink.from([createHeadersLink(storage), backend.link]);
  const sentHeaders = async () => {
    await run(link, { query });
    return backend.operations[backend.operations.length - 1].getContext().headers as Record<string, string>;
  };
  return { storage, sentHeaders };
}

describe('headers link', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends an empty authorization, the default store and no currency for a new visitor', async () => {
    const { sentHeaders } = setup();
    expect(await sentHeaders()).toEqual({ authorization: '', store: 'default' });
  });

  it('sends the bearer token, stored store view and its currency', async () => {
    const { storage, sentHeaders } = setup();
    storage.setItem('signin_token', 'tok', 3600);
    storage.setItem('store_view_code', 'fr');
    storage.setItem('store_view_currency', 'EUR');
    expect(await sentHeaders()).toEqual({ authorization: 'Bearer tok', store: 'fr', 'Content-Currency': 'EUR' });
  });

  it('stores the cache id a response returns and sends it back on the next request', async () => {
    const { storage, sentHeaders } = setup('abc123');
    expect((await sentHeaders())['X-Magento-Cache-Id']).toBeUndefined();
    expect(storage.getItem(CACHE_ID_KEY)).toBe('abc123');
    expect((await sentHeaders())['X-Magento-Cache-Id']).toBe('abc123');
  });

  it('reads the token at request time, so signing out takes effect at once', async () => {
    const { storage, sentHeaders } = setup();
    storage.setItem('signin_token', 'tok');
    expect((await sentHeaders()).authorization).toBe('Bearer tok');
    storage.removeItem('signin_token');
    expect((await sentHeaders()).authorization).toBe('');
  });
});
