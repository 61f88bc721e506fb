import { execute, type ApolloLink, type FetchResult, type GraphQLRequest } from '@apollo/client/core';

export { fakeBackend } from '../fakeBackend.testing';

/** Runs a request through a link and resolves with everything it emitted. */
export function run(link: ApolloLink, request: GraphQLRequest): Promise<FetchResult[]> {
  return new Promise((resolve, reject) => {
    const results: FetchResult[] = [];
    execute(link, request).subscribe({
      next: (result) => results.push(result),
      error: reject,
      complete: () => resolve(results)
    });
  });
}
