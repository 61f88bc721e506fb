/**
 * `npm run bench:scale [-- --scales 1,100]`: how the cost of a request grows with the catalogue. For each scale the
 * sample shop is seeded that many times larger (`npm run seed -- --scale N`, kept in BENCH_SCALE_DIR, default the
 * system's temp folder, and reused by later runs), a fresh production server (dist/, embedded backend) is started on
 * it and measured on loopback:
 *
 * - sitemap: time until /sitemap.xml first answers 200, and the slowest /robots.txt asked every 20 ms meanwhile (how
 *   long background work holds other requests up);
 * - GraphQL over POST (never from a response cache), BENCH_CONNECTIONS clients (default 20) for BENCH_DURATION s
 *   (default 3) each: the Women listing (12 products), the listing with a colour filter and a price sort, its
 *   layered-navigation aggregations, a search;
 * - composed pages: product and category pages each asked once (first request), the page's size, and one product
 *   page repeated with brotli;
 * - server memory (RSS) idle after start and after the run;
 * - composed-page throughput (req/s, repeat product page) with STOREFRONT_WORKERS=1 and 2, each a fresh server.
 *
 * Prints one table; p95 is the nearest-rank percentile over every response. Every loop is bounded.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStorefront, type StorefrontProcess } from '../../scripts/storefrontProcess';

const ROOT = path.resolve(__dirname, '..', '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const DATA_ROOT = process.env.BENCH_SCALE_DIR || tmpdir();
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const FIRST_REQUEST_URLS = 40;
const SITEMAP_WAIT_MS = 180_000;
/** Women's uid (category 3) and a colour of the sample shop. */
const WOMEN = 'Mw==';
const COLOR = '52';

const ITEMS = 'items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { final_price { value currency } } } }';
const QUERIES = {
  listing: `{ products(filter: { category_uid: { eq: "${WOMEN}" } }, pageSize: 12, currentPage: 1) { total_count ${ITEMS} page_info { total_pages } } }`,
  'listing, filter + sort': `{ products(filter: { category_uid: { eq: "${WOMEN}" }, color: { in: ["${COLOR}"] } }, sort: { price: DESC }, pageSize: 12, currentPage: 1) { total_count ${ITEMS} } }`,
  aggregations: `{ products(filter: { category_uid: { eq: "${WOMEN}" } }, pageSize: 12, currentPage: 1) { total_count aggregations { attribute_code count options { label value count } } } }`,
  search: `{ products(search: "linen dress", pageSize: 12, currentPage: 1) { total_count ${ITEMS} } }`
};

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function rssMb(pid: number): number {
  // With workers the primary holds no requests: count the whole process group's RSS (primary + workers).
  const ps = execFileSync('ps', ['-o', 'rss=', '--ppid', String(pid), '-p', String(pid)], { encoding: 'utf8' });
  return ps
    .split('\n')
    .filter(Boolean)
    .reduce((sum, kb) => sum + Number(kb) / 1024, 0);
}

interface Load {
  p95: number;
  rps: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, answer) =>
      error ? reject(error) : resolve(answer)
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return { p95: percentile(latencies, 95), rps: result.requests.average, errors: errors + result.errors };
}

const graphql = (origin: string, query: string) =>
  load({
    url: `${origin}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'default' },
    body: JSON.stringify({ query })
  });

/** Times until the sitemap answers, probing robots.txt meanwhile; the first generation starts with the first ask. */
async function sitemap(origin: string): Promise<{ buildMs: number; slowestOtherMs: number; urls: string[] }> {
  const started = performance.now();
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    for (let i = 0; !done && i < SITEMAP_WAIT_MS / 20; i++) {
      const asked = performance.now();
      await (await fetch(`${origin}/robots.txt`)).text();
      slowest = Math.max(slowest, performance.now() - asked);
      await sleep(20);
    }
  })();
  let xml = '';
  try {
    for (let i = 0; i < SITEMAP_WAIT_MS / 250; i++) {
      const response = await fetch(`${origin}/sitemaps/default.xml`);
      if (response.status === 200) {
        xml = await response.text();
        break;
      }
      await response.text();
      await sleep(250);
    }
  } finally {
    done = true;
    await probe;
  }
  if (!xml) throw new Error('The sitemap did not come within the wait.');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return { buildMs: performance.now() - started, slowestOtherMs: slowest, urls };
}

/** Each URL asked once, one after the other: p95 of the times and the mean size of the pages. */
async function firstRequests(origin: string, urls: string[]): Promise<{ p95: number; kb: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const asked = performance.now();
    const response = await fetch(origin + url, { headers: { 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    times.push(performance.now() - asked);
    bytes += body.byteLength;
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p95: percentile(times, 95), kb: bytes / urls.length / 1024 };
}

/** Spread over the whole list: the catalogue's beginning, middle and end. */
const spread = (urls: string[], n: number) =>
  Array.from({ length: Math.min(n, urls.length) }, (_, i) => urls[Math.floor((i * urls.length) / Math.min(n, urls.length))]);

function seeded(scale: number): string {
  const dataDir = path.join(DATA_ROOT, `storefront-scale-${scale}`);
  if (!existsSync(path.join(dataDir, 'storefront.sqlite'))) {
    console.log(`seeding the shop ×${scale} in ${dataDir} …`);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'backend', 'seed', 'cli.ts'), ...(scale > 1 ? ['--scale', String(scale)] : [])],
      {
        cwd: ROOT,
        env: { ...process.env, STOREFRONT_DATA_DIR: dataDir },
        stdio: 'inherit'
      }
    );
  }
  return dataDir;
}

async function withServer<T>(dataDir: string, env: Record<string, string>, work: (server: StorefrontProcess) => Promise<T>): Promise<T> {
  const server = await startStorefront({ name: 'bench-scale', quiet: true, dataDir, env, port: PORT, readyPath: '/robots.txt' });
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function measure(scale: number): Promise<[string, string][]> {
  const dataDir = seeded(scale);
  const rows: [string, string][] = [];
  const pageUrls = await withServer(dataDir, { STOREFRONT_WORKERS: '1' }, async ({ origin, pid }) => {
    await sleep(500);
    const idle = rssMb(pid);
    const map = await sitemap(origin);
    rows.push(
      ['sitemap build', ms(map.buildMs)],
      ['slowest other request meanwhile', ms(map.slowestOtherMs)],
      ['sitemap URLs (default)', String(map.urls.length)]
    );
    for (const [name, query] of Object.entries(QUERIES)) {
      const result = await graphql(origin, query);
      rows.push([`${name}, p95 (req/s)`, `${ms(result.p95)} (${Math.round(result.rps)})${result.errors ? ` ${result.errors} errors` : ''}`]);
    }
    const products = map.urls.filter((url) => /-\d+(-\d+)?\.html$/.test(url));
    const categories = map.urls.filter((url) => url.endsWith('.html') && !products.includes(url));
    const product = await firstRequests(origin, spread(products, FIRST_REQUEST_URLS));
    const category = await firstRequests(origin, spread(categories, FIRST_REQUEST_URLS / 2));
    rows.push(
      ['product page, first request, p95', ms(product.p95)],
      ['category page, first request, p95', ms(category.p95)],
      ['composed product page size', `${product.kb.toFixed(1)} KB`],
      ['composed category page size', `${category.kb.toFixed(1)} KB`]
    );
    const repeat = await load({ url: origin + products[0], headers: { 'accept-encoding': 'br' } });
    rows.push(['repeat product page, brotli, p95 (req/s)', `${ms(repeat.p95)} (${Math.round(repeat.rps)})`]);
    rows.push(['server RSS idle → after', `${idle.toFixed(0)} → ${rssMb(pid).toFixed(0)} MB`]);
    return products;
  });
  for (const workers of [1, 2]) {
    const rps = await withServer(dataDir, { STOREFRONT_WORKERS: String(workers) }, async ({ origin }) => {
      // Every worker composes the page once before the measured run.
      for (let i = 0; i < 4 * workers; i++) await (await fetch(origin + pageUrls[0])).text();
      return (await load({ url: origin + pageUrls[0], headers: { 'accept-encoding': 'br' } })).rps;
    });
    rows.push([`composed pages, ${workers} worker${workers > 1 ? 's' : ''} (req/s)`, String(Math.round(rps))]);
  }
  return rows;
}

async function main(): Promise<number> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.error('bench:scale: no production build in dist/; run `npm run build` first.');
    return 1;
  }
  const at = process.argv.indexOf('--scales');
  const scales = (at >= 0 ? process.argv[at + 1] : '1,100').split(',').map(Number);
  if (scales.some((s) => !Number.isInteger(s) || s < 1)) {
    console.error('bench:scale: --scales takes whole numbers, e.g. 1,100');
    return 1;
  }
  const columns: [string, string][][] = [];
  for (const scale of scales) columns.push(await measure(scale));
  console.log(`\nbench:scale, loopback, ${CONNECTIONS} clients × ${DURATION} s per load\n`);
  console.log(`| measure | ${scales.map((s) => `${s}×`).join(' | ')} |`);
  console.log(`|---|${scales.map(() => '---').join('|')}|`);
  columns[0].forEach(([name], row) => console.log(`| ${name} | ${columns.map((column) => column[row]?.[1] ?? '').join(' | ')} |`));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
);
