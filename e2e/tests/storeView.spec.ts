import { expect, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';

test('switching from the default store view to the French one shows French texts and euro prices', async ({ page, isMobile }) => {
  await page.goto('/default/women/dresses.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
  await expect(page.locator('main')).toContainText('$');

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: /^Store:/ }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /^Store:/ }).click();
  }
  await page.getByRole('button', { name: 'Vue française' }).click();

  await expect(page).toHaveURL(/\/fr\/women\/dresses\.html$/);
  await expect((await pageFooter(page)).getByRole('heading', { name: 'Aide' })).toBeVisible();
  await expect(page.locator('main')).toContainText('€');
  await expect(page.locator('main')).not.toContainText('$');

  // The choice sticks: a new visit to the bare domain stays French.
  const frenchQueries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') frenchQueries.push(`${request.headers().store}|${request.headers()['content-currency']}`);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect((await pageFooter(page)).getByRole('heading', { name: 'Aide' })).toBeVisible();
  expect(frenchQueries.every((headers) => headers === 'fr|EUR')).toBe(true);
});
