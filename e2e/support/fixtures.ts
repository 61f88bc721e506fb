import { test as base, chromium, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './chromium';

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** A persistent (non-incognito) context: service workers and installability behave as for a shopper. */
  persistentContext: BrowserContext;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.STOREFRONT_E2E_URL;
    if (!url) throw new Error('STOREFRONT_E2E_URL is not set: run the suite through e2e/playwright.config.ts.');
    await use(url);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectErrors(page));
  },
  persistentContext: async ({ viewport, isMobile, hasTouch, userAgent, baseURL }, use) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'storefront-chromium-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      ...chromiumLaunchOptions(),
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      baseURL
    });
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

/** Console errors and uncaught page errors of `page` from now on (filled as they happen). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function firstPage(context: BrowserContext): Promise<Page> {
  return context.pages()[0] ?? (await context.newPage());
}

export { expect };
