/** `npm run bench:backend`: autocannon (50 connections, loopback only) against the embedded backend on a temp data dir. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import embeddedBackend from '..';

const LISTING = 'query($uid:String!){ products(filter:{category_uid:{eq:$uid}}, pageSize:6, currentPage:1){ total_count items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { regular_price { value currency } final_price { value currency } } } } aggregations { attribute_code label options { label value count } } page_info { total_pages } } }';
const ROUTE = 'query($url:String!){ route(url:$url){ relative_url redirect_code type ... on CategoryInterface { uid } ... on ProductInterface { uid } } }';
const SEARCH = 'query($s:String!){ products(search:$s, pageSize:6){ total_count items { uid sku name } } }';
const get = (query: string, variables: object) => `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-bench-'));
  const app = Fastify();
  const t0 = Date.now();
  await app.register(embeddedBackend, { dataDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s; benchmarking ${address}`);
  const cart = (await (await fetch(`${address}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { createEmptyCart }' }) })).json()).data.createEmptyCart;
  const cases: [string, autocannon.Options][] = [
    ['category listing (GET)', { url: address + get(LISTING, { uid: 'Mw==' }) }],
    ['route (GET)', { url: address + get(ROUTE, { url: 'women/tops.html' }) }],
    ['full-text search (GET)', { url: address + get(SEARCH, { s: 'linen' }) }],
    ['add to cart (POST)', { url: `${address}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { addProductsToCart(cartId:"${cart}", cartItems:[{sku:"BAG-0091", quantity:1}]){ cart { total_quantity } } }` }) }],
  ];
  for (const [name, opts] of cases) {
    if (name.startsWith('add')) await fetch(`${address}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `mutation { updateCartItems(input:{cart_id:"${cart}", cart_items:[]}){ cart { id } } }` }) });
    const r = await autocannon({ ...opts, connections: 50, duration: 5 });
    console.log(`${name.padEnd(24)} p50 ${r.latency.p50} ms  p95 ${(r.latency as unknown as Record<string, number>).p97_5 ?? '-'}(p97.5) ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  non2xx ${r.non2xx} errors ${r.errors}`);
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
main().catch((e) => { console.error(e); process.exit(1); });
