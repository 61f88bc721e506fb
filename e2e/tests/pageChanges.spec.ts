import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Page changes of the shell (issue 18 item 4), desktop and mobile: a new page starts at the top, Back
// returns to where the shopper was.

const BAGS = '/default/accessories/bags.html';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a product opened from a scrolled category starts at the top; Back returns to the same place', async ({ page }) => {
  await page.goto(BAGS);
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  const product = grid.getByRole('listitem').last().getByRole('link').first();
  const name = ((await product.textContent()) ?? '').trim();
  await product.scrollIntoViewIfNeeded();
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(150);

  await product.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BAGS}$`));
  await expect.poll(() => scrollY(page)).toBe(scrolled);
  await expect(product).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
