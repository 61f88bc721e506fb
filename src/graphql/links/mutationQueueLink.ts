import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client/core';
import { getMainDefinition } from '@apollo/client/utilities';

/** Context flag a mutation sets to run in parallel with the queue (§4 "unless a request opts out"). */
export const SKIP_MUTATION_QUEUE = 'skipMutationQueue';

function isQueuedMutation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation' && operation.getContext()[SKIP_MUTATION_QUEUE] !== true;
}

/**
 * Sends mutations one after another (§4 mutation queue): Magento's cart mutations read and write the
 * same quote, so running them in parallel loses updates. A failure goes to its own caller and the
 * next mutation still runs. Queries pass straight through.
 */
export function createMutationQueueLink(): ApolloLink {
  // Settles when the last queued mutation has finished, whatever its outcome.
  let queueTail: Promise<void> = Promise.resolve();

  return new ApolloLink((operation, forward) => {
    if (!isQueuedMutation(operation)) return forward(operation);

    return new Observable<FetchResult>((observer) => {
      let cancelled = false;
      let release: () => void = () => undefined;
      let subscription: { unsubscribe(): void } | undefined;

      const run = () =>
        new Promise<void>((resolve) => {
          release = resolve;
          if (cancelled) return resolve();
          subscription = forward(operation).subscribe({
            next: (result) => observer.next(result),
            error: (error) => {
              resolve();
              observer.error(error);
            },
            complete: () => {
              resolve();
              observer.complete();
            }
          });
        });

      queueTail = queueTail.then(run);

      return () => {
        // A caller that gives up frees its place so the queue never stalls.
        cancelled = true;
        subscription?.unsubscribe();
        release();
      };
    });
  });
}
