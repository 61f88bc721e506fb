/**
 * `npm run bench:backend`: autocannon (50 connections, loopback only) against the embedded backend on a temporary data
 * directory. The backend runs in a child process (bench/server.ts) so the load generator does not share its event loop.
 *
 * Percentiles are exact: every response's latency (autocannon's per-request `response` event, in ms with sub-ms
 * resolution, measured by the client from request written to response complete) is kept and sorted; p95 is the
 * nearest-rank 95th percentile over all responses of the measured run. autocannon's own summary has no p95 (its
 * percentile set is 2.5/50/97.5/99 on an integer-ms histogram), so it is not used for the table.
 *
 * Environment: BENCH_DURATION (seconds per case, default 10), BENCH_CONNECTIONS (default 50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
/** Each connection adds this many different products to a fresh cart, then moves on to the next fresh cart. */
const ADDS_PER_CART = 10;

const LISTING =
  'query($uid:String!){ products(filter:{category_uid:{eq:$uid}}, pageSize:12, currentPage:1){ total_count items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off } } } } aggregations { attribute_code label count options { label value count } } page_info { total_pages } } }';
const ROUTE =
  'query($url:String!){ route(url:$url){ relative_url redirect_code type ... on CategoryInterface { uid name } ... on ProductInterface { uid sku name } } }';
const SEARCH =
  'query($s:String!){ products(search:$s, pageSize:12){ total_count items { uid sku name price_range { minimum_price { final_price { value currency } } } } } }';
const ADD =
  'mutation($c:String!,$s:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:$s, quantity:1}]){ cart { total_quantity prices { grand_total { value } } } user_errors { code message } } }';
const JSON_HEADERS = { 'content-type': 'application/json' };
const get = (query: string, variables: object) => `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
const post = (query: string, variables: object) => JSON.stringify({ query, variables });

interface Client {
  setBody(body: string): void;
  on(event: 'body', fn: (chunk: Buffer) => void): void;
  on(event: 'response', fn: () => void): void;
}
interface Case {
  name: string;
  options: autocannon.Options;
  body?: () => string;
}
interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  failed: number;
  note?: string;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: Float64Array, p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

async function graphql(address: string, query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${address}/graphql`, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: post(query, variables) });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors) throw new Error(`${query}: ${body.errors[0].message}`);
  return body.data!;
}

let shoppers = 0;
/** A shopper of its own (the bench server trusts X-Forwarded-For from loopback), so the guest-cart budget per client holds. */
const nextShopper = () => {
  shoppers++;
  return { 'x-forwarded-for': `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}` };
};

/** Fresh guest carts, created a few at a time before the measured run, each by another shopper. */
async function createCarts(address: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - i) }, () => graphql(address, 'mutation { createEmptyCart }', {}, nextShopper()))
    );
    out.push(...batch.map((d) => d.createEmptyCart as string));
  }
  return out;
}

/**
 * One autocannon run. Every response is timed and checked: a non-2xx status, GraphQL `errors` or non-empty
 * `user_errors` (e.g. a stock error on add to cart) count as failed. `perClient` may change a connection's body after
 * each response (fresh carts for add to cart).
 */
async function measure(c: Case, seconds: number, perClient?: (client: Client) => void): Promise<Row> {
  const latencies: number[] = [];
  let failed = 0;
  const opts = {
    ...c.options,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client: Client) => {
      let body = '';
      client.on('body', (chunk) => {
        body += chunk.toString();
      });
      client.on('response', () => {
        if (body.includes('"errors":') || /"user_errors":\[\{/.test(body)) failed++;
        body = '';
      });
      perClient?.(client);
    }
  } as autocannon.Options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, ms) => {
      latencies.push(ms);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: c.name,
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    non2xx: result.non2xx + result.errors,
    failed
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-bench-'));
  const server = fork(path.join(__dirname, 'server.ts'), [dataDir], { execArgv: process.execArgv });
  try {
    const { address, startMs } = await new Promise<{ address: string; startMs: number }>((resolve, reject) => {
      server.once('message', (m) => resolve(m as { address: string; startMs: number }));
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    console.log(
      `backend started (schema, seed, media) in ${(startMs / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION} s per case after ${WARMUP} s warm-up; ${os.cpus().length} CPUs, Node ${process.version}`
    );

    // In-stock simple products to add (adds never reach the stock limit: one of each per cart).
    const goods = (
      await graphql(
        address,
        '{ products(filter:{category_uid:{in:["NQ==","Ng=="]}}, pageSize:100){ items { sku stock_status ... on SimpleProduct { quantity } } } }'
      )
    ).products as { items: { sku: string; stock_status: string; quantity?: number }[] };
    const skus = goods.items.filter((p) => p.stock_status === 'IN_STOCK' && (p.quantity ?? 0) >= 10).map((p) => p.sku);
    if (skus.length < ADDS_PER_CART) throw new Error('not enough in-stock products for the add-to-cart case');

    const cases: Case[] = [
      { name: 'category listing, GET (response cache)', options: { url: address + get(LISTING, { uid: 'Mw==' }) } },
      {
        name: 'category listing, POST (executed)',
        options: { url: `${address}/graphql`, method: 'POST', headers: JSON_HEADERS, body: post(LISTING, { uid: 'Mw==' }) }
      },
      { name: 'route, GET', options: { url: address + get(ROUTE, { url: 'women/tops.html' }) } },
      { name: 'full-text search, GET', options: { url: address + get(SEARCH, { s: 'classic dress' }) } },
      {
        name: 'full-text search, POST (executed)',
        options: { url: `${address}/graphql`, method: 'POST', headers: JSON_HEADERS, body: post(SEARCH, { s: 'classic dress' }) }
      }
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      await measure(c, WARMUP);
      rows.push(await measure(c, DURATION));
    }

    // Add to cart: each connection fills its own fresh cart with ADDS_PER_CART different in-stock products, then
    // takes the next fresh cart from a pool sized from the warm-up rate, so every add is a successful one.
    const addCase = (pool: string[], stats: { reused: number }): [Case, (client: Client) => void] => {
      let nextCart = 0;
      const takeCart = () => {
        if (nextCart >= pool.length) stats.reused++;
        return pool[nextCart++ % pool.length];
      };
      const first = post(ADD, { c: pool[0], s: skus[0] });
      const c: Case = {
        name: 'add to cart, POST (fresh carts)',
        options: { url: `${address}/graphql`, method: 'POST', headers: JSON_HEADERS, body: first }
      };
      const perClient = (client: Client) => {
        let cart = takeCart();
        let adds = 0;
        client.setBody(post(ADD, { c: cart, s: skus[0] }));
        client.on('response', () => {
          if (++adds % ADDS_PER_CART === 0) cart = takeCart();
          client.setBody(post(ADD, { c: cart, s: skus[adds % ADDS_PER_CART] }));
        });
      };
      return [c, perClient];
    };
    const warmStats = { reused: 0 };
    const warmPool = await createCarts(address, 1000);
    const [warmCase, warmClient] = addCase(warmPool, warmStats);
    const warm = await measure(warmCase, WARMUP, warmClient);
    const poolSize = Math.ceil((warm.rps * DURATION * 1.5) / ADDS_PER_CART) + CONNECTIONS;
    const stats = { reused: 0 };
    const [c, perClient] = addCase(await createCarts(address, poolSize), stats);
    const add = await measure(c, DURATION, perClient);
    rows.push({ ...add, note: `${poolSize} fresh carts prepared, ${stats.reused ? `${stats.reused} reused` : 'none reused'}` });

    const f = (n: number) => n.toFixed(2);
    console.log('\n| case | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx/errors | failed (GraphQL errors or user_errors) |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.requests} | ${Math.round(r.rps)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${r.non2xx} | ${r.failed} |`
      );
    }
    console.log('\nLatencies: client-side, per request, exact nearest-rank percentiles over every response of the measured run.');
    for (const r of rows) if (r.note) console.log(`${r.name}: ${r.note}`);
    const listing = rows[0];
    console.log(
      `\nTarget p95 < 15 ms for the listing query at ${CONNECTIONS} connections: ${listing.p95 < 15 ? 'met' : 'NOT met'} (GET ${f(listing.p95)} ms, uncached POST ${f(rows[1].p95)} ms).`
    );
  } finally {
    server.disconnect();
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
