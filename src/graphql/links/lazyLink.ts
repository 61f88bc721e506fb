import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core';
import { loadOnce } from '../../lib/loadOnce';
import { REQUEST_TIMEOUT_MS, RequestTimeoutError } from '../../lib/requestTimeout';

/**
 * A link whose code arrives on the first operation that reaches it. Operations that come while it loads share
 * one load and go on in the order they came; once it is in, operations pass straight through. A failed load fails
 * the waiting operations with its error (their network error) and the next operation loads again. Waiting for the load counts
 * against the request deadline, so a hung load cannot hold the mutation queue.
 */
export function createLazyLink(load: () => Promise<ApolloLink>, timeoutMs = REQUEST_TIMEOUT_MS): ApolloLink {
  let loaded: ApolloLink | undefined;
  const loadLink = loadOnce(() => load().then((link) => (loaded = link)));

  return new ApolloLink((operation, forward) => {
    if (loaded) return loaded.request(operation, forward);
    return new Observable<FetchResult>((observer) => {
      let settled = false;
      let subscription: { unsubscribe(): void } | undefined;
      const timer = setTimeout(() => {
        settled = true;
        observer.error(new RequestTimeoutError());
      }, timeoutMs);
      const settle = () => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        return true;
      };

      loadLink().then(
        (network) => {
          if (!settle()) return;
          try {
            const result = network.request(operation, forward);
            if (!result) return observer.complete();
            subscription = result.subscribe({
              next: (value) => observer.next(value),
              error: (error) => observer.error(error),
              complete: () => observer.complete()
            });
          } catch (error) {
            observer.error(error);
          }
        },
        (error: unknown) => {
          if (settle()) observer.error(error);
        }
      );

      return () => {
        // Unsubscribed while loading: the operation is dropped, the load goes on for the next one.
        settle();
        subscription?.unsubscribe();
      };
    });
  });
}
