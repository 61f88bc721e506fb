import { ApolloLink } from '@apollo/client/core';
import type { BrowserStorage } from '../../lib/storage';
import { createHeadersLink } from './headersLink';
import { createHttpLink } from './httpLink';
import { createRetryLink, type RetryEnvironment } from './retryLink';
import { createStockErrorLink } from './stockErrorLink';

export interface NetworkChainOptions {
  storage: BrowserStorage;
  retryEnvironment?: RetryEnvironment;
  /** The terminating link; tests replace the HTTP link with a fake backend. */
  terminatingLink?: ApolloLink;
}

/**
 * The part of the link chain that only a request to the server needs, loaded as its own chunk on the first such
 * request. The order matters: headers are re-read on every attempt of the retry link; stock surgery sees raw
 * responses before the cache does.
 */
export function createNetworkChain({ storage, retryEnvironment, terminatingLink }: NetworkChainOptions): ApolloLink {
  return ApolloLink.from([
    createRetryLink(retryEnvironment),
    createHeadersLink(storage),
    createStockErrorLink(),
    terminatingLink ?? createHttpLink()
  ]);
}
