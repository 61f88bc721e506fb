import { defineMessages } from './messageDescriptors';

/**
 * A request that failed because the browser has no connection. The transport (GraphQL and REST) raises
 * it at the moment of failure, so the reason survives even after the shopper is back online.
 */
export class OfflineError extends Error {
  constructor() {
    super('You are offline.');
    this.name = 'OfflineError';
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** `fetch`, except that a failure while the browser is offline becomes an OfflineError (aborts stay aborts). */
export async function fetchOrOffline(fetchImpl: typeof fetch, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(input, init);
  } catch (error) {
    if (isOffline() && !(error instanceof DOMException && error.name === 'AbortError')) throw new OfflineError();
    throw error;
  }
}

/** Whether a failure (plain, Apollo-wrapped or a rejected thunk's payload) came from being offline. */
export function isOfflineError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof OfflineError || (error as Error).name === 'OfflineError') return true;
  const { networkError, cause } = error as { networkError?: unknown; cause?: unknown };
  return isOfflineError(networkError) || isOfflineError(cause);
}

export const offlineMessages = defineMessages({
  actionNeedsConnection: {
    id: 'offline.actionNeedsConnection',
    defaultMessage: 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.'
  },
  pageHeader: { id: 'offline.pageHeader', defaultMessage: 'You are offline' },
  pageMessage: {
    id: 'offline.pageMessage',
    defaultMessage:
      'This page has not been saved on this device yet. Pages you have already visited still open; this one will load once you are back online.'
  },
  retry: { id: 'offline.retry', defaultMessage: 'Try again' }
});
