/** @jest-environment node */
// Node supplies fetch's Response, which jsdom lacks.
import { createLazyRestClient } from './lazyRestClient';

// Counts the evaluations of the real client's module, which the lazy client must leave to its first call.
let restClientModuleLoads = 0;
// Set to make the client's chunk fail to load, as a browser fails it (offline, or gone after a deploy).
let mockIsChunkMissing = false;
jest.mock('./restClient', () => {
  if (mockIsChunkMissing) throw Object.assign(new Error('Loading chunk rest failed.'), { name: 'ChunkLoadError' });
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

  describe('when its code does not load', () => {
    const answer = () => Promise.resolve(new Response(JSON.stringify('42'), { status: 200, headers: { 'content-type': 'application/json' } }));
    /** A lazy client from a fresh module registry, so the client's chunk has not been loaded yet. */
    function freshLazyClient() {
      jest.resetModules();
      const { createLazyRestClient: create } = jest.requireActual<typeof import('./lazyRestClient')>('./lazyRestClient');
      return create({ getToken: () => undefined, fetchImpl: () => answer as unknown as typeof fetch });
    }
    const setOnline = (isOnline: boolean) => {
      Object.defineProperty(globalThis, 'navigator', { value: { onLine: isOnline }, configurable: true });
    };
    const onLineBefore = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

    afterEach(() => {
      mockIsChunkMissing = false;
      if (onLineBefore) Object.defineProperty(globalThis, 'navigator', onLineBefore);
    });

    it('offline, the call fails as any request made offline does, and the next call loads the code and sends', async () => {
      setOnline(false);
      mockIsChunkMissing = true;
      const client = freshLazyClient();
      await expect(client.post('/rest/V1/guest-carts/c1/payment-information', {})).rejects.toMatchObject({ name: 'OfflineError' });

      setOnline(true);
      mockIsChunkMissing = false;
      await expect(client.post('/rest/V1/guest-carts/c1/payment-information', {})).resolves.toBe('42');
    });

    it("online (the code gone after a deploy), the call fails with an error saying so, not the loader's", async () => {
      setOnline(true);
      mockIsChunkMissing = true;
      const client = freshLazyClient();
      await expect(client.get('/rest/V1/directory/countries')).rejects.toMatchObject({
        name: 'CodeUnavailableError',
        message: 'Part of the shop could not be loaded.'
      });
    });
  });
});
