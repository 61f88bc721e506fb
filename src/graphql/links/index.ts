import type { ApolloLink } from '@apollo/client/core';
import { loadForAction } from '../../lib/chunkLoad';
import { loadOnce } from '../../lib/loadOnce';
import { createLazyLink } from './lazyLink';
import { createMutationQueueLink } from './mutationQueueLink';
import type { NetworkChainOptions } from './networkChain';

export type LinkChainOptions = NetworkChainOptions;

/**
 * The network part of the chain is its own chunk: landing pages render from the server's page data without it. A
 * request whose chunk does not load fails like one the server did not answer: an OfflineError offline, else the
 * house's 'part of the shop did not load' error, and the page is not reloaded under the shopper's hands. The next
 * operation asks for the chunk again.
 */
const loadNetworkChainModule = loadOnce(() => loadForAction(() => import(/* webpackChunkName: "graphql-network" */ './networkChain')));

/** Fetches the network part of the chain ahead of the first request (once the landing has loaded, in idle time). */
export function preloadNetworkLink(): Promise<void> {
  return loadNetworkChainModule().then(
    () => undefined,
    () => undefined // the first request that needs it loads it again and reports the failure
  );
}

/**
 * The order matters: mutations queue before anything else (and before the network part loads), so a retried
 * mutation keeps its place; then retries, headers re-read on every attempt, stock surgery and the HTTP link.
 */
export function createLinkChain(options: LinkChainOptions): ApolloLink {
  return createMutationQueueLink().concat(
    createLazyLink(() => loadNetworkChainModule().then(({ createNetworkChain }) => createNetworkChain(options)))
  );
}
