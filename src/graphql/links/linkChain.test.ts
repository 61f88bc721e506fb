import { parse } from 'graphql';
import { BrowserStorage } from '../../lib/storage';
import { createLinkChain } from '.';
import { fakeBackend, run } from './links.testing';

const mutation = parse('mutation AddToCart { addProductsToCart }');
const cartQuery = parse('query Cart { cart }');

describe('the link chain', () => {
  beforeEach(() => window.localStorage.clear());

  it('retries a failed query with its headers, stock errors stripped; never resends a mutation, and the next one still goes', async () => {
    jest.useFakeTimers();
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem('store_view_code', 'fr');
    const attempts: string[] = [];
    const backend = fakeBackend((operation) => {
      const name = String(operation.variables.name);
      attempts.push(`${name}:${operation.getContext().headers.store}`);
      if (attempts.filter((attempt) => attempt.startsWith(`${name}:`)).length === 1 && name !== 'second') throw new Error('Failed to fetch');
      return {
        data: { cart: { items: [{ uid: 'gone' }, { uid: 'kept' }] } },
        errors: [{ message: 'The requested qty is not available', path: ['cart', 'items', 0] }]
      };
    });
    const link = createLinkChain({
      storage,
      retryEnvironment: { isOnline: () => true, isServerRendering: () => false },
      terminatingLink: backend.link
    });
    const lookup = run(link, { query: cartQuery, variables: { name: 'lookup' } });
    const first = run(link, { query: mutation, variables: { name: 'first' } }).catch((error: unknown) => error);
    const second = run(link, { query: mutation, variables: { name: 'second' } });
    await jest.advanceTimersByTimeAsync(10_000);
    jest.useRealTimers();
    expect(attempts).toEqual(['lookup:fr', 'first:fr', 'second:fr', 'lookup:fr']);
    const [[lookupResult], firstError, [secondResult]] = await Promise.all([lookup, first, second]);
    expect(lookupResult).toEqual({ data: { cart: { items: [{ uid: 'kept' }] } } });
    expect(firstError).toEqual(expect.objectContaining({ message: 'Failed to fetch' }));
    expect(secondResult.errors).toBeUndefined();
  });
});
