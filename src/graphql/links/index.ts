import { ApolloLink } from '@apollo/client/core';
import type { BrowserStorage } from '../../lib/storage';
import { createHeadersLink } from './headersLink';
import { createHttpLink } from './httpLink';
import { createMutationQueueLink } from './mutationQueueLink';
import { createRetryLink, type RetryEnvironment } from './retryLink';
import { createStockErrorLink } from './stockErrorLink';

export interface LinkChainOptions {
  storage: BrowserStorage;
  retryEnvironment?: RetryEnvironment;
  /** The terminating link; tests replace the HTTP link with a fake backend. */
  terminatingLink?: ApolloLink;
}

/**
 * The order matters: mutations queue before anything else, so a retried mutation keeps its place;
 * headers are re-read on every attempt; stock surgery sees raw responses before the cache does.
 */
export function createLinkChain({ storage, retryEnvironment, terminatingLink }: LinkChainOptions): ApolloLink {
  return ApolloLink.from([
    createMutationQueueLink(),
    createRetryLink(retryEnvironment),
    createHeadersLink(storage),
    createStockErrorLink(),
    terminatingLink ?? createHttpLink()
  ]);
}
