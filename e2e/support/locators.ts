import type { Locator, Page } from '@playwright/test';

/** The header cart control: a button (mini cart) on large screens, a link to /cart on small ones. */
export function cartButton(page: Page, isMobile: boolean): Locator {
  return page.getByRole('banner').getByRole(isMobile ? 'link' : 'button', { name: /^Cart, / });
}

/** A step of the checkout page by its title (the heading reads "N. Title"). */
export function checkoutStep(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${title}$`) }) });
}
