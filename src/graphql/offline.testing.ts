import type { FetchResult } from '@apollo/client/core';
import { createHttpLink } from './links/httpLink';
import type { FakeResponder } from './fakeBackend.testing';

/**
 * Takes the browser offline, as far as the app can tell: `navigator.onLine` is false and `fetch` rejects
 * the way browsers do without a connection. Returns the function that comes back online.
 */
export function goOffline(): () => void {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const previousFetch = globalThis.fetch;
  globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  return () => {
    onLine.mockRestore();
    globalThis.fetch = previousFetch;
  };
}

/**
 * A fake-backend answer that sends the operation out through the real HTTP link and the global `fetch`:
 * after `goOffline()` it fails exactly as the app's transport does in a browser without a connection.
 */
export const throughHttpLink: FakeResponder = (operation) =>
  new Promise<FetchResult>((resolve, reject) => {
    createHttpLink().request(operation)?.subscribe({ next: resolve, error: reject });
  });
