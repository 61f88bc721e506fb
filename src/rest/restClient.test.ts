/** @jest-environment node */
// Node supplies fetch's Response and AbortController, which jsdom lacks.
import { OfflineError } from '../lib/offline';
import { REQUEST_TIMEOUT_MS, RequestTimeoutError } from '../lib/requestTimeout';
import { createRestClient } from './restClient';
import { RestError } from './RestError';

type FetchArgs = [string, RequestInit];

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response, token?: string) {
  const calls: FetchArgs[] = [];
  const fetchMock = (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return Promise.resolve(respond(url, init));
  };
  const client = createRestClient({ getToken: () => token, fetchImpl: () => fetchMock as unknown as typeof fetch });
  return { client, calls };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

/** A response that waits for the test, and rejects like fetch does when its signal aborts. */
function controllable() {
  const releases: Array<(response: Response) => void> = [];
  const respond = (_url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      releases.push(resolve);
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { respond, releases };
}

describe('REST client', () => {
  it('sends JSON with credentials and the bearer token, and parses the JSON answer', async () => {
    const { client, calls } = setup(() => json('42'), 'tok');
    await expect(client.post('/rest/V1/carts/mine/payment-information', { cartId: 'c1' })).resolves.toBe('42');
    const [url, init] = calls[0];
    expect(url).toBe('/rest/V1/carts/mine/payment-information');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"cartId":"c1"}' });
    expect(init.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer tok'
    });
  });

  it('sends no authorization header without a token', async () => {
    const { client, calls } = setup(() => json({}));
    await client.get('/rest/V1/x');
    expect(calls[0][1].headers).not.toHaveProperty('authorization');
  });

  it('shares identical GETs in flight and starts a new one after they settle', async () => {
    const { respond, releases } = controllable();
    const { client, calls } = setup(respond);
    const first = client.get('/rest/V1/a');
    const second = client.get('/rest/V1/a');
    const other = client.get('/rest/V1/b');
    expect(calls).toHaveLength(2);
    releases[0](json({ n: 1 }));
    releases[1](json({ n: 2 }));
    await expect(Promise.all([first, second, other])).resolves.toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    const again = client.get('/rest/V1/a');
    expect(calls).toHaveLength(3);
    releases[2](json({ n: 3 }));
    await expect(again).resolves.toEqual({ n: 3 });
  });

  it('aborts and replaces an earlier identical GET for no-store and reload requests', async () => {
    for (const cache of ['no-store', 'reload'] as const) {
      const { respond, releases } = controllable();
      const { client, calls } = setup(respond);
      const earlier = client.get('/rest/V1/a').catch((error: Error) => error);
      const fresh = client.get('/rest/V1/a', { cache });
      expect(calls).toHaveLength(2);
      expect(calls[0][1].signal?.aborted).toBe(true);
      expect(((await earlier) as Error).name).toBe('AbortError');
      // A later plain GET shares the fresh request, not the aborted one.
      const shared = client.get('/rest/V1/a');
      expect(calls).toHaveLength(2);
      releases[1](json({ fresh: true }));
      await expect(fresh).resolves.toEqual({ fresh: true });
      await expect(shared).resolves.toEqual({ fresh: true });
    }
  });

  it('never shares POSTs with a body', async () => {
    const { respond, releases } = controllable();
    const { client, calls } = setup(respond);
    const a = client.post('/rest/V1/x', { n: 1 });
    const b = client.post('/rest/V1/x', { n: 1 });
    expect(calls).toHaveLength(2);
    releases.forEach((release, i) => release(json(i)));
    await expect(Promise.all([a, b])).resolves.toEqual([0, 1]);
  });

  it("raises an error with method, URL, response and the server's message, extra info and trace", async () => {
    const { client } = setup(() =>
      json({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId' }, trace: '#0 x' }, 404, 'Not Found')
    );
    const error = (await client.post('/rest/V1/guest-carts/abc/shipping-information', {}).catch((e: unknown) => e)) as RestError;
    expect(error).toBeInstanceOf(RestError);
    expect(error.message).toBe('POST /rest/V1/guest-carts/abc/shipping-information responded 404 Not Found');
    expect(error).toMatchObject({
      method: 'POST',
      url: '/rest/V1/guest-carts/abc/shipping-information',
      serverMessage: 'No such entity with %fieldName = %fieldValue',
      serverExtra: { fieldName: 'cartId' },
      serverTrace: '#0 x'
    });
    expect(error.response.status).toBe(404);
  });

  describe('offline', () => {
    /** Node has no navigator: the test gives it one that says whether the browser is online. */
    const setOnLine = (onLine: boolean) => Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { onLine } });
    afterEach(() => {
      delete (globalThis as { navigator?: unknown }).navigator;
    });

    it('fails with an OfflineError when fetch fails while the browser is offline, then tries afresh', async () => {
      setOnLine(false);
      let online = false;
      const { client, calls } = setup(() => (online ? json({ ok: true }) : Promise.reject(new TypeError('Failed to fetch'))));
      await expect(client.post('/rest/V1/guest-carts/c1/payment-information', { cartId: 'c1' })).rejects.toBeInstanceOf(OfflineError);
      await expect(client.get('/rest/V1/a')).rejects.toBeInstanceOf(OfflineError);
      setOnLine(true);
      online = true;
      await expect(client.get('/rest/V1/a')).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
    });

    it("keeps fetch's own failure while online, and an aborted request aborted while offline", async () => {
      setOnLine(true);
      const failure = new TypeError('Failed to fetch');
      await expect(setup(() => Promise.reject(failure)).client.get('/rest/V1/a')).rejects.toBe(failure);
      setOnLine(false);
      const { respond, releases } = controllable();
      const { client } = setup(respond);
      const earlier = client.get('/rest/V1/a').catch((error: unknown) => error);
      const fresh = client.get('/rest/V1/a', { cache: 'no-store' }).catch(() => undefined);
      expect(((await earlier) as Error).name).toBe('AbortError');
      releases[1](json({}));
      await fresh;
    });
  });

  it('lets a failed shared GET fail every caller, then tries afresh', async () => {
    let status = 500;
    const { client, calls } = setup(() => new Response('oops', { status, statusText: 'Internal Server Error' }));
    const results = await Promise.allSettled([client.get('/rest/V1/a'), client.get('/rest/V1/a')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('GET /rest/V1/a responded 500 Internal Server Error');
    expect((results[0] as PromiseRejectedResult).reason.serverMessage).toBe('oops');
    status = 200;
    await client.get('/rest/V1/a');
    expect(calls).toHaveLength(2);
  });
});

describe('timeouts', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up on a request that gets no answer within REQUEST_TIMEOUT_MS, so nothing waits on it forever', async () => {
    jest.useFakeTimers();
    const { respond } = controllable();
    const { client } = setup(respond);
    const outcome = client.post('/rest/V1/carts/mine/payment-information', { a: 1 }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual(new RequestTimeoutError());
  });

  it("keeps a caller's own abort as an abort", async () => {
    const { respond } = controllable();
    const { client } = setup(respond);
    const controller = new AbortController();
    const outcome = client.get('/rest/V1/x', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await outcome).toEqual(expect.objectContaining({ name: 'AbortError' }));
  });
});
