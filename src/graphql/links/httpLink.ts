import { HttpLink } from '@apollo/client/link/http';
import { fetchOrOffline } from '../../lib/offline';
import { fetchWithTimeout } from '../../lib/requestTimeout';
import { minifyGraphQL } from './minifyGraphQL';

/** GraphQL endpoint on the page's own origin (§7). */
export const GRAPHQL_PATH = '/graphql';

/** Beyond this URL length a GET query is minified: long URLs hit proxy and CDN limits. */
export const MAX_UNMINIFIED_GET_URL_LENGTH = 2000;

/** Rewrites the `query` parameter of a long GET URL without its ignored characters. */
export function shortenGetUrl(url: string): string {
  if (url.length <= MAX_UNMINIFIED_GET_URL_LENGTH) return url;
  const [path, search = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  const query = params.get('query');
  if (!query) return url;
  params.set('query', minifyGraphQL(query));
  return `${path}?${params.toString()}`;
}

/**
 * Queries go as GET so browsers, the service worker and CDNs can cache them; mutations POST.
 * `fetchImpl` is looked up per request so tests and polyfills can replace the global fetch. A request that
 * fails while the browser is offline fails with an OfflineError, so the shopper is told why; one that gets no answer
 * in time fails with a RequestTimeoutError, so the mutation queue moves on.
 */
export function createHttpLink(fetchImpl: () => typeof fetch = () => globalThis.fetch): HttpLink {
  return new HttpLink({
    uri: GRAPHQL_PATH,
    useGETForQueries: true,
    fetch: (input, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const url = typeof input === 'string' && method === 'GET' ? shortenGetUrl(input) : input;
      const fetchOnce = fetchImpl();
      return fetchOrOffline((input, options) => fetchWithTimeout(fetchOnce, input, options), url, init);
    }
  });
}
