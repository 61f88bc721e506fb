import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton, checkoutStep } from '../support/locators';

// Issue 32 item 5 on the seeded sample shop, desktop and mobile: the cart page's "Estimate Shipping and Tax" (a state
// and ZIP code → the shop's methods → shipping and tax in the summary), its figures equal to the backend's, kept
// through a reload, and checkout starting from it (state, ZIP code, method) and charging the same.

const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag'; // BAG-0091: over the free-shipping threshold, taxed in California
/** Where the app keeps the default store view's cart id (BrowserStorage prefix + cartIdKey('default')). */
const CART_ID_KEY = 'STOREFRONT_BROWSER_PERSISTENCE__cart_id__default';
const CALIFORNIA = { country_id: 'US', region_code: 'CA', postcode: '94103' };

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

function summaryValue(page: Page, label: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::*[1]');
}

async function savedCartId(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CART_ID_KEY);
  return (JSON.parse(raw ?? '{}') as { value?: string }).value ?? '';
}

interface Totals {
  shipping_amount: number;
  tax_amount: number;
  grand_total: number;
}
/** The backend's own figures for the cart shipped to California by a method (REST totals-information). */
async function backendTotals(request: APIRequestContext, cartId: string, carrier: string): Promise<Totals> {
  const response = await request.post(`/rest/default/V1/guest-carts/${cartId}/totals-information`, {
    data: { addressInformation: { address: CALIFORNIA, shipping_carrier_code: carrier, shipping_method_code: carrier } }
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Totals;
}

const dollars = (value: number) => `$${value.toFixed(2)}`;

test('the cart page estimates shipping and tax as the backend charges them, keeps it through a reload, and checkout starts from it', async ({
  page,
  request,
  isMobile,
  consoleErrors
}) => {
  await page.goto(BAGS);
  await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${TOTE} to your cart.` })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/default/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();
  const subtotal = money(await summaryValue(page, 'Subtotal').textContent());

  // Closed at first; the keyboard opens it.
  const toggle = page.getByRole('button', { name: 'Estimate Shipping and Tax' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Country: United States')).toBeVisible();

  // The same rules as checkout's address form: a state and a ZIP code are required.
  await page.getByRole('button', { name: 'Get estimate' }).click();
  await expect(page.getByText('Is required.')).toHaveCount(2);
  await page.getByLabel('State').selectOption({ label: 'California' });
  await page.getByLabel('ZIP Code').fill('94103');
  await page.getByRole('button', { name: 'Get estimate' }).click();

  const cartId = await savedCartId(page);
  const flat = await backendTotals(request, cartId, 'flatrate');
  const free = await backendTotals(request, cartId, 'freeshipping');
  expect(flat.tax_amount).toBeGreaterThan(0);

  const methods = page.getByRole('group', { name: 'Shipping methods' });
  await expect(methods.getByRole('radio', { name: `Flat Rate - Fixed ${dollars(flat.shipping_amount)}` })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: `Estimated for California 94103: total ${dollars(flat.grand_total)}` })).toBeVisible();
  await expect(summaryValue(page, 'Estimated shipping')).toHaveText(dollars(flat.shipping_amount));
  await expect(summaryValue(page, 'CA Sales Tax (7.25%)')).toHaveText(dollars(flat.tax_amount));
  await expect(summaryValue(page, 'Estimated total')).toHaveText(dollars(flat.grand_total));
  await expect(summaryValue(page, 'Subtotal')).toHaveText(dollars(subtotal));

  // Another method: its shipping and total.
  await methods.getByRole('radio', { name: `Free Shipping - Free ${dollars(free.shipping_amount)}` }).check();
  await expect(summaryValue(page, 'Estimated total')).toHaveText(dollars(free.grand_total));
  await expect(summaryValue(page, 'Estimated shipping')).toHaveText(dollars(free.shipping_amount));

  const violations = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // An estimate sets no address on the cart: the backend's cart still has none.
  const cart = await request.get(`/graphql?query=${encodeURIComponent(`{ cart(cart_id: "${cartId}") { shipping_addresses { postcode } } }`)}`, {
    headers: { store: 'default' }
  });
  expect(((await cart.json()) as { data: { cart: { shipping_addresses: unknown[] } } }).data.cart.shipping_addresses).toEqual([]);

  // A reload shows the same estimate again, without asking.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Free Shipping - Free/ })).toBeChecked();
  await expect(page.getByLabel('ZIP Code')).toHaveValue('94103');
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(summaryValue(page, 'Estimated total')).toHaveText(dollars(free.grand_total));

  // Checkout starts from it: the state and ZIP code typed in, the estimated method chosen; it charges the same.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const contact = checkoutStep(page, 'Contact Information');
  await contact.getByLabel('Email').fill(`estimate-${Date.now()}@example.com`);
  await contact.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  const address = checkoutStep(page, 'Shipping Address');
  await expect(address.getByLabel('State')).toHaveValue('CA');
  await expect(address.getByLabel('ZIP Code')).toHaveValue('94103');
  await address.getByLabel('First Name').fill('Ada');
  await address.getByLabel('Last Name').fill('Lovelace');
  await address.getByLabel('Street Address', { exact: true }).fill('1 Market St');
  await address.getByLabel('City').fill('San Francisco');
  await address.getByLabel('Phone Number').fill('4155550100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  const method = checkoutStep(page, 'Shipping Method');
  await expect(method.getByRole('radio', { name: /^Free Shipping - Free/ })).toBeChecked();
  await method.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = checkoutStep(page, 'Payment Information');
  await payment.getByRole('radio', { name: 'Check / Money order' }).check();
  await payment.getByRole('button', { name: 'Review Order' }).click();
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Order Total$/ })
      .locator('xpath=following-sibling::*[1]')
  ).toHaveText(dollars(free.grand_total));
  expect(consoleErrors).toEqual([]);
});

test("a carrier that does not ship to Hawaii says so, on the cart page's estimate and in checkout, and cannot be chosen", async ({
  page,
  isMobile,
  consoleErrors
}) => {
  await page.goto(BAGS);
  await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/default/cart');
  await page.getByRole('button', { name: 'Estimate Shipping and Tax' }).click();
  await page.getByLabel('State').selectOption({ label: 'Hawaii' });
  await page.getByLabel('ZIP Code').fill('96813');
  await page.getByRole('button', { name: 'Get estimate' }).click();
  const refusal = 'Free Shipping: This shipping method is not available. To use this shipping method, please contact us.';
  await expect(page.getByText(refusal)).toBeVisible();
  const methods = page.getByRole('group', { name: 'Shipping methods' });
  await expect(methods.getByRole('radio')).toHaveCount(1);
  await expect(methods.getByRole('radio', { name: /^Flat Rate - Fixed/ })).toBeChecked();

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  const contact = checkoutStep(page, 'Contact Information');
  await contact.getByLabel('Email').fill(`hawaii-${Date.now()}@example.com`);
  await contact.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  const address = checkoutStep(page, 'Shipping Address');
  await expect(address.getByLabel('State')).toHaveValue('HI');
  await address.getByLabel('First Name').fill('Ada');
  await address.getByLabel('Last Name').fill('Lovelace');
  await address.getByLabel('Street Address', { exact: true }).fill('1 Kalakaua Ave');
  await address.getByLabel('City').fill('Honolulu');
  await address.getByLabel('Phone Number').fill('8085550100');
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  const method = checkoutStep(page, 'Shipping Method');
  await expect(method.getByText(refusal)).toBeVisible();
  await expect(method.getByRole('radio')).toHaveCount(1);
  await expect(method.getByRole('radio', { name: /^Flat Rate - Fixed/ })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
