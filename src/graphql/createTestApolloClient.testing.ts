import type { FetchResult } from '@apollo/client/core';
import { BrowserStorage } from '../lib/storage';
import { createApolloClient } from './client';
import { fakeBackend, type FakeResponder } from './fakeBackend.testing';

export type { FakeResponder };

/**
 * A real client (links, cache, policies, persistence) whose HTTP link is replaced by a fake backend
 * answering by operation name. `sent` lists every operation it received (with its context, so its headers).
 */
export async function createTestApolloClient(
  responses: Record<string, FetchResult | FakeResponder>,
  storage = new BrowserStorage(window.localStorage)
) {
  const backend = fakeBackend((operation) => {
    const response = responses[operation.operationName];
    if (!response) throw new Error(`No fake response for ${operation.operationName}`);
    return typeof response === 'function' ? response(operation) : response;
  });
  // Failures surface at once: retry timing has its own tests.
  const retryEnvironment = { isOnline: () => false, isServerRendering: () => false };
  const client = await createApolloClient({ storage, terminatingLink: backend.link, retryEnvironment });
  return { client, sent: backend.operations, storage };
}
