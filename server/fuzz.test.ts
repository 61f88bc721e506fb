import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import { startTestServer, type TestServer } from './server.testing';

// A bounded, seeded fuzz run on loopback: a few hundred malformed or hostile GraphQL/REST requests (bad JSON, wrong
// types, huge strings, odd headers and paths). Not one may get a 5xx, and the server must still answer afterwards.

const REQUESTS = 300;
const SEED = 17;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const OPERATIONS = [
  '{ storeConfig { store_code } }',
  'query($s:String,$p:Int,$c:Int){ products(search:$s, pageSize:$p, currentPage:$c){ total_count items { sku } } }',
  'query($u:String!){ route(url:$u){ type } }',
  'query($c:String!){ cart(cart_id:$c){ total_quantity } }',
  'mutation($c:String!,$q:Float!,$s:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:$s, quantity:$q}]){ user_errors { code } } }',
  'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }',
  'mutation($e:String!){ subscribeEmailToNewsletter(email:$e){ status } }',
  'mutation($e:String!){ requestPasswordResetEmail(email:$e) }',
  'mutation($n:String!,$e:String!,$m:String!){ contactUs(input:{name:$n, email:$e, comment:$m}){ status } }',
  'mutation($i:CustomerCreateInput!){ createCustomerV2(input:$i){ customer { email } } }',
  '{ categories { items { children { children { uid } } } } }',
  'mutation { createEmptyCart }'
];

function fuzzRequests(next: () => number): FuzzRequest[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const junk = (max: number) => Array.from({ length: Math.floor(next() * max) }, () => String.fromCharCode(32 + Math.floor(next() * 95))).join('');
  const value = (depth = 0): unknown =>
    pick<() => unknown>([
      () => junk(40),
      () => 'x'.repeat(Math.floor(next() * 300_000)),
      () => Math.floor(next() * 2e12) - 1e12,
      () => next(),
      () => 1e308,
      () => -0.01,
      () => null,
      () => true,
      () => (depth < 3 ? [value(depth + 1), value(depth + 1)] : []),
      () => (depth < 3 ? { [junk(8)]: value(depth + 1), email: value(depth + 1) } : {}),
      () => `a@${'.'.repeat(50_000)}@`,
      () => 'roni_cost@example.com',
      () => 'BAG-0091',
      () => '../../etc/passwd',
      () => '\u0000\ud800'
    ])();
  const headers = (): Record<string, string> => {
    const h: Record<string, string> = {};
    if (next() < 0.4) h.store = pick(['default', 'fr', 'all', 'nope', junk(20)]);
    if (next() < 0.3) h['content-currency'] = pick(['USD', 'EUR', 'XXX', junk(10)]);
    if (next() < 0.3) h.authorization = pick(['Bearer ', `Bearer ${junk(60)}`, 'Basic abc', junk(30)]);
    if (next() < 0.3) h['x-forwarded-host'] = junk(50);
    if (next() < 0.2) h['x-forwarded-for'] = pick(['1.2.3.4', junk(20), '::1, 10.0.0.1']);
    if (next() < 0.2) h['x-forwarded-proto'] = pick(['https', 'gopher', junk(10)]);
    if (next() < 0.2) h.host = pick(['evil.example', 'localhost:1', '[::1]:80']);
    return h;
  };
  const variables = () => Object.fromEntries(['s', 'p', 'c', 'u', 'q', 'e', 'n', 'm', 'i'].filter(() => next() < 0.6).map((k) => [k, value()]));
  const kinds: (() => FuzzRequest)[] = [
    () => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...headers() },
      body: JSON.stringify({ query: pick(OPERATIONS), variables: variables() })
    }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...headers() },
      body: pick(['{', '[]', 'null', '"q"', '{"query":1}', '{"query":"{","variables":"{"}', `{"query":"${junk(200).replace(/["\\]/g, '')}"}`])
    }),
    () => ({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/graphql']),
        ...headers()
      },
      body: junk(500)
    }),
    () => ({
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent(pick([...OPERATIONS, junk(100), '{ __schema { types { name } } }']))}&variables=${encodeURIComponent(pick(['{', '[]', JSON.stringify(variables())]))}&operationName=${encodeURIComponent(junk(10))}`,
      headers: headers()
    }),
    () => ({
      method: 'POST',
      path: `/rest/${pick(['V1', 'fr/V1', 'nope/V1', '%ff/V1'])}/${pick(['guest-carts/' + encodeURIComponent(junk(20)), 'carts/mine'])}/${pick(['shipping-information', 'payment-information', 'estimate'])}`,
      headers: { 'content-type': 'application/json', ...headers() },
      body:
        next() < 0.8 ? JSON.stringify({ addressInformation: value(), paymentMethod: value(), email: value(), billingAddress: value() }) : junk(300)
    }),
    () => ({
      method: pick(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']),
      path: pick([
        '/graphql',
        '/rest/V1/carts/mine',
        '/graphql/%2e%2e/x',
        '/%',
        '/media/..%2f..%2fetc',
        `/media/catalog/product/${junk(10)}.jpg?w=${junk(4)}`,
        '/rest/%2e%2e'
      ]),
      headers: headers()
    })
  ];
  return Array.from({ length: REQUESTS }, () => pick(kinds)());
}

function send(port: number, request: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers, timeout: 10_000, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      }
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${request.method} ${request.path}`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

describe('fuzzing the server on loopback', () => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer('fuzz');
    app = server.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${REQUESTS} seeded hostile requests without one 5xx, and is alive after`, async () => {
    const { port } = app.server.address() as { port: number };
    const failures: string[] = [];
    for (const request of fuzzRequests(random(SEED))) {
      let status: number;
      try {
        status = await send(port, request);
      } catch (error) {
        // Node's client refuses some header values before sending; that is no answer from the server.
        if ((error as NodeJS.ErrnoException).code === 'ERR_INVALID_CHAR') continue;
        throw new Error(
          `${(error as Error).message}: ${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers)} body ${request.body?.length ?? 0} chars`
        );
      }
      if (status >= 500)
        failures.push(
          `${status} ${request.method} ${request.path.slice(0, 120)} ${JSON.stringify(request.headers)} ${(request.body ?? '').slice(0, 200)}`
        );
    }
    expect(failures).toEqual([]);
    const alive = await fetch(`http://127.0.0.1:${port}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ data: { storeConfig: { store_code: 'default' } } });
  }, 120_000);
});
