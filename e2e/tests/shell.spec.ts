import { expect, firstPage, test } from '../support/fixtures';

test('the shell loads with no console errors', async ({ page, consoleErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main')).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('an unknown path gets the shell, not a server 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
});

test('after a reload the service worker controls the page', async ({ persistentContext }) => {
  const page = await firstPage(persistentContext);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
});
