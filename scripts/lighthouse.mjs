#!/usr/bin/env node
// `npm run lighthouse`: the Lighthouse budget of DESIGN.md on the production build in dist/ (run `npm run build`
// first; this script builds nothing). It starts the storefront server with the embedded backend on a free
// loopback port and a fresh data directory, warms it, audits the home, category and product pages with
// Lighthouse's mobile defaults (simulated throttling) in Debian's Chromium, prints one row per page and exits
// non-zero when a page misses a budget: performance >= 95, accessibility 100, SEO 100, CLS < 0.02.
//
// Options: --runs=N (runs per page, default 3: the median-scoring run's row is printed, with LCP and TBT as the
// medians over all runs and each run's value beside them), --json=FILE (write the median-scoring Lighthouse
// results), --floor (also build and audit the stack's floor, scripts/floor, run for run in turn with the storefront,
// and print what each page costs over it), --against=DIR (the same with another build, e.g. the previous commit's
// dist/ copied aside: an A/B comparison in which both builds meet the machine alike), --verbose (server and Lighthouse
// logs), --pages=NAME,NAME (audit only these of home, category, product, bundle). CHROME_PATH overrides
// /usr/bin/chromium.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
// TypeScript modules, loaded through tsx (see the npm script): one way to start the server and launch Chromium.
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startStorefront } from './storefrontProcess.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Math.max(1, Number(option('runs') ?? 3) || 3);
const JSON_OUT = option('json');
const VERBOSE = args.includes('--verbose');
const FLOOR = args.includes('--floor');
const AGAINST = option('against');

const ONLY = option('pages')?.split(',');

const BUDGET = { performance: 95, accessibility: 100, seo: 100, cls: 0.02 };
const ALL_PAGES = [
  { name: 'home', path: '/default/' },
  { name: 'category', path: '/default/women.html' },
  { name: 'product', path: '/default/augusta-classic-dress-dresses-1.html' },
  // Issue 30: a bundle's page, with its choices' chunk, holds the same scores as a simple product's.
  { name: 'bundle', path: '/default/tea-time-set-1301.html' }
];
const PAGES = ONLY ? ALL_PAGES.filter(({ name }) => ONLY.includes(name)) : ALL_PAGES;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const log = (message) => console.log(`lighthouse: ${message}`);

/** Everything to undo, newest first; runs once whatever happens (normal end, error, Ctrl-C). */
const cleanups = [];
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const undo of cleanups.reverse()) {
    try {
      await undo();
    } catch (error) {
      console.error(`lighthouse: clean-up step failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`lighthouse: ${signal} received, stopping.`);
    cleanUp().finally(() => process.exit(130));
  });
}

async function startServer(distDir) {
  const storefront = await startStorefront({ name: 'lighthouse', quiet: !VERBOSE, distDir });
  cleanups.push(storefront.stop);
  return storefront.origin;
}

/** Builds the floor page (scripts/floor) into a temporary directory, with the storefront's own webpack setup. */
async function buildFloor() {
  log('building the floor page (scripts/floor)…');
  const out = mkdtempSync(join(tmpdir(), 'storefront-floor-'));
  cleanups.push(() => rmSync(out, { recursive: true, force: true }));
  const floorConfig = createRequire(import.meta.url)('./floor/webpack.config.js');
  const stats = await new Promise((resolve, reject) => {
    webpack(floorConfig({ out }, { mode: 'production' }), (error, result) => (error ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(`the floor page did not build:\n${stats.toString('errors-only')}`);
  return out;
}

/**
 * Loads every page once in a mobile-sized browser before measuring, so the server has compiled its GraphQL
 * answers and resized the catalogue images Lighthouse's phone (412×823 at DPR 1.75) asks for.
 */
async function warm(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (let round = 0; round < 2; round += 1) {
      for (const { path } of PAGES) {
        await page.goto(origin + path, { waitUntil: 'networkidle' });
        await page
          .locator('main h1')
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
  }
}

async function audit(url, categories) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: chromiumLaunchOptions().args, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: VERBOSE ? 'info' : 'error',
      onlyCategories: categories
      // everything else is Lighthouse's default: mobile form factor, Moto G Power screen, simulated slow 4G
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError)
      throw Object.assign(new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`), {
        code: result.lhr.runtimeError.code
      });
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

// Trace-recording failures Lighthouse itself says to retry ("Please run Lighthouse again"); seen now and then here.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

/** One audit, run again once (in a new browser) when the trace failed to record. */
async function auditWithRetry(url, categories) {
  try {
    return await audit(url, categories);
  } catch (error) {
    if (!RETRIED_ERRORS.has(error.code)) throw error;
    log(`${error.message}; running it again`);
    return audit(url, categories);
  }
}

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? NaN : Math.round(value * 100);
};
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A page's runs summarised: the run with the median performance score is the one reported (ties: the later run). */
function summariseRuns(name, runs) {
  const byScore = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return summarise(name, byScore[Math.floor(byScore.length / 2)], runs);
}

/** The row of the median-scoring run, with LCP and TBT as medians over all runs (each run's value listed). */
function summarise(name, lhr, runs) {
  const lcpRuns = runs.map((run) => numeric(run, 'largest-contentful-paint'));
  const tbtRuns = runs.map((run) => numeric(run, 'total-blocking-time'));
  const row = {
    page: name,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: median(lcpRuns),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: median(tbtRuns),
    perfRuns: runs.map((run) => score(run, 'performance')),
    lcpRuns,
    tbtRuns
  };
  const failures = [];
  if (!(row.performance >= BUDGET.performance)) failures.push(`performance ${row.performance} < ${BUDGET.performance}`);
  if (!(row.accessibility >= BUDGET.accessibility)) failures.push(`accessibility ${row.accessibility} < ${BUDGET.accessibility}`);
  if (!(row.seo >= BUDGET.seo)) failures.push(`SEO ${row.seo} < ${BUDGET.seo}`);
  if (!(row.cls < BUDGET.cls)) failures.push(`CLS ${row.cls.toFixed(3)} >= ${BUDGET.cls}`);
  return { row, failures, lhr };
}

/** The audits that cost points, so a failing run says where to look. */
function findings(lhr) {
  const lines = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || (ref.weight === 0 && category !== 'performance')) continue;
      if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue;
      if (category === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity') continue;
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? item.label)
        .filter(Boolean);
      lines.push(`  [${category}] ${audit.id}: ${audit.displayValue ?? ''} ${items.length ? `— ${items.join(' | ')}` : ''}`.trimEnd());
    }
  }
  return lines;
}

function printTable(results, title) {
  if (title) console.log(`\n${title}`);
  const header = ['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'TBT', 'perf runs', 'LCP runs', 'TBT runs', 'budget'];
  const rows = results.map(({ row, failures }) => [
    row.page,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${(row.lcp / 1000).toFixed(2)} s`,
    row.cls.toFixed(3),
    `${Math.round(row.tbt)} ms`,
    row.perfRuns.join('/'),
    row.lcpRuns.map((value) => (value / 1000).toFixed(2)).join('/'),
    row.tbtRuns.map((value) => Math.round(value)).join('/'),
    failures.length ? `FAIL: ${failures.join('; ')}` : 'ok'
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log('');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const cells of rows) console.log(line(cells));
  console.log('');
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('lighthouse: no production build in dist/; run `npm run build` first.');
    return 1;
  }
  if (!existsSync(CHROME_PATH)) {
    console.error(`lighthouse: no Chromium at ${CHROME_PATH}; install it (\`apt-get install -y chromium\`) or set CHROME_PATH.`);
    return 1;
  }
  process.env.CHROME_PATH = CHROME_PATH;

  if (PAGES.length === 0) {
    console.error(`lighthouse: --pages names none of ${ALL_PAGES.map(({ name }) => name).join(', ')}.`);
    return 1;
  }
  if (FLOOR && AGAINST) {
    console.error('lighthouse: --floor and --against compare with one other build each; give one of them.');
    return 1;
  }
  if (AGAINST && !existsSync(join(AGAINST, 'index.html'))) {
    console.error(`lighthouse: no build in ${AGAINST} (its index.html is missing).`);
    return 1;
  }
  // The other build of an A/B comparison, and its name in the output.
  const other = FLOOR
    ? { dist: await buildFloor(), name: 'the floor', title: 'the floor (scripts/floor: our libraries, a heading and the main image)' }
    : AGAINST
      ? { dist: AGAINST, name: AGAINST, title: `the build in ${AGAINST}` }
      : undefined;
  log('starting the storefront server with a fresh data directory…');
  const origin = await startServer();
  const otherOrigin = other ? await startServer(other.dist) : undefined;
  log(`serving at ${origin}${other ? ` and ${other.name} at ${otherOrigin}` : ''}; warming…`);
  await warm(origin);
  if (otherOrigin) await warm(otherOrigin);

  const results = [];
  const otherResults = [];
  for (const { name, path } of PAGES) {
    const runs = [];
    const otherRuns = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // The other build's runs take turns with this one's, first one then the other, so both meet the machine alike.
      const turns = [{ origin, into: runs, what: name }];
      if (otherOrigin) turns[run % 2 ? 'push' : 'unshift']({ origin: otherOrigin, into: otherRuns, what: `${name} (${other.name})` });
      for (const turn of turns) {
        log(`${turn.what} run ${run}/${RUNS}: ${turn.origin + path}`);
        // Every run audits all three categories, so the reported row comes from one coherent run.
        turn.into.push(await auditWithRetry(turn.origin + path, CATEGORIES));
      }
    }
    results.push(summariseRuns(name, runs));
    if (otherOrigin) otherResults.push(summariseRuns(name, otherRuns));
  }

  printTable(results, other ? 'this build (dist/)' : undefined);
  if (other) {
    printTable(otherResults, other.title);
    for (const [index, { row }] of results.entries()) {
      const base = otherResults[index].row;
      log(`${row.page}: LCP ${Math.round(row.lcp - base.lcp)} ms and TBT ${Math.round(row.tbt - base.tbt)} ms over ${other.name} (medians)`);
    }
  }
  let failed = false;
  for (const { row, failures, lhr } of results) {
    const lost = findings(lhr);
    if (failures.length || lost.length) console.log(`${row.page} (${lhr.finalDisplayedUrl}):`);
    for (const lostPoints of lost) console.log(lostPoints);
    failed ||= failures.length > 0;
  }
  if (JSON_OUT) {
    const entries = results.map(({ row, lhr }) => [row.page, lhr]);
    for (const { row, lhr } of otherResults) entries.push([`${row.page} (${other.name})`, lhr]);
    writeFileSync(JSON_OUT, JSON.stringify(Object.fromEntries(entries), null, 1));
    log(`median results written to ${JSON_OUT}`);
  }
  console.log(
    failed
      ? `\nlighthouse: OVER BUDGET (performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo}, CLS < ${BUDGET.cls}).`
      : '\nlighthouse: all pages within budget.'
  );
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
