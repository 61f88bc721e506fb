import { expect, test } from '../support/fixtures';

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout only');

  test('shows the mega menu and opens a category from it', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search' })).toContainText('Search');
    await menu.getByRole('link', { name: 'Women', exact: true }).hover();
    await menu.getByRole('link', { name: 'Tops', exact: true }).first().click();
    await expect(page).toHaveURL(/\/default\/women\/tops\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
    await expect(page).toHaveTitle('Tops - Default Store View');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile header and drawer', () => {
  test.skip(({ isMobile }) => !isMobile, 'small screens only');

  test('hides the mega menu and drills through the category drawer and back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Women' }).click();
    const women = page.getByRole('dialog', { name: 'Women' });
    await expect(women.getByRole('link', { name: 'All Women' })).toBeVisible();
    await women.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('follows a leaf category from the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: 'Women' }).click();
    await page.getByRole('dialog', { name: 'Women' }).getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/default\/women\/dresses\.html$/);
    await expect(page.getByRole('dialog', { name: /Main Menu|Women/ })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
  });
});
