import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A render error (issue 18 items 5 and 6), desktop and mobile: the masked shell with its header and
// footer, an error toast, and when the toast times out after 15 s the page reloads as if it were closed.

const BAGS = '/default/accessories/bags.html';

test('a render error shows the masked shell and an error toast; its timeout reloads the page', async ({ page }) => {
  await page.clock.install();
  // A product answer the page cannot render (a name that is not text), as a broken backend might send.
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'GetProductDetail',
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { products?: { items?: Array<Record<string, unknown>> } } };
      for (const item of body.data?.products?.items ?? []) item.name = { broken: true };
      await route.fulfill({ response, json: body });
    }
  );
  await page.goto(BAGS);
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await grid.getByRole('listitem').first().getByRole('link').first().click();

  const toast = page.getByRole('alert').filter({ hasText: 'Sorry! An unexpected error occurred.' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByTestId('mask')).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward(15_000);
  await reloaded;
});
