#!/usr/bin/env node
// `npm run budget`: the first-load budget of DESIGN.md, measured the way a shopper's browser pays it. It starts the
// production build (dist/; run `npm run build` first) with the embedded backend on a loopback port, lands on the
// home, category and product pages in Chromium (a phone and a desktop window, fresh profile each), and counts every
// script and stylesheet the page requests until the network is idle — entry chunks, route chunks, message
// catalogues and whatever loads right after start. Each file is weighed gzipped at level 9. The script exits
// non-zero when any page, on either window, loads more JavaScript or CSS than its limit below.
//
// Options: --verbose (list every file per page).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
// TypeScript modules, loaded through tsx (see the npm script): one way to start the server and launch Chromium.
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startStorefront } from './storefrontProcess.ts';

const root = join(import.meta.dirname, '..');
const VERBOSE = process.argv.includes('--verbose');
// Issue 16's limit: 150 KB of JavaScript per landing page. The libraries alone (React, Apollo Client, react-redux,
// react-intl, react-router) weigh 103 KB of it; what a landing does not show at first (filters, sort menu, pagination,
// wishlist, footer, related products, page head builders, adding to the cart, the cart session and details, the REST
// client, the account session, the checkout reducer, the switchers' menus, workbox-window on a first visit) loads
// when wanted. Chunks fetched once the landing is idle (the cache persistence library, the link chain's network part)
// load before the network goes quiet, so they count here although they are off the first render's path.
const LIMITS = { script: 150 * 1024, stylesheet: 20 * 1024 };
const PAGES = [
  { name: 'home', path: '/default/' },
  { name: 'category', path: '/default/women.html' },
  { name: 'product', path: '/default/augusta-classic-dress-dresses-1.html' }
];
const WINDOWS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false }
];
/** Past this, a page that never goes quiet is a failure of its own rather than a hang. */
const PAGE_TIMEOUT_MS = 30_000;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;

/** Every script and stylesheet one landing requests until the network has been idle for 500 ms. */
async function weighLanding(browser, origin, window, path) {
  const { name: _name, ...contextOptions } = window;
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then(
          (body) => ({ type, url: response.url(), size: gzipSize(body) }),
          (error) => ({ type, url: response.url(), error: String(error) })
        )
      );
    });
    const answer = await page.goto(origin + path, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    if (!answer || answer.status() !== 200) throw new Error(`${path} answered ${answer?.status() ?? 'nothing'}`);
    await page.locator('main h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    const files = await Promise.all(pending);
    const unreadable = files.find((file) => file.error);
    if (unreadable) throw new Error(`could not read ${unreadable.url}: ${unreadable.error}`);
    return files;
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error('budget: dist/index.html is missing; run `npm run build` first.');
    return 1;
  }
  const storefront = await startStorefront({ name: 'budget', quiet: !VERBOSE });
  const browser = await chromium.launch(chromiumLaunchOptions());
  let failed = false;
  try {
    // The first request of a page composes it and resizes its images; weigh a warm server.
    for (const { path } of PAGES) await fetch(storefront.origin + path).then((answer) => answer.arrayBuffer());
    for (const { name, path } of PAGES) {
      for (const window of WINDOWS) {
        const files = await weighLanding(browser, storefront.origin, window, path);
        const total = (type) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.size, 0);
        const scripts = files.filter((file) => file.type === 'script');
        if (scripts.length === 0) {
          console.error(`budget: ${name} (${window.name}) loaded no scripts; the build looks broken.`);
          failed = true;
        }
        const row = [];
        for (const [type, label] of [
          ['script', 'JS'],
          ['stylesheet', 'CSS']
        ]) {
          const size = total(type);
          const over = size > LIMITS[type];
          failed ||= over;
          row.push(`${label} ${kb(size)} / ${kb(LIMITS[type])}${over ? ' OVER BUDGET' : ''}`);
        }
        console.log(`budget: ${name.padEnd(8)} ${window.name.padEnd(7)} ${row.join('   ')}   (${scripts.length} scripts)`);
        if (VERBOSE) {
          for (const file of files) console.log(`  ${kb(file.size).padStart(9)}  ${new URL(file.url).pathname}`);
        }
      }
    }
  } finally {
    await browser.close();
    await storefront.stop();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`budget: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
);
