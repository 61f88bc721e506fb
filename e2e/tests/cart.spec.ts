import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton } from '../support/locators';
import { ownChunkScript } from '../support/pageChunks';

// Cart journeys of issue 7 on the seeded sample shop: grid add and badge, mini cart (large screens),
// /cart (small screens), quantity, coupon, persistence across reloads, invalid-cart recovery, other tabs.

const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag'; // BAG-0091, a simple product in stock
const CLUTCH = 'Remy Alpine Clutch'; // BAG-0093, a simple product in stock
const BACKPACK = 'Orla Organic Cotton Backpack'; // BAG-0095
const LAST_ONE = 'Atlas Organic Cotton Backpack'; // BAG-0092: one in stock
/** Where the app keeps the default store view's cart id (BrowserStorage prefix + cartIdKey('default')). */
const CART_ID_KEY = 'STOREFRONT_BROWSER_PERSISTENCE__cart_id__default';

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The price shown for a product in the category grid. */
async function gridPrice(page: Page, name: string): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  return money(/\$[\d,]+\.\d{2}/.exec(await item.innerText())?.[0] ?? null);
}

/** Adds a simple product from the category grid on screen and waits for the success toast. */
async function addFromGrid(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name: `Add ${name} to cart` });
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${name} to your cart.` })).toBeVisible();
  await expect(button).toBeEnabled();
}

/** A cart line (mini cart or cart page) by its product's name. */
function cartLine(scope: Locator, name: string): Locator {
  return scope.getByRole('paragraph').filter({ hasText: new RegExp(`^${name}$`) });
}

/** The value beside a label of the cart page's price summary. */
function summaryValue(page: Page, label: string | RegExp): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label}$`) : label })
    .locator('xpath=following-sibling::*[1]');
}

async function savedCartId(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    try {
      return (JSON.parse(raw) as { value?: string }).value;
    } catch {
      return raw;
    }
  }, CART_ID_KEY);
}

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { store: 'default' } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data ?? {};
}

/** Checks the cart out through the public GraphQL API, as the shopper could on another device: it becomes inactive. */
async function placeOrderElsewhere(request: APIRequestContext, cartId: string): Promise<void> {
  const address = {
    firstname: 'Ann',
    lastname: 'Lee',
    street: ['1 Main St'],
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
    country_code: 'US',
    telephone: '5550100'
  };
  const c = cartId;
  await gql(request, 'mutation($c:String!){ setGuestEmailOnCart(input:{cart_id:$c, email:"e2e@example.com"}){ cart { id } } }', { c });
  await gql(
    request,
    'mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } } }',
    { c, a: address }
  );
  await gql(request, 'mutation($c:String!){ setBillingAddressOnCart(input:{cart_id:$c, billing_address:{same_as_shipping:true}}){ cart { id } } }', {
    c
  });
  await gql(
    request,
    'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
    { c }
  );
  await gql(request, 'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"checkmo"}}){ cart { id } } }', { c });
  const placed = await gql(request, 'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ order { order_number } errors { message } } }', { c });
  expect((placed.placeOrder as { errors?: unknown[] }).errors ?? []).toEqual([]);
}

test("a first visit's landing pages load no cart, account or REST steps; a returning shopper's badge shows the saved cart", async ({
  page,
  isMobile,
  consoleErrors
}) => {
  // Steps a first visit (no cart, not signed in) does not use: loaded when there is a cart, a shopper or an order.
  const notForFirstVisit = ['cart-session', 'cart-details', 'account-session', 'sign-out', 'rest'].map((name) => ownChunkScript(name));
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (notForFirstVisit.includes(path)) requested.push(path);
  });
  for (const [path, heading] of [
    ['/default/', null],
    ['/default/women.html', 'Women'],
    ['/default/augusta-classic-dress-dresses-1.html', 'Augusta Classic Dress']
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
  }
  expect(requested).toEqual([]);

  // With a cart, a new visit adopts it at once: the badge shows its count without the shopper doing anything.
  await page.goto(BAGS);
  await addFromGrid(page, TOTE);
  await page.goto('/default/');
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(requested).toContain(ownChunkScript('cart-session'));
  expect(consoleErrors).toEqual([]);
});

test('adding simple products from a category grid counts them on the badge', async ({ page, isMobile, consoleErrors }) => {
  await page.goto(BAGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await addFromGrid(page, TOTE);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await addFromGrid(page, TOTE);
  await addFromGrid(page, CLUTCH);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  expect(consoleErrors).toEqual([]);
});

test.describe('mini cart (large screens)', () => {
  test.skip(({ isMobile }) => isMobile, 'the mini cart exists on large screens only');

  test('opens as a dialog, changes the quantity and subtotal, removes, and closes with Escape', async ({ page, consoleErrors }) => {
    await page.goto(BAGS);
    const unitPrice = await gridPrice(page, TOTE);
    expect(unitPrice).toBeGreaterThan(0);
    await addFromGrid(page, TOTE);

    const trigger = cartButton(page, false);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expect(miniCart).toBeVisible();
    await expect(cartLine(miniCart, TOTE)).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'Edit cart' })).toBeVisible();
    await expect(miniCart).toContainText(`Subtotal (1 item)$${unitPrice.toFixed(2)}`);
    // Focus moves into the dialog.
    await expect.poll(() => miniCart.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // Tab and Shift+Tab stay inside it (more presses than it has controls).
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await miniCart.evaluate((dialog) => dialog.contains(document.activeElement)), `focus after ${key}`).toBe(true);
    }

    const quantity = miniCart.getByRole('spinbutton', { name: `Quantity of ${TOTE}` });
    await expect(quantity).toHaveValue('1');
    await expect(miniCart.getByRole('button', { name: `Decrease the quantity of ${TOTE}` })).toBeDisabled();
    await miniCart.getByRole('button', { name: `Increase the quantity of ${TOTE}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(miniCart).toContainText(`Subtotal (2 items)$${round2(unitPrice * 2).toFixed(2)}`);
    await expect(trigger).toHaveAccessibleName('Cart, 2 items');

    await miniCart.getByRole('button', { name: `Decrease the quantity of ${TOTE}` }).click();
    await expect(quantity).toHaveValue('1');
    await expect(miniCart).toContainText(`Subtotal (1 item)$${unitPrice.toFixed(2)}`);

    await miniCart.getByRole('button', { name: `Remove ${TOTE}` }).click();
    await expect(miniCart.getByText('There are no items in your cart.')).toBeVisible();
    await expect(cartLine(miniCart, TOTE)).toHaveCount(0);
    await expect(trigger).toHaveAccessibleName('Cart, empty');

    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

/** The shopper's way to the cart page: the cart button on small screens, the mini cart's 'Edit cart' on large ones. */
async function goToCartPage(page: Page, isMobile: boolean): Promise<void> {
  await cartButton(page, isMobile).click();
  if (!isMobile) {
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await miniCart.getByRole('link', { name: 'Edit cart' }).click();
    await expect(miniCart).toBeHidden();
  }
  await expect(page).toHaveURL(/\/default\/cart$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('the cart page changes quantities, applies a coupon, reports a bad one and survives a reload', async ({ page, isMobile, consoleErrors }) => {
  await page.goto(BAGS);
  const unitPrice = await gridPrice(page, TOTE);
  await addFromGrid(page, TOTE);
  await goToCartPage(page, isMobile);

  const items = page.getByRole('region', { name: 'Items in your cart' });
  await expect(cartLine(items, TOTE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();
  await expect(summaryValue(page, 'Subtotal')).toHaveText(`$${unitPrice.toFixed(2)}`);

  // A typed quantity is committed with Enter.
  const quantity = items.getByRole('spinbutton', { name: `Quantity of ${TOTE}` });
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (3 items)' })).toBeVisible();
  await expect(quantity).toHaveValue('3');
  const subtotal = round2(unitPrice * 3);
  await expect(summaryValue(page, 'Subtotal')).toHaveText(`$${subtotal.toFixed(2)}`);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 3 items');
  await expect(items).toContainText(`Total: $${subtotal.toFixed(2)}`);

  // A bad coupon: the server's message under the field, nothing applied.
  const couponField = page.getByRole('textbox', { name: 'Coupon code' });
  await couponField.fill('NOT-A-COUPON');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: "The coupon code isn't valid. Verify the code and try again." })).toBeVisible();
  await expect(couponField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('term').filter({ hasText: /^Discount/ })).toHaveCount(0);
  await expect(summaryValue(page, 'Estimated total')).toHaveText(`$${subtotal.toFixed(2)}`);

  // WELCOME10: 10 % off, shown as a discount line, and a lower grand total.
  await couponField.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  const discount = summaryValue(page, /^Discount: /);
  await expect(discount).toHaveText(/^-\$[\d,]+\.\d{2}$/);
  const discountValue = money(await discount.textContent());
  expect(discountValue).toBeCloseTo(-round2(subtotal * 0.1), 2);
  await expect(summaryValue(page, 'Estimated total')).toHaveText(`$${round2(subtotal + discountValue).toFixed(2)}`);

  // A reload keeps the saved cart: same items, quantity and coupon.
  const cartId = await savedCartId(page);
  expect(cartId).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (3 items)' })).toBeVisible();
  await expect(items.getByRole('spinbutton', { name: `Quantity of ${TOTE}` })).toHaveValue('3');
  await expect(page.getByText('Coupon WELCOME10 applied')).toBeVisible();
  await expect(summaryValue(page, 'Estimated total')).toHaveText(`$${round2(subtotal + discountValue).toFixed(2)}`);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 3 items');
  expect(await savedCartId(page)).toBe(cartId);
  expect(consoleErrors).toEqual([]);
});

test('a configurable item keeps its options when its quantity changes', async ({ page, isMobile, consoleErrors }) => {
  await page.goto('/default/augusta-classic-dress-dresses-1.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Augusta Classic Dress' })).toBeVisible();
  await page
    .getByRole('group', { name: /^Color/ })
    .getByRole('button', { name: 'Blue', exact: true })
    .click();
  await page.getByRole('group', { name: /^Size/ }).getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You added Augusta Classic Dress to your cart.' })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/default/cart');
  const items = page.getByRole('region', { name: 'Items in your cart' });
  const line = items.getByRole('listitem').filter({ has: page.getByRole('spinbutton', { name: 'Quantity of Augusta Classic Dress' }) });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('term')).toHaveText(['Color:', 'Size:']);
  await expect(line.getByRole('definition')).toHaveText(['Blue', 'M']);

  await line.getByRole('button', { name: 'Increase the quantity of Augusta Classic Dress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (2 items)' })).toBeVisible();
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  await expect(line.getByRole('definition')).toHaveText(['Blue', 'M']);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 2 items');
  expect(consoleErrors).toEqual([]);
});

test('asking for more than the stock shows the server message and keeps the cart as it was', async ({ page, isMobile, consoleErrors }) => {
  await page.goto(BAGS);
  await addFromGrid(page, LAST_ONE);
  await page.getByRole('button', { name: `Add ${LAST_ONE} to cart` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The requested qty is not available' })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/default/cart');
  const items = page.getByRole('region', { name: 'Items in your cart' });
  const quantity = items.getByRole('spinbutton', { name: `Quantity of ${LAST_ONE}` });
  await expect(quantity).toHaveValue('1');
  await items.getByRole('button', { name: `Increase the quantity of ${LAST_ONE}` }).click();
  await expect(items.getByRole('alert')).toHaveText('The requested qty is not available');
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();
  // The refused change is the cart's to show (above): it is not also an unexpected error.
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry! An unexpected error occurred.' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the badge shows 99+ above 99 items', async ({ page, isMobile }) => {
  await page.goto(BAGS);
  await addFromGrid(page, TOTE);
  await addFromGrid(page, CLUTCH);
  await page.goto('/default/cart');
  const items = page.getByRole('region', { name: 'Items in your cart' });
  for (const name of [TOTE, CLUTCH]) {
    const quantity = items.getByRole('spinbutton', { name: `Quantity of ${name}` });
    await quantity.fill('50');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('50');
  }
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 100 items');
  await expect(page.getByTestId('cart-badge')).toHaveText('99+');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (100 items)' })).toBeVisible();
});

test.describe('invalid saved cart ids', () => {
  for (const [kind, stored] of [
    ['an unknown cart id', () => JSON.stringify({ value: 'no-such-cart-0000', timeStored: Date.now() })],
    ['unreadable garbage', () => '}{ not json']
  ] as const) {
    test(`${kind} in storage is replaced silently by a working cart`, async ({ page, isMobile, consoleErrors }) => {
      await page.goto(BAGS);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_ID_KEY, stored()] as const);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
      await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');

      await addFromGrid(page, TOTE);
      await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
      await expect(page.getByRole('alert')).toHaveCount(0);
      const cartId = await savedCartId(page);
      expect(cartId).toBeTruthy();
      expect(cartId).not.toBe('no-such-cart-0000');

      // The new cart is real: it is still there after a reload.
      await page.reload();
      await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
      expect(await savedCartId(page)).toBe(cartId);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a cart made inactive on the server recovers on the next add', async ({ page, isMobile, request, consoleErrors }) => {
    await page.goto(BAGS);
    await addFromGrid(page, BACKPACK);
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
    const oldCartId = await savedCartId(page);
    expect(oldCartId).toBeTruthy();

    // Checked out elsewhere: the cart this page holds is no longer active.
    await placeOrderElsewhere(request, oldCartId!);

    await addFromGrid(page, TOTE);
    // A new cart holds just the new item; no error reached the shopper.
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const newCartId = await savedCartId(page);
    expect(newCartId).toBeTruthy();
    expect(newCartId).not.toBe(oldCartId);
    await page.goto('/default/cart');
    const items = page.getByRole('region', { name: 'Items in your cart' });
    await expect(cartLine(items, TOTE)).toBeVisible();
    await expect(cartLine(items, BACKPACK)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('a cart id changed in another tab reloads this one', async ({ context, isMobile }) => {
  const first = await context.newPage();
  await first.goto(BAGS);
  await expect(first.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
  await expect(cartButton(first, isMobile)).toHaveAccessibleName('Cart, empty');
  // Survives only until the page reloads.
  await first.evaluate(() => {
    (window as { __notReloaded?: boolean }).__notReloaded = true;
  });

  const second = await context.newPage();
  await second.goto(BAGS);
  await addFromGrid(second, TOTE); // creates the cart and saves its id
  await expect(cartButton(second, isMobile)).toHaveAccessibleName('Cart, 1 item');

  await expect.poll(() => first.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded ?? false)).toBe(false);
  await expect(cartButton(first, isMobile)).toHaveAccessibleName('Cart, 1 item');
  expect(await savedCartId(first)).toBe(await savedCartId(second));
});
