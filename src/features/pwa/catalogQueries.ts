import { summarizeOperation } from './graphqlOperation';

export const GRAPHQL_PATHNAME = '/graphql';

/**
 * Root fields of the public catalogue (§7): the same answer for every guest of a store view and
 * currency, so a cached copy may be shown offline. Anything else (cart, customer, wishlist, orders,
 * checkout, or a field added later) is never cached: an allowlist fails safe.
 */
export const CATALOG_ROOT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  'categoryList',
  'categories',
  'category',
  'products',
  'cmsPage',
  'cmsBlocks',
  'route',
  'urlResolver'
]);

export interface HeaderReader {
  get(name: string): string | null;
}

export interface RequestFacts {
  method: string;
  url: URL;
  headers: HeaderReader;
}

/**
 * True for a GET /graphql query whose root fields are all catalogue fields and which carries no
 * authorization: a signed-in shopper's answers (prices by customer group, anything personal) must not
 * outlive the session in a shared cache. POSTs (mutations, or queries too long for a URL) never match.
 */
export function isCatalogQueryRequest({ method, url, headers }: RequestFacts): boolean {
  if (method.toUpperCase() !== 'GET' || url.pathname !== GRAPHQL_PATHNAME) return false;
  if ((headers.get('authorization') ?? '').trim() !== '') return false;
  const query = url.searchParams.get('query');
  if (!query) return false;
  const operation = summarizeOperation(query, url.searchParams.get('operationName'));
  if (!operation || operation.type !== 'query' || operation.rootFields.length === 0) return false;
  return operation.rootFields.every((field) => CATALOG_ROOT_FIELDS.has(field));
}

/** Query parameters the worker adds to a catalogue cache key; the server never sees them. */
export const STORE_KEY_PARAM = '__sw_store';
export const CURRENCY_KEY_PARAM = '__sw_currency';

/**
 * The cache key of a catalogue query: its URL plus the `store` and `Content-Currency` headers, since the
 * same URL answers differently per store view and currency (§7 headers).
 */
export function catalogCacheKey(url: string, headers: HeaderReader): string {
  const key = new URL(url);
  key.searchParams.set(STORE_KEY_PARAM, headers.get('store') ?? '');
  key.searchParams.set(CURRENCY_KEY_PARAM, headers.get('content-currency') ?? '');
  return key.href;
}

/** Only complete answers are kept: a response with GraphQL errors would be replayed offline as truth. */
export function isCacheableGraphQLResult(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  if (typeof data !== 'object' || data === null) return false;
  return errors === undefined || (Array.isArray(errors) && errors.length === 0);
}
