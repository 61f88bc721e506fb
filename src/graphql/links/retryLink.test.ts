import { ApolloLink } from '@apollo/client/core';
import { parse } from 'graphql';
import { createRetryLink, RETRY_ATTEMPTS } from './retryLink';
import { fakeBackend, run } from './links.testing';

const query = parse('query Q { storeConfig { store_code } }');

function failingBackend(failures: number) {
  let calls = 0;
  const backend = fakeBackend(() => {
    calls += 1;
    if (calls <= failures) throw new Error('Failed to fetch');
    return { data: { ok: true } };
  });
  return { ...backend, calls: () => calls };
}

describe('retry link', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function settle<T>(promise: Promise<T>): Promise<T> {
    // Jittered delays grow exponentially and have no maximum: advance far enough for 5 attempts.
    await jest.advanceTimersByTimeAsync(60_000);
    return promise;
  }

  it('retries network failures until an attempt succeeds', async () => {
    const backend = failingBackend(2);
    const link = ApolloLink.from([createRetryLink({ isOnline: () => true, isServerRendering: () => false }), backend.link]);
    await expect(settle(run(link, { query }))).resolves.toEqual([{ data: { ok: true } }]);
    expect(backend.calls()).toBe(3);
  });

  it('never resends a mutation: its answer may be lost after the server made the change', async () => {
    const backend = failingBackend(1);
    const link = ApolloLink.from([createRetryLink({ isOnline: () => true, isServerRendering: () => false }), backend.link]);
    const outcome = run(link, { query: parse('mutation M { addProductsToCart }') }).catch((error: Error) => error);
    await expect(settle(outcome)).resolves.toEqual(new Error('Failed to fetch'));
    expect(backend.calls()).toBe(1);
  });

  it('gives up after 5 attempts', async () => {
    const backend = failingBackend(Infinity);
    const link = ApolloLink.from([createRetryLink({ isOnline: () => true, isServerRendering: () => false }), backend.link]);
    const outcome = run(link, { query }).catch((error: Error) => error);
    await expect(settle(outcome)).resolves.toEqual(new Error('Failed to fetch'));
    expect(backend.calls()).toBe(RETRY_ATTEMPTS);
  });

  it('waits at least about the initial 300 ms (with jitter) before retrying', async () => {
    const backend = failingBackend(1);
    const link = ApolloLink.from([createRetryLink({ isOnline: () => true, isServerRendering: () => false }), backend.link]);
    void run(link, { query });
    await jest.advanceTimersByTimeAsync(0);
    expect(backend.calls()).toBe(1);
    await jest.advanceTimersByTimeAsync(600);
    expect(backend.calls()).toBe(2);
  });

  it('does not retry while offline or during server rendering', async () => {
    for (const environment of [
      { isOnline: () => false, isServerRendering: () => false },
      { isOnline: () => true, isServerRendering: () => true }
    ]) {
      const backend = failingBackend(Infinity);
      const link = ApolloLink.from([createRetryLink(environment), backend.link]);
      const outcome = run(link, { query }).catch((error: Error) => error);
      await expect(settle(outcome)).resolves.toEqual(new Error('Failed to fetch'));
      expect(backend.calls()).toBe(1);
    }
  });
});
