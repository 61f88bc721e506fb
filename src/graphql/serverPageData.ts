import type {
  ApolloClient,
  InMemoryCache,
  NormalizedCacheObject,
  OperationVariables,
  TypedDocumentNode,
  WatchQueryFetchPolicy
} from '@apollo/client/core';
import { canonicalStringify, getOperationName } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { useMemo } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../lib/pageMarkers';

/** The data the storefront server wrote into the first HTML (server/pages/composePage.ts). */
export interface ServerPageData {
  store: string;
  currency: string | null;
  /** When the server composed it (ms since epoch). */
  composedAt: number;
  /** `OperationName:variables` of the queries it answered. */
  queries: string[];
  cache: NormalizedCacheObject;
  /** The page's rich content sanitised by the server, by `htmlKey` of the HTML the page renders. */
  sanitizedHtml?: Record<string, string>;
  /** The product widgets the server took out of the page's CMS content, by `htmlKey` of that content. */
  productWidgets?: Record<string, unknown[]>;
}

/** How long after start-up the server's answers count as fresh: the page was composed at most a minute ago. */
const FRESH_FOR_MS = 60_000;
/**
 * Older page data is not used at all: a page the service worker kept for offline use carries the data of its
 * day, and the persisted cache is newer. Generous, as the server's and the browser's clocks may differ.
 */
const MAX_AGE_MS = 10 * 60_000;

const freshQueries = new Set<string>();
let freshUntil = 0;

/** A query's key, as the server computes it. */
export function queryKey(operationName: string, variables: object = {}): string {
  return `${operationName}:${canonicalStringify(variables)}`;
}

/** Reads the page's data from its JSON script, if the server wrote one. */
export function readServerPageData(document: Document = window.document): ServerPageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as ServerPageData;
    return data && typeof data.store === 'string' && typeof data.composedAt === 'number' && data.cache && Array.isArray(data.queries)
      ? data
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Merges the server's answers into the cache restored from storage, field by field (the server's are newer),
 * when they belong to this store view and currency; the first render then shows the page without a request.
 */
export function seedCacheFromServer(
  cache: InMemoryCache,
  data: ServerPageData | undefined,
  storeViewCode: string,
  currency: string | undefined,
  now = Date.now()
): boolean {
  if (!data || data.store !== storeViewCode || (currency !== undefined && data.currency !== null && data.currency !== currency)) return false;
  if (!(Math.abs(now - data.composedAt) <= MAX_AGE_MS)) return false;
  const merged = cache.extract() as NormalizedCacheObject;
  for (const [id, entity] of Object.entries(data.cache)) {
    merged[id] = { ...merged[id], ...entity };
  }
  cache.restore(merged);
  freshQueries.clear();
  for (const key of data.queries) freshQueries.add(key);
  freshUntil = now + FRESH_FOR_MS;
  return true;
}

/** Whether the server answered this query for this page load (so asking again would only repeat it). */
export function isAnsweredByServer(query: DocumentNode, variables: object = {}, now = Date.now()): boolean {
  if (now > freshUntil) return false;
  const name = getOperationName(query);
  return name !== null && freshQueries.has(queryKey(name, variables));
}

/**
 * Asks a page's query before the page renders, into the cache only (errors show when the page asks itself), unless
 * the server's page data has just answered it: reading that answer back would only cost start-up time.
 */
export function prefetchPageQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient<object>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables
): void {
  if (isAnsweredByServer(query, variables)) return;
  client.query({ query, variables }).catch(() => undefined);
}

/**
 * A page query's fetch policy: cache-first for what the server just answered, else show the cache and refresh.
 * Decided once per query and variables, so a later render does not switch the policy (and refetch).
 */
export function usePageFetchPolicy(query: DocumentNode, variables: Record<string, unknown> = {}): WatchQueryFetchPolicy {
  const key = canonicalStringify(variables);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `variables`
  return useMemo(() => (isAnsweredByServer(query, variables) ? 'cache-first' : 'cache-and-network'), [query, key]);
}
