import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { productStrip } from '../support/locators';

// DESIGN.md budgets: accessibility 100. axe-core checks the rendered page against WCAG 2.0/2.1 A and AA;
// every scan waits for the real content first, so an empty shell or a spinner cannot pass for a page.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page (or the part `include` selects) and returns its violations, one readable line each. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}${violation.nodes.length > 5 ? ` | … ${violation.nodes.length - 5} more` : ''}`
  );
}

/** The page has finished its first render: a level-one heading in the main landmark, no requests in flight. */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('axe: WCAG 2 A/AA', () => {
  test('home page', async ({ page }) => {
    await page.goto('/default/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The product strips of the CMS widgets too (their own chunk and query).
    await expect((await productStrip(page, 'Best sellers')).getByRole('listitem')).toHaveCount(8);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('category page', async ({ page }) => {
    await page.goto('/default/women.html');
    await settled(page, 'Women');
    await expect(page.getByRole('status').filter({ hasText: /\d+ items?/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('product page', async ({ page }) => {
    await page.goto('/default/augusta-classic-dress-dresses-1.html');
    await settled(page, 'Augusta Classic Dress');
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/default/no-such-page-anywhere.html');
    await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('open navigation drawer (mobile)', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the small-screen navigation');
    await page.goto('/default/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(drawer.getByRole('button', { name: 'Women' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    // and one level down, where the drawer shows a category's children
    await drawer.getByRole('button', { name: 'Women' }).click();
    await expect(page.getByRole('dialog', { name: 'Women' }).getByRole('link', { name: 'All Women' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('open mini cart with an item (desktop)', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mini cart is the large-screen cart');
    await page.goto('/default/accessories.html');
    await settled(page, 'Accessories');
    const addButton = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await expect(addButton).toBeVisible();
    await addButton.click();
    const trigger = page.getByRole('button', { name: /^Cart, 1 item$/ });
    await expect(trigger).toBeVisible();
    await trigger.click();
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expect(miniCart.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });

  // The shared form pieces (TextField, FormError, Button) and the error tokens, with their errors showing.
  test('contact form with its field errors and a server error', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('contactUs')) return route.fallback();
      await route.fulfill({ json: { errors: [{ message: 'Enter the comment and try again.', extensions: { category: 'graphql-input' } }] } });
    });
    await page.goto('/default/contact-us');
    await settled(page, 'Contact Us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Is required.')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: "What's on your mind?" }).fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Enter the comment and try again.' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sign-in page with its field errors', async ({ page }) => {
    await page.goto('/default/sign-in');
    await settled(page, 'Sign In');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByText('Is required.')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});
