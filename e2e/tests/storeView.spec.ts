import { expect, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';
import { ownChunkScript } from '../support/pageChunks';

test('switching from the default store view to the French one shows French texts and euro prices', async ({ page, isMobile }) => {
  await page.goto('/default/women/dresses.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
  await expect(page.locator('main')).toContainText('$');

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Main Menu' })
      .getByRole('button', { name: /^Store:/ })
      .click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Store:/ })
      .click();
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

test('the switchers load their menus on first opening, and work by keyboard', async ({ page, isMobile, consoleErrors }) => {
  const menusScript = ownChunkScript('switcher-menus');
  const menuRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === menusScript) menuRequests.push(request.url());
  });
  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first screen shows the triggers only.
  expect(menuRequests).toEqual([]);

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const switchers = isMobile ? page.getByRole('dialog', { name: 'Main Menu' }) : page.getByRole('banner');
  const currencyTrigger = switchers.getByRole('button', { name: 'Currency: $ USD' });
  await currencyTrigger.focus();
  await page.keyboard.press('Enter');
  const currencies = switchers.getByRole('list', { name: 'Choose a currency' });
  await expect(currencies).toBeVisible();
  expect(menuRequests).toHaveLength(1);
  // Opened from the keyboard, the menu takes the focus once it is in, on the current choice.
  await expect(currencies.getByRole('button', { name: '$ USD' })).toBeFocused();
  // Escape closes the innermost layer only: the menu, the focus back on its trigger; on a phone the drawer stays.
  await page.keyboard.press('Escape');
  await expect(currencies).toBeHidden();
  await expect(currencyTrigger).toBeFocused();
  await expect(switchers).toBeVisible();

  // The store menu came in the same chunk.
  const storeTrigger = switchers.getByRole('button', { name: /^Store: / });
  await storeTrigger.focus();
  await page.keyboard.press('Enter');
  const stores = switchers.getByRole('list', { name: 'Choose a store' });
  await expect(stores.getByRole('button', { name: 'Default Store View' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stores.getByRole('button', { name: 'Vue française' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/women\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Femme' })).toBeVisible();
  expect(menuRequests).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
