import { RetryLink } from '@apollo/client/link/retry';

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

/**
 * Retries failed requests (network errors; GraphQL errors in a response are answers, not failures),
 * but only while the browser is online and not while rendering on a server, where a retry would
 * only delay the page.
 */
export function createRetryLink(environment: RetryEnvironment = browserEnvironment): RetryLink {
  return new RetryLink({
    delay: { initial: RETRY_INITIAL_DELAY_MS, max: Infinity, jitter: true },
    attempts: {
      max: RETRY_ATTEMPTS,
      retryIf: (error) => Boolean(error) && environment.isOnline() && !environment.isServerRendering()
    }
  });
}
