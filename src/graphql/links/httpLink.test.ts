/** @jest-environment node */
// Node's own fetch types (Response) are needed here; jsdom has none.
import { execute } from '@apollo/client/core';
import { parse } from 'graphql';
import { OfflineError } from '../../lib/offline';
import { createHttpLink, MAX_UNMINIFIED_GET_URL_LENGTH, shortenGetUrl } from './httpLink';
import { minifyGraphQL } from './minifyGraphQL';

function capture(request: Parameters<typeof execute>[1]) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(
    async () => new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } })
  );
  return new Promise<{ url: string; init: RequestInit | undefined }>((resolve, reject) => {
    execute(
      createHttpLink(() => fetchMock as unknown as typeof fetch),
      request
    ).subscribe({
      error: reject,
      complete: () => resolve({ url: String(fetchMock.mock.calls[0][0]), init: fetchMock.mock.calls[0][1] })
    });
  });
}

describe('HTTP link', () => {
  it('sends queries as GET to /graphql on our own origin', async () => {
    const { url, init } = await capture({ query: parse('query StoreConfig { storeConfig { store_code } }') });
    expect(init?.method).toBe('GET');
    expect(url.startsWith('/graphql?query=')).toBe(true);
  });

  it('sends mutations as POST with the document in the body', async () => {
    const { url, init } = await capture({ query: parse('mutation CreateCart { createEmptyCart }') });
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body)).query).toContain('createEmptyCart');
  });

  it('whitespace-strips the query of a long GET URL only', async () => {
    const fields = Array.from({ length: 120 }, (_, i) => `field_${i}`).join('\n      ');
    const { url } = await capture({ query: parse(`query Long {\n  storeConfig {\n      ${fields}\n  }\n}`) });
    const sent = new URL(url, 'http://shop.test').searchParams.get('query');
    expect(sent).toBe(`query Long{storeConfig{${Array.from({ length: 120 }, (_, i) => `field_${i}`).join(' ')}}}`);

    const short = '/graphql?query=query%20Q%20%7B%20a%20%7D';
    expect(short.length).toBeLessThan(MAX_UNMINIFIED_GET_URL_LENGTH);
    expect(shortenGetUrl(short)).toBe(short);
  });
});

/** Node has no navigator: the test gives it one that says whether the browser is online. */
function withNavigatorOnLine(onLine: boolean) {
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { onLine } });
}

function failure(request: Parameters<typeof execute>[1], rejection: unknown) {
  const fetchMock = jest.fn(() => Promise.reject(rejection));
  return new Promise<unknown>((resolve, reject) => {
    execute(
      createHttpLink(() => fetchMock as unknown as typeof fetch),
      request
    ).subscribe({
      error: resolve,
      complete: () => reject(new Error('expected a failure'))
    });
  });
}

describe('HTTP link offline', () => {
  const query = { query: parse('query StoreConfig { storeConfig { store_code } }') };
  const mutation = { query: parse('mutation CreateCart { createEmptyCart }') };
  afterEach(() => {
    delete (globalThis as { navigator?: unknown }).navigator;
  });

  it('fails a query or mutation with an OfflineError when fetch fails while the browser is offline', async () => {
    withNavigatorOnLine(false);
    await expect(failure(query, new TypeError('Failed to fetch'))).resolves.toBeInstanceOf(OfflineError);
    await expect(failure(mutation, new TypeError('Failed to fetch'))).resolves.toBeInstanceOf(OfflineError);
  });

  it("keeps fetch's own failure while the browser is online, and an abort while offline", async () => {
    withNavigatorOnLine(true);
    const online = new TypeError('Failed to fetch');
    await expect(failure(mutation, online)).resolves.toBe(online);
    withNavigatorOnLine(false);
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(failure(query, abort)).resolves.toBe(abort);
  });
});

describe('minifyGraphQL', () => {
  it('keeps names apart, strings intact and drops comments and commas', () => {
    const text = `query Q($s: String = "a,  b # c") {  # comment
      products(search: $s, pageSize: 6 currentPage: 1) { items { ...on SimpleProduct { sku } } }
    }`;
    expect(minifyGraphQL(text)).toBe('query Q($s:String="a,  b # c"){products(search:$s pageSize:6 currentPage:1){items{...on SimpleProduct{sku}}}}');
    expect(parse(minifyGraphQL(text))).toBeTruthy();
  });
});
