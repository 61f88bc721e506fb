import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStorefront, type StorefrontProcess } from '../../scripts/storefrontProcess';
import { chromiumLaunchOptions } from '../support/chromium';
import { ownChunkScript } from '../support/pageChunks';
import { collectErrors, expect, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';

// Issue 11, updates: a deploy while a page is open. Each test serves its own copy of the current build
// (version 1), then "deploys" a second build with changed assets (another build id in the main bundle,
// and every chunk renamed as if its code had changed) by replacing all served files, old chunks included.

const ROOT = path.resolve(__dirname, '..', '..');
const V1_ID = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const V2_ID = 'e2e-update';
const TOTE = 'Augusta Relaxed Tote Bag';

let workDir = '';
let v2Dir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  // The switch is the same on every screen size; one project is proof enough for a minute of building.
  test.skip(testInfo.project.name !== 'desktop', 'runs once, in the desktop project');
  testInfo.setTimeout(240_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'storefront-update-'));
  v2Dir = path.join(workDir, 'v2');
  await promisify(execFile)(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', v2Dir, '--env', `hashSalt=${V2_ID}`],
    {
      cwd: ROOT,
      env: { ...process.env, STOREFRONT_BUILD_ID: V2_ID },
      maxBuffer: 64 * 1024 * 1024
    }
  );
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A storefront serving a fresh copy of version 1, and a deploy of version 2 that replaces every file. */
async function servedVersionOne(): Promise<{ storefront: StorefrontProcess; deployVersionTwo: () => void; served: string }> {
  const served = mkdtempSync(path.join(workDir, 'served-'));
  cpSync(path.join(ROOT, 'dist'), served, { recursive: true });
  const storefront = await startStorefront({ name: 'update', quiet: true, distDir: served });
  const deployVersionTwo = () => {
    rmSync(served, { recursive: true, force: true });
    cpSync(v2Dir, served, { recursive: true });
  };
  return { storefront, deployVersionTwo, served };
}

/** Runs `steps` in a fresh browser profile (service workers allowed) on a desktop window, against version 1. */
async function inBrowserOnVersionOne(
  steps: (opened: { page: Page; errors: string[]; deployVersionTwo: () => void }) => Promise<void>
): Promise<void> {
  const { storefront, deployVersionTwo } = await servedVersionOne();
  const userDataDir = mkdtempSync(path.join(workDir, 'profile-'));
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      ...chromiumLaunchOptions(),
      baseURL: storefront.origin,
      viewport: { width: 1280, height: 800 }
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await steps({ page, errors: collectErrors(page), deployVersionTwo });
  } finally {
    await context?.close();
    await storefront.stop();
  }
}

const buildOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);
/** The service worker's caches of composed pages (one per precache) and the page paths each holds. */
const keptPageCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('composed-pages-'));
    return Promise.all(
      names.map(async (name) => ({ name, paths: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) }))
    );
  });

test('a new version waits for the shopper, is offered in a toast, and Reload switches cleanly', async () => {
  test.setTimeout(90_000);
  await inBrowserOnVersionOne(async ({ page, errors, deployVersionTwo }) => {
    await page.goto('/default/accessories/bags.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await buildOf(page)).toBe(V1_ID);
    // Now controlled, the page is reloaded through the worker, which keeps it for offline use.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
    await expect.poll(() => keptPageCaches(page)).toEqual([{ name: expect.any(String), paths: ['/default/accessories/bags.html'] }]);
    const [versionOnePages] = await keptPageCaches(page);

    deployVersionTwo();
    // The open page keeps working on its own version: a page it never opened comes from its precache.
    await page.getByRole('link', { name: TOTE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: TOTE })).toBeVisible();
    await (await pageFooter(page)).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Half-typed message');

    // The browser looks for /sw.js on its own on navigations and when the tab comes back; here at once.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const toast = page.getByRole('status').filter({ hasText: 'A new version of the store is available.' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // Nothing is taken over: same version, same page, the typing still there.
    await page.waitForTimeout(1_000);
    expect(await buildOf(page)).toBe(V1_ID);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half-typed message');

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(await buildOf(page)).toBe(V2_ID);
    await expect(page.getByText('A new version of the store is available.')).toHaveCount(0);
    // Pages kept by version 1 load its chunks, gone from the new precache: dropped, never served by version 2.
    await expect
      .poll(() => keptPageCaches(page))
      .toEqual([{ name: expect.not.stringMatching(versionOnePages.name), paths: ['/default/contact-us'] }]);
    // And the new version works throughout.
    await page.getByRole('banner').getByRole('link', { name: 'Accessories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('a first visit loads no update code; a version deployed while it stays open is still offered, and Reload switches', async () => {
  test.setTimeout(90_000);
  await inBrowserOnVersionOne(async ({ page, errors, deployVersionTwo }) => {
    const workboxScript = ownChunkScript('workbox-window');
    const workboxRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === workboxScript) workboxRequests.push(request.url());
    });
    await page.goto('/default/accessories/bags.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
    // The worker installs and takes charge of the open page (clientsClaim): no reload in between.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(workboxRequests, 'nothing to update from on a first visit').toEqual([]);

    deployVersionTwo();
    // As the hourly check does when the tab comes back.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const toast = page.getByRole('status').filter({ hasText: 'A new version of the store is available.' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    expect(workboxRequests).toHaveLength(1);
    expect(await buildOf(page)).toBe(V1_ID);

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
    expect(await buildOf(page)).toBe(V2_ID);
    expect(errors).toEqual([]);
  });
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk that a deploy removed reloads the page once into the new version, never a white screen', async ({ page }) => {
    const { storefront, deployVersionTwo } = await servedVersionOne();
    try {
      // The contact page's chunk of version 1, never loaded before the deploy removes it.
      const oldContactChunk = ownChunkScript('contact');
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${storefront.origin}/default/accessories/bags.html`);
      await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
      expect(await buildOf(page)).toBe(V1_ID);
      // The shopper has scrolled down to the footer (its own chunk) before the deploy.
      const footer = await pageFooter(page);

      deployVersionTwo();
      expect((await page.request.get(`${storefront.origin}${oldContactChunk}`)).status()).toBe(404);
      let loads = 0;
      page.on('load', () => (loads += 1));
      await footer.getByRole('link', { name: 'Contact Us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      expect(await buildOf(page)).toBe(V2_ID);
      expect(loads, 'one reload into the new version').toBe(1);
      expect(pageErrors).toEqual([]);
    } finally {
      await storefront.stop();
    }
  });
});
