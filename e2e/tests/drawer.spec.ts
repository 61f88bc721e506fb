import { expect, test } from '../support/fixtures';

// The navigation drawer's footer (issue 18 item 7): the account actions stay at every width, the
// switchers show only below 641 px and are disabled while an account view is open.

test('the drawer footer keeps its account actions; switchers only below 641 px, disabled in an account view', async ({ page, isMobile }) => {
  // Desktop: a tablet-wide window, where the menu button (hidden from 1024 px) still opens the drawer.
  if (!isMobile) await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/default/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Main Menu' })).toBeVisible();
  // The drawer by any of its titles: it is renamed by the view it shows.
  const drawer = page.getByRole('dialog', { name: /^(Main Menu|Account|Sign In)$/ });
  await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Create an Account' })).toBeVisible();
  const storeSwitcher = drawer.getByRole('button', { name: /^Store: / });
  const currencySwitcher = drawer.getByRole('button', { name: /^Currency: / });
  if (!isMobile) {
    await expect(storeSwitcher).toBeHidden();
    await expect(currencySwitcher).toBeHidden();
    return;
  }
  await expect(storeSwitcher).toBeEnabled();
  await expect(currencySwitcher).toBeEnabled();
  await drawer.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByLabel('Email Address')).toBeVisible();
  await expect(storeSwitcher).toBeDisabled();
  await expect(currencySwitcher).toBeDisabled();
  await signIn.getByRole('button', { name: 'Back' }).click();
  await expect(storeSwitcher).toBeEnabled();
});
