import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client/core';

export type FakeResponder = (operation: Operation) => FetchResult | Promise<FetchResult>;

/** A terminating link that answers through `respond` (asynchronously, like a network) and records the operations it saw. */
export function fakeBackend(respond: FakeResponder) {
  const operations: Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        operations.push(operation);
        Promise.resolve()
          .then(() => respond(operation))
          .then(
            (result) => {
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => observer.error(error)
          );
      })
  );
  return { link, operations };
}
