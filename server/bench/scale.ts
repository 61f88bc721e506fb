/**
 * `npm run bench:scale [-- --scales 1,100]`: how the cost of a request grows with the catalogue. For each scale the
 * sample shop is seeded that many times larger (`npm run seed -- --scale N`, kept in BENCH_SCALE_DIR, default the
 * system's temp folder, and reused by later runs), a fresh production server (dist/, embedded backend, started with
 * the flags `npm start` gives it) is started on it and measured on loopback:
 *
 * - server memory (RSS): idle once /readyz answers (build and HTML sanitiser loaded) and RSS has settled, before any
 *   other request; then after the whole run;
 * - sitemap: time until /sitemap.xml first answers 200, and the slowest /robots.txt asked every 20 ms meanwhile (how
 *   long background work holds other requests up);
 * - GraphQL over POST (never from a response cache): the Women listing (12 products), the listing with a colour filter
 *   and a price sort, its layered-navigation aggregations, a search. Each first by one client alone (median of
 *   SINGLE_CLIENT_REQUESTS after a warm-up, and the server's CPU time per request: little moved by other work on the
 *   machine), then by BENCH_CONNECTIONS clients (default 20) for BENCH_DURATION s (default 3): p95, req/s and CPU per
 *   request;
 * - composed pages: product and category pages each asked once (first request: median and p95), the page's size, and
 *   one product page repeated with brotli (one client, then BENCH_CONNECTIONS);
 * - composed-page throughput with STOREFRONT_WORKERS=1 and 2, each a fresh server, with the CPU the server's processes
 *   and this load generator used meanwhile: on a machine of two cores they share them (README, "Running more than one
 *   process").
 *
 * Prints one table; p95 is the nearest-rank percentile over every response. Every loop is bounded.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStorefront, type StorefrontProcess } from '../../scripts/storefrontProcess';

const ROOT = path.resolve(__dirname, '..', '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const DATA_ROOT = process.env.BENCH_SCALE_DIR || tmpdir();
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const FIRST_REQUEST_URLS = 40;
const SINGLE_CLIENT_REQUESTS = 100;
const SITEMAP_WAIT_MS = 180_000;
/** Idle RSS has settled once two readings this far apart differ by less than a megabyte (at most SETTLE_MAX_MS). */
const SETTLE_STEP_MS = 500;
const SETTLE_MAX_MS = 10_000;
/** Linux's clock ticks (USER_HZ) in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;
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
const POST_GRAPHQL = { method: 'POST', headers: { 'content-type': 'application/json', store: 'default' } } as const;
const BROTLI = { headers: { 'accept-encoding': 'br' } };

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** The server's processes: with workers the primary holds no requests, so the whole group counts (primary + workers). */
function processGroup(pid: number): number[] {
  const ps = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid), '-p', String(pid)], { encoding: 'utf8' });
  return ps.split('\n').filter(Boolean).map(Number);
}

function rssMb(pid: number): number {
  let kb = 0;
  for (const member of processGroup(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/** CPU seconds (user + system) the server's processes have used so far. */
function cpuSeconds(pid: number): number {
  let ticks = 0;
  for (const member of processGroup(pid)) {
    try {
      // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
      const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Idle: RSS once it stops moving after the start. */
async function settledRssMb(pid: number): Promise<number> {
  let last = rssMb(pid);
  for (let waited = 0; waited < SETTLE_MAX_MS; waited += SETTLE_STEP_MS) {
    await sleep(SETTLE_STEP_MS);
    const now = rssMb(pid);
    if (Math.abs(now - last) < 1) return now;
    last = now;
  }
  return last;
}

interface Load {
  p95: number;
  rps: number;
  errors: number;
  /** The server's CPU time per answered request (ms), and the cores the server and this load generator kept busy. */
  cpuMsPerRequest: number;
  serverCores: number;
  loadCores: number;
}

async function load(pid: number, options: autocannon.Options): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const serverBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, answer) =>
      error ? reject(error) : resolve(answer)
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = cpuSeconds(pid) - serverBefore;
  const own = process.cpuUsage(ownBefore);
  latencies.sort((a, b) => a - b);
  return {
    p95: percentile(latencies, 95),
    rps: result.requests.average,
    errors: errors + result.errors,
    cpuMsPerRequest: (serverCpu * 1000) / latencies.length,
    serverCores: serverCpu / seconds,
    loadCores: (own.user + own.system) / 1e6 / seconds
  };
}

const loadRow = (result: Load) =>
  `${ms(result.p95)} (${Math.round(result.rps)}/s, ${result.cpuMsPerRequest.toFixed(2)} ms CPU)${result.errors ? ` ${result.errors} errors` : ''}`;

/** One client alone: the median time of SINGLE_CLIENT_REQUESTS after a warm-up, and the server's CPU per request. */
async function singleClient(pid: number, url: string, init: RequestInit): Promise<string> {
  await (await fetch(url, init)).arrayBuffer();
  const times: number[] = [];
  const serverBefore = cpuSeconds(pid);
  for (let i = 0; i < SINGLE_CLIENT_REQUESTS; i++) {
    const asked = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    times.push(performance.now() - asked);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  const cpuMs = ((cpuSeconds(pid) - serverBefore) * 1000) / SINGLE_CLIENT_REQUESTS;
  times.sort((a, b) => a - b);
  return `${ms(percentile(times, 50))} (${cpuMs.toFixed(2)} ms CPU)`;
}

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

/** Each URL asked once, one after the other: median and p95 of the times and the mean size of the pages. */
async function firstRequests(origin: string, urls: string[]): Promise<{ median: number; p95: number; kb: number }> {
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
  return { median: percentile(times, 50), p95: percentile(times, 95), kb: bytes / urls.length / 1024 };
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
  const server = await startStorefront({ name: 'bench-scale', quiet: true, dataDir, env, port: PORT, readyPath: '/readyz' });
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
    const idle = await settledRssMb(pid);
    const map = await sitemap(origin);
    rows.push(
      ['sitemap build', ms(map.buildMs)],
      ['slowest other request meanwhile', ms(map.slowestOtherMs)],
      ['sitemap URLs (default)', String(map.urls.length)]
    );
    for (const [name, query] of Object.entries(QUERIES)) {
      const body = JSON.stringify({ query });
      rows.push([`${name}, 1 client, median`, await singleClient(pid, `${origin}/graphql`, { ...POST_GRAPHQL, body })]);
      rows.push([`${name}, ${CONNECTIONS} clients, p95`, loadRow(await load(pid, { url: `${origin}/graphql`, ...POST_GRAPHQL, body }))]);
    }
    const products = map.urls.filter((url) => /-\d+(-\d+)?\.html$/.test(url));
    const categories = map.urls.filter((url) => url.endsWith('.html') && !products.includes(url));
    const product = await firstRequests(origin, spread(products, FIRST_REQUEST_URLS));
    const category = await firstRequests(origin, spread(categories, FIRST_REQUEST_URLS / 2));
    rows.push(
      ['product page, first request, median / p95', `${ms(product.median)} / ${ms(product.p95)}`],
      ['category page, first request, median / p95', `${ms(category.median)} / ${ms(category.p95)}`],
      ['composed product page size', `${product.kb.toFixed(1)} KB`],
      ['composed category page size', `${category.kb.toFixed(1)} KB`]
    );
    rows.push(['repeat product page, brotli, 1 client, median', await singleClient(pid, origin + products[0], BROTLI)]);
    rows.push([`repeat product page, brotli, ${CONNECTIONS} clients, p95`, loadRow(await load(pid, { url: origin + products[0], ...BROTLI }))]);
    const after = rssMb(pid);
    rows.push(['server RSS idle → after', `${idle.toFixed(0)} → ${after.toFixed(0)} MB (${(after / idle).toFixed(2)}×)`]);
    return products;
  });
  for (const workers of [1, 2]) {
    const result = await withServer(dataDir, { STOREFRONT_WORKERS: String(workers) }, async ({ origin, pid }) => {
      // Every worker composes the page before the measured run: new connections reach the workers in turn.
      for (let i = 0; i < 4 * workers; i++) await (await fetch(origin + pageUrls[0], { headers: { connection: 'close' } })).text();
      return load(pid, { url: origin + pageUrls[0], ...BROTLI });
    });
    rows.push([
      `composed pages, ${workers} worker${workers > 1 ? 's' : ''}: req/s (CPU per request; cores busy: server / load generator)`,
      `${Math.round(result.rps)} (${result.cpuMsPerRequest.toFixed(2)} ms; ${result.serverCores.toFixed(2)} / ${result.loadCores.toFixed(2)})`
    ]);
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
