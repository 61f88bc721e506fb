import { expect, type Locator, type Page } from '@playwright/test';

/** The header cart control: a button (mini cart) on large screens, a link to /cart on small ones. */
export function cartButton(page: Page, isMobile: boolean): Locator {
  return page.getByRole('banner').getByRole(isMobile ? 'link' : 'button', { name: /^Cart, / });
}

/** A step of the checkout page by its title (the heading reads "N. Title"). */
export function checkoutStep(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${title}$`) }) });
}

/**
 * A home page product strip's list, once the shopper has scrolled to it: a strip's products load when it comes
 * near the screen (its placeholder, with the heading, holds the place until then).
 */
export async function productStrip(page: Page, title: string): Promise<Locator> {
  const heading = page.getByRole('main').getByRole('heading', { level: 2, name: title, exact: true });
  // The placeholder's heading is replaced by the strip's own when the products arrive, perhaps mid-scroll.
  await expect(() => heading.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 15_000 });
  // A shopper looking at a strip scrolls at least a little: one only peeking into the bottom of the landing window
  // (its heading already in view) waits for a scroll.
  await page.mouse.wheel(0, 1);
  return page.getByRole('list', { name: title, exact: true });
}

/**
 * The page footer, once the shopper has scrolled down to it: its content loads when it comes near the screen
 * (its landmark, with a placeholder, holds the place until then).
 */
export async function pageFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // The placeholder gives way to the content, which may change the page's length mid-scroll: scroll again until shown.
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(footer.getByRole('navigation').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return footer;
}
