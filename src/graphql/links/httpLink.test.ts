/** @jest-environment node */
// Node's own fetch types (Response) are needed here; jsdom has none.
import { execute } from '@apollo/client/core';
import { parse } from 'graphql';
import { createHttpLink, MAX_UNMINIFIED_GET_URL_LENGTH, shortenGetUrl } from './httpLink';
import { minifyGraphQL } from './minifyGraphQL';

function capture(request: Parameters<typeof execute>[1]) {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(async () =>
    new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } })
  );
  return new Promise<{ url: string; init: RequestInit | undefined }>((resolve, reject) => {
    execute(createHttpLink(() => fetchMock as unknown as typeof fetch), request).subscribe({
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

describe('minifyGraphQL', () => {
  it('keeps names apart, strings intact and drops comments and commas', () => {
    const text = `query Q($s: String = "a,  b # c") {  # comment
      products(search: $s, pageSize: 6 currentPage: 1) { items { ...on SimpleProduct { sku } } }
    }`;
    expect(minifyGraphQL(text)).toBe(
      'query Q($s:String="a,  b # c"){products(search:$s pageSize:6 currentPage:1){items{...on SimpleProduct{sku}}}}'
    );
    expect(parse(minifyGraphQL(text))).toBeTruthy();
  });
});
