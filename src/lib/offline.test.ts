import { ApolloError } from '@apollo/client/core';
import { fetchOrOffline, isOfflineError, OfflineError } from './offline';

const failedToFetch = () => new TypeError('Failed to fetch');

describe('fetchOrOffline', () => {
  let onLine: jest.SpyInstance<boolean, []>;
  beforeEach(() => {
    onLine = jest.spyOn(navigator, 'onLine', 'get');
  });
  afterEach(() => onLine.mockRestore());

  it('turns a failed request into an OfflineError while the browser is offline', async () => {
    onLine.mockReturnValue(false);
    const fetchImpl = jest.fn(() => Promise.reject(failedToFetch()));
    const init = { method: 'POST' };
    await expect(fetchOrOffline(fetchImpl as unknown as typeof fetch, '/graphql', init)).rejects.toBeInstanceOf(OfflineError);
    expect(fetchImpl).toHaveBeenCalledWith('/graphql', init);
  });

  it('keeps the original failure while the browser is online', async () => {
    onLine.mockReturnValue(true);
    const failure = failedToFetch();
    await expect(fetchOrOffline((() => Promise.reject(failure)) as typeof fetch, '/graphql')).rejects.toBe(failure);
  });

  it('keeps an abort an abort, even offline', async () => {
    onLine.mockReturnValue(false);
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(fetchOrOffline((() => Promise.reject(abort)) as typeof fetch, '/graphql')).rejects.toBe(abort);
  });

  it('passes an answer through, even when the browser claims to be offline', async () => {
    onLine.mockReturnValue(false);
    const response = { ok: true } as Response;
    await expect(fetchOrOffline((() => Promise.resolve(response)) as typeof fetch, '/graphql')).resolves.toBe(response);
  });
});

describe('isOfflineError', () => {
  it('recognises an OfflineError, plain or wrapped by Apollo as its network error', () => {
    expect(isOfflineError(new OfflineError())).toBe(true);
    expect(isOfflineError(new ApolloError({ networkError: new OfflineError() }))).toBe(true);
  });

  it('follows an error cause, and knows the error by name once serialized', () => {
    expect(isOfflineError(new Error('Unable to create cart', { cause: new OfflineError() }))).toBe(true);
    expect(isOfflineError({ name: 'OfflineError', message: 'You are offline.' })).toBe(true);
  });

  it('is false for other failures and for no error at all', () => {
    expect(isOfflineError(new ApolloError({ networkError: failedToFetch() }))).toBe(false);
    expect(isOfflineError(new ApolloError({ graphQLErrors: [{ message: 'Could not find a cart' } as never] }))).toBe(false);
    expect(isOfflineError(new Error('You are offline.'))).toBe(false);
    expect(isOfflineError(new Error('x', { cause: new Error('y') }))).toBe(false);
    for (const nothing of [null, undefined, '', 'OfflineError', 0]) expect(isOfflineError(nothing)).toBe(false);
  });
});
