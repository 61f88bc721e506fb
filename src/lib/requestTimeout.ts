/** No GraphQL or REST request may hang longer: a hung one would hold the mutation queue (and the shopper) forever. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A request that got no answer within REQUEST_TIMEOUT_MS. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('The server took too long to answer.');
    this.name = 'RequestTimeoutError';
  }
}

/**
 * `fetch` with a deadline for the response: it is aborted with a RequestTimeoutError after `timeoutMs`, unless the
 * caller's own signal aborts it first (that abort stays the caller's).
 */
export async function fetchWithTimeout(
  fetchImpl: typeof fetch,
  input: RequestInfo | URL,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS
): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchImpl(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}
