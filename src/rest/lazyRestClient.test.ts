/** @jest-environment node */
// Node supplies fetch's Response, which jsdom lacks.
import { createLazyRestClient } from './lazyRestClient';

// Counts the evaluations of the real client's module, which the lazy client must leave to its first call.
let restClientModuleLoads = 0;
jest.mock('./restClient', () => {
  restClientModuleLoads += 1;
  return jest.requireActual('./restClient');
});

describe('lazy REST client', () => {
  it('loads the client code with the first call only, then sends through it with the token of the moment', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const fetchMock = (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response(JSON.stringify('42'), { status: 200, headers: { 'content-type': 'application/json' } }));
    };
    let token: string | undefined = 'expired';
    const client = createLazyRestClient({ getToken: () => token, fetchImpl: () => fetchMock as unknown as typeof fetch });
    expect(restClientModuleLoads).toBe(0);

    token = 'tok';
    await expect(client.post('/rest/V1/guest-carts/c1/payment-information', { cartId: 'c1' })).resolves.toBe('42');
    await expect(client.get('/rest/V1/directory/countries')).resolves.toBe('42');
    await expect(client.request('/rest/V1/directory/currency', { method: 'get' })).resolves.toBe('42');
    expect(restClientModuleLoads).toBe(1);
    expect(calls.map(([url, init]) => [url, init.method, (init.headers as Record<string, string>).authorization])).toEqual([
      ['/rest/V1/guest-carts/c1/payment-information', 'POST', 'Bearer tok'],
      ['/rest/V1/directory/countries', 'GET', 'Bearer tok'],
      ['/rest/V1/directory/currency', 'GET', 'Bearer tok']
    ]);
    expect(calls[0][1].body).toBe('{"cartId":"c1"}');
  });
});
