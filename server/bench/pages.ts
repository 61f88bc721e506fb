/**
 * `npm run bench:pages`: how fast the storefront server composes a page's first HTML (DESIGN.md: under 50 ms at
 * the 95th percentile on loopback, warm), on the production build in dist/ with the embedded backend.
 *
 * - cold: each of the sample shop's product, category and CMS URLs requested once, one at a time, right after
 *   start (nothing cached: route, page queries, cache normalisation and rendering);
 * - warm: autocannon on one product URL (BENCH_CONNECTIONS, default 10, for BENCH_DURATION s, default 5).
 * Exits non-zero when the warm p95 misses the budget. Loopback only; every loop is bounded.
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStorefront } from '../../scripts/storefrontProcess';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARM_P95_BUDGET_MS = 50;
const MAX_COLD_URLS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const format = (ms: number) => `${ms.toFixed(1)} ms`;

async function pageUrls(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemaps/default.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).slice(0, MAX_COLD_URLS);
}

async function main(): Promise<number> {
  if (!existsSync(path.resolve(__dirname, '..', '..', 'dist', 'index.html'))) {
    console.error('bench:pages: no production build in dist/; run `npm run build` first.');
    return 1;
  }
  const storefront = await startStorefront({ name: 'bench-pages', quiet: true });
  try {
    const urls = await pageUrls(storefront.origin);
    const cold: number[] = [];
    for (const url of urls) {
      const started = performance.now();
      const response = await fetch(storefront.origin + url);
      await response.text();
      cold.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
    cold.sort((a, b) => a - b);

    const product = urls.find((url) => /-\d+\.html$/.test(url)) ?? urls[0];
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: storefront.origin + product, connections: CONNECTIONS, duration: DURATION }, (error, answer) =>
        error ? reject(error) : resolve(answer)
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode === 200) latencies.push(responseTime);
      });
    });
    latencies.sort((a, b) => a - b);

    console.log(
      `\ncomposed pages, loopback, embedded backend (${urls.length} URLs cold; warm: ${CONNECTIONS} connections × ${DURATION} s on ${product})\n`
    );
    console.log(`cold  p50 ${format(percentile(cold, 50))}  p95 ${format(percentile(cold, 95))}  max ${format(cold[cold.length - 1])}`);
    const warmP95 = percentile(latencies, 95);
    console.log(
      `warm  p50 ${format(percentile(latencies, 50))}  p95 ${format(warmP95)}  ${Math.round(result.requests.average)} req/s  non-2xx ${result.non2xx}\n`
    );
    if (!(warmP95 < WARM_P95_BUDGET_MS)) {
      console.error(`bench:pages: warm p95 ${format(warmP95)} is over the ${WARM_P95_BUDGET_MS} ms budget.`);
      return 1;
    }
    return 0;
  } finally {
    await storefront.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
);
