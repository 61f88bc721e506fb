import { parse } from 'graphql';
import { BrowserStorage } from '../../lib/storage';
import { createLinkChain } from '.';
import { fakeBackend, run } from './testLinks';

const mutation = parse('mutation AddToCart { addProductsToCart }');

describe('the link chain', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a retried mutation at the head of the queue and re-sends it with headers, stock errors stripped', async () => {
    jest.useFakeTimers();
    const storage = new BrowserStorage(window.localStorage);
    storage.setItem('store_view_code', 'fr');
    const attempts: string[] = [];
    const backend = fakeBackend((operation) => {
      const name = String(operation.variables.name);
      attempts.push(`${name}:${operation.getContext().headers.store}`);
      if (name === 'first' && attempts.length === 1) throw new Error('Failed to fetch');
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
    const first = run(link, { query: mutation, variables: { name: 'first' } });
    const second = run(link, { query: mutation, variables: { name: 'second' } });
    await jest.advanceTimersByTimeAsync(10_000);
    jest.useRealTimers();
    expect(attempts).toEqual(['first:fr', 'first:fr', 'second:fr']);
    const [[firstResult], [secondResult]] = await Promise.all([first, second]);
    expect(firstResult).toEqual({ data: { cart: { items: [{ uid: 'kept' }] } } });
    expect(secondResult.errors).toBeUndefined();
  });
});
