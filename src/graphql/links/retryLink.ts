import type { Operation } from '@apollo/client/core';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';

/** §7/§9: up to 5 attempts, starting 300 ms apart, with jitter and no maximum delay. */
export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

export interface RetryEnvironment {
  isOnline(): boolean;
  isServerRendering(): boolean;
}

const browserEnvironment: RetryEnvironment = {
  isOnline: () => typeof navigator !== 'undefined' && navigator.onLine,
  isServerRendering: () => typeof window === 'undefined'
};

const isQuery = (operation: Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'query';
};

/**
 * Retries failed queries (network errors; GraphQL errors in a response are answers, not failures),
 * but only while the browser is online and not while rendering on a server, where a retry would
 * only delay the page. Mutations are never resent blindly: a network error may have lost the answer to a
 * change the server made, and sending it again would make it twice (the cart thunks re-read and decide).
 */
export function createRetryLink(environment: RetryEnvironment = browserEnvironment): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: Infinity, jitter: true },
    attempts: {
      max: RETRY_ATTEMPTS,
      retryIf: (error, operation) => Boolean(error) && isQuery(operation) && environment.isOnline() && !environment.isServerRendering()
    }
  });
}
