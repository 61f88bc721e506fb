import { ApolloLink } from '@apollo/client/core';
import { parse } from 'graphql';
import { createMutationQueueLink, SKIP_MUTATION_QUEUE } from './mutationQueueLink';
import { fakeBackend, run } from './links.testing';

const mutation = parse('mutation Add { addItem }');
const query = parse('query Cart { cart }');

function deferredBackend() {
  const log: string[] = [];
  const pending: Array<{ name: string; finish: (fail?: boolean) => void }> = [];
  const backend = fakeBackend(
    (operation) =>
      new Promise((resolve, reject) => {
        const name = String(operation.variables.name);
        log.push(`start ${name}`);
        pending.push({
          name,
          finish: (fail) => {
            log.push(`end ${name}`);
            if (fail) reject(new Error(`${name} failed`));
            else resolve({ data: { name } });
          }
        });
      })
  );
  return { log, pending, link: backend.link };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mutation queue link', () => {
  it('runs concurrent mutations one after another, in order', async () => {
    const backend = deferredBackend();
    const link = ApolloLink.from([createMutationQueueLink(), backend.link]);
    const first = run(link, { query: mutation, variables: { name: 'a' } });
    const second = run(link, { query: mutation, variables: { name: 'b' } });
    await flush();
    expect(backend.log).toEqual(['start a']);
    backend.pending[0].finish();
    await expect(first).resolves.toEqual([{ data: { name: 'a' } }]);
    await flush();
    expect(backend.log).toEqual(['start a', 'end a', 'start b']);
    backend.pending[1].finish();
    await expect(second).resolves.toEqual([{ data: { name: 'b' } }]);
  });

  it('gives a failure to its caller and lets the next mutation proceed', async () => {
    const backend = deferredBackend();
    const link = ApolloLink.from([createMutationQueueLink(), backend.link]);
    const first = run(link, { query: mutation, variables: { name: 'a' } });
    const second = run(link, { query: mutation, variables: { name: 'b' } });
    await flush();
    backend.pending[0].finish(true);
    await expect(first).rejects.toThrow('a failed');
    await flush();
    backend.pending[1].finish();
    await expect(second).resolves.toEqual([{ data: { name: 'b' } }]);
  });

  it('lets queries and opted-out mutations run in parallel with the queue', async () => {
    const backend = deferredBackend();
    const link = ApolloLink.from([createMutationQueueLink(), backend.link]);
    void run(link, { query: mutation, variables: { name: 'a' } });
    void run(link, { query, variables: { name: 'q' } });
    void run(link, { query: mutation, variables: { name: 'free' }, context: { [SKIP_MUTATION_QUEUE]: true } });
    await flush();
    expect(backend.log.sort()).toEqual(['start a', 'start free', 'start q']);
  });

  it('frees the queue when a waiting caller unsubscribes', async () => {
    const backend = deferredBackend();
    const link = ApolloLink.from([createMutationQueueLink(), backend.link]);
    const first = run(link, { query: mutation, variables: { name: 'a' } });
    const { execute } = jest.requireActual<typeof import('@apollo/client/core')>('@apollo/client/core');
    const abandoned = execute(link, { query: mutation, variables: { name: 'gone' } }).subscribe({});
    const third = run(link, { query: mutation, variables: { name: 'c' } });
    abandoned.unsubscribe();
    await flush();
    backend.pending[0].finish();
    await first;
    await flush();
    expect(backend.log).toEqual(['start a', 'end a', 'start c']);
    backend.pending[1].finish();
    await expect(third).resolves.toEqual([{ data: { name: 'c' } }]);
  });
});
