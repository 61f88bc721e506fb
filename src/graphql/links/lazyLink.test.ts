import { ApolloClient, ApolloError, ApolloLink, execute, InMemoryCache, Observable, type FetchResult } from '@apollo/client/core';
import { parse } from 'graphql';
import { CodeUnavailableError, loadForAction } from '../../lib/chunkLoad';
import { OfflineError } from '../../lib/offline';
import { REQUEST_TIMEOUT_MS, RequestTimeoutError } from '../../lib/requestTimeout';
import { createLazyLink } from './lazyLink';
import { createMutationQueueLink } from './mutationQueueLink';
import { fakeBackend, run } from './links.testing';

const query = parse('query Cart { cart }');
const mutation = parse('mutation Add { addItem }');
const nameQuery = parse('query Named($name: String) { name }');

/** A load the test settles by hand, counting how often the lazy link asked for it. */
function controlledLoad() {
  const calls: Array<{ resolve: (link: ApolloLink) => void; reject: (error: unknown) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<ApolloLink>((resolve, reject) => {
        calls.push({ resolve, reject });
      })
  );
  return { load, calls };
}

const chunkLoadError = () => Object.assign(new Error('Loading chunk 6815 failed.'), { name: 'ChunkLoadError' });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const answerWithName = () => fakeBackend((operation) => ({ data: { name: operation.variables.name } }));

describe('lazy link', () => {
  it('loads its link on the first operation, which gets its result; later operations pass straight through', async () => {
    const backend = answerWithName();
    const { load, calls } = controlledLoad();
    const link = createLazyLink(load);
    expect(load).not.toHaveBeenCalled();

    const first = run(link, { query, variables: { name: 'first' } });
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(backend.operations).toHaveLength(0);
    calls[0].resolve(backend.link);
    expect(await first).toEqual([{ data: { name: 'first' } }]);

    expect(await run(link, { query, variables: { name: 'second' } })).toEqual([{ data: { name: 'second' } }]);
    expect(load).toHaveBeenCalledTimes(1);
    // The operation object itself reaches the loaded link: what earlier links set in its context stays there.
    expect(backend.operations.map((operation) => operation.variables.name)).toEqual(['first', 'second']);
  });

  it('concurrent first operations share one load and reach the loaded link in the order they came', async () => {
    const backend = answerWithName();
    const { load, calls } = controlledLoad();
    const link = createLazyLink(load);
    const results = ['a', 'b', 'c'].map((name) => run(link, { query, variables: { name } }));
    expect(load).toHaveBeenCalledTimes(1);
    calls[0].resolve(backend.link);
    expect(await Promise.all(results)).toEqual([[{ data: { name: 'a' } }], [{ data: { name: 'b' } }], [{ data: { name: 'c' } }]]);
    expect(backend.operations.map((operation) => operation.variables.name)).toEqual(['a', 'b', 'c']);
  });

  it('an operation unsubscribed while the link loads is never sent and emits nothing; the load serves the next one', async () => {
    const backend = answerWithName();
    const { load, calls } = controlledLoad();
    const link = createLazyLink(load);
    const emitted = jest.fn();
    const subscription = execute(link, { query, variables: { name: 'dropped' } }).subscribe({
      next: emitted,
      error: emitted,
      complete: emitted
    });
    subscription.unsubscribe();
    calls[0].resolve(backend.link);
    await flush();
    expect(backend.operations).toHaveLength(0);
    expect(emitted).not.toHaveBeenCalled();

    expect(await run(link, { query, variables: { name: 'next' } })).toEqual([{ data: { name: 'next' } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('unsubscribing an operation in flight unsubscribes it from the loaded link', async () => {
    const cancelled = jest.fn();
    const hanging = new ApolloLink(() => new Observable<FetchResult>(() => cancelled));
    const link = createLazyLink(() => Promise.resolve(hanging));
    const subscription = execute(link, { query }).subscribe({});
    await flush();
    expect(cancelled).not.toHaveBeenCalled();
    subscription.unsubscribe();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load fails its operations as a network error through the client, and the next operation loads again', async () => {
    const backend = answerWithName();
    const { load, calls } = controlledLoad();
    // As the link chain loads its network part: a chunk failure becomes the house's error for an action.
    const link = createLazyLink(() => loadForAction(load));
    const client = new ApolloClient({ cache: new InMemoryCache(), link });
    const failing = client.query({ query: nameQuery, variables: { name: 'failing' }, fetchPolicy: 'network-only' });
    const sharing = client.query({ query: nameQuery, variables: { name: 'sharing' }, fetchPolicy: 'network-only' });
    await flush();
    calls[0].reject(chunkLoadError());
    for (const attempt of [failing, sharing]) {
      const error = await attempt.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApolloError);
      expect((error as ApolloError).networkError).toBeInstanceOf(CodeUnavailableError);
    }

    const retried = client.query({ query: nameQuery, variables: { name: 'retried' }, fetchPolicy: 'network-only' });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve(backend.link);
    expect((await retried).data).toEqual({ name: 'retried' });
  });

  it('a chunk that fails to load while offline fails with an OfflineError, so the shopper is told why', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const link = createLazyLink(() => loadForAction(() => Promise.reject(chunkLoadError())));
      await expect(run(link, { query })).rejects.toBeInstanceOf(OfflineError);
    } finally {
      onLine.mockRestore();
    }
  });

  it('a load that hangs past the request deadline fails the operation with a RequestTimeoutError, freeing the mutation queue', async () => {
    jest.useFakeTimers();
    try {
      const backend = answerWithName();
      const { load, calls } = controlledLoad();
      const link = ApolloLink.from([createMutationQueueLink(), createLazyLink(load)]);
      const first = run(link, { query: mutation, variables: { name: 'first' } }).catch((error: unknown) => error);
      const second = run(link, { query: mutation, variables: { name: 'second' } });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(backend.operations).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(await first).toBeInstanceOf(RequestTimeoutError);
      // The queue moved on: the second mutation waits for the same load, which now arrives.
      calls[0].resolve(backend.link);
      await jest.advanceTimersByTimeAsync(0);
      expect(await second).toEqual([{ data: { name: 'second' } }]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(backend.operations.map((operation) => operation.variables.name)).toEqual(['second']);
    } finally {
      jest.useRealTimers();
    }
  });
});
