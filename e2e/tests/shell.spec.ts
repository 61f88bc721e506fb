import { expect, firstPage, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';

test('the shell loads with no console errors', async ({ page, consoleErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(await pageFooter(page)).toContainText('Copyright');
  await expect(page).toHaveTitle(/Default Store View/);
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('the URL gets the store view prefix and unknown paths show the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-anywhere.html');
  // The server resolves the URL too: crawlers get a real 404 with the same not-found page.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/default\/no-such-page-anywhere\.html$/);
  await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/default\/?$/);
});

test('a redirecting URL is followed to its target', async ({ page }) => {
  await page.goto('/default/sale.html');
  await expect(page).toHaveURL(/\/default\/gift-ideas\.html$/);
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

test('going offline and back shows the connectivity toasts', async ({ page, context }) => {
  await page.goto('/');
  await expect(await pageFooter(page)).toContainText('Copyright');
  await context.setOffline(true);
  await expect(page.getByRole('alert')).toContainText('You are offline. Some features may be unavailable.');
  await expect(page.getByRole('img', { name: 'Offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are online.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Offline' })).toHaveCount(0);
});

test('catalogue queries go out as GET with the store header', async ({ page }) => {
  const queries: { method: string; store?: string; authorization?: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') {
      const headers = request.headers();
      queries.push({ method: request.method(), store: headers.store, authorization: headers.authorization });
    }
  });
  // Search results are not composed by the server, so the listing is asked for over GraphQL.
  await page.goto('/default/search.html?query=dress');
  // A product, not a placeholder: the listing shows placeholders while its query is on its way.
  await expect(page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').first().getByRole('link').first()).toBeVisible();
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) expect(query).toMatchObject({ method: 'GET', store: 'default' });
});
