import type { FastifyInstance } from 'fastify';
import { IN_PROCESS_HEADERS } from '../../backend';

/** What a storefront-server query answers: GraphQL's data, or why there is none. */
export interface BackendAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

export interface BackendQueryOptions {
  /** Store view code (Magento's `Store` header); the backend's default view when absent. */
  store?: string;
  /** Display currency (`Content-Currency`); the store view's default when absent. */
  currency?: string;
  /** Aborts the request (the page's time budget). */
  signal?: AbortSignal;
  /**
   * Asked once in a long while (the sitemap's pages): the embedded backend answers it without keeping the answer in
   * its response cache, where hundreds of catalogue pages would push out what shoppers ask.
   */
  uncached?: boolean;
}

/**
 * The commerce backend as the storefront server sees it: anonymous catalogue queries only (no token, no
 * cart), so what it composes is the same for every shopper of a store view and currency.
 */
export interface StorefrontBackend {
  /**
   * Answers in this process, each query in one synchronous stretch of the event loop (the embedded backend): work in
   * the background then asks for small pieces, so no shopper's request waits long behind one.
   */
  readonly inProcess?: boolean;
  query<T>(query: string, variables: Record<string, unknown>, options: BackendQueryOptions): Promise<BackendAnswer<T>>;
}

function requestHeaders({ store, currency }: BackendQueryOptions): Record<string, string> {
  return {
    ...(store ? { store } : {}),
    ...(currency ? { 'content-currency': currency } : {}),
    accept: 'application/json',
    'accept-encoding': 'identity'
  };
}

function queryString(query: string, variables: Record<string, unknown>): string {
  return new URLSearchParams({ query, variables: JSON.stringify(variables) }).toString();
}

function abortError(): Error {
  return Object.assign(new Error('The backend did not answer in time.'), { name: 'AbortError' });
}

/**
 * The embedded backend, asked in process (fastify `inject`, no socket) with GET so its response cache
 * answers repeated catalogue queries. Marked as in process: the backend then builds its URLs (media base, images)
 * from the public URL, not from the host `inject` makes up (`localhost:80`), for the pages every shopper shares.
 */
export function embeddedBackendClient(app: FastifyInstance): StorefrontBackend {
  return {
    inProcess: true,
    async query<T>(query: string, variables: Record<string, unknown>, options: BackendQueryOptions) {
      if (options.signal?.aborted) throw abortError();
      const headers = { ...requestHeaders(options), ...IN_PROCESS_HEADERS };
      const response = options.uncached
        ? await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } })
        : await app.inject({ method: 'GET', url: `/graphql?${queryString(query, variables)}`, headers });
      if (response.statusCode !== 200) throw new Error(`The backend answered ${response.statusCode}.`);
      return response.json<BackendAnswer<T>>();
    }
  };
}

/** A Magento 2.4 over HTTP (`MAGENTO_BACKEND_URL`), with GET requests its full-page cache can answer. */
export function httpBackendClient(upstream: string): StorefrontBackend {
  return {
    async query<T>(query: string, variables: Record<string, unknown>, options: BackendQueryOptions) {
      const response = await fetch(`${upstream}/graphql?${queryString(query, variables)}`, {
        headers: requestHeaders(options),
        signal: options.signal
      });
      if (response.status !== 200) throw new Error(`The backend answered ${response.status}.`);
      return (await response.json()) as BackendAnswer<T>;
    }
  };
}

/** The backend the storefront server composes from: the real Magento when configured, else the embedded one. */
export function storefrontBackendFor(app: FastifyInstance, config: { magentoBackendUrl?: string }): StorefrontBackend {
  return config.magentoBackendUrl ? httpBackendClient(config.magentoBackendUrl) : embeddedBackendClient(app);
}
