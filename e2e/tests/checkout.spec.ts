import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton, checkoutStep } from '../support/locators';
import { ADDRESS, CUSTOMER, TOKEN_KEY, fillAddress, gql, placeOrderAndReadNumber } from '../support/shopper';

// Checkout journeys of issue 8 on the seeded sample shop, desktop and mobile: a guest buys a configurable
// product (DRE-0001) and the order is checked in the backend's database; a reload in the middle resumes;
// a failed payment-information call is shown and the order placed after it; a signed-in customer checks
// out with a saved address. Needs the lead's wiring of the /checkout route (CheckoutPage, lazily loaded).

const DRESS_URL = '/default/augusta-classic-dress-dresses-1.html'; // DRE-0001, configurable
const DRESS = 'Augusta Classic Dress';
const CHECKOUT = '/default/checkout';

interface OrderRow {
  id: number;
  email: string;
  customer_id: number | null;
  subtotal: number;
  shipping: number;
  grand_total: number;
  shipping_address: string;
  billing_address: string;
  shipping_method: string;
  payment_method: string;
}
interface OrderItemRow {
  sku: string;
  name: string;
  qty: number;
  price: number;
}

/** The placed order as the backend stored it (read-only, beside the running server). */
/** The order with this number (increment id, e.g. 000000012), as the receipt, mail and order history show it. */
function readOrder(orderNumber: string): { order: OrderRow | undefined; items: OrderItemRow[] } {
  const dataDir = process.env.STOREFRONT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('STOREFRONT_E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts.');
  const db = new Database(path.join(dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    // Amounts are stored in cents; read in dollars as the page shows them.
    const order = db
      .prepare(
        `SELECT *, subtotal_cents / 100.0 AS subtotal, shipping_cents / 100.0 AS shipping, grand_total_cents / 100.0 AS grand_total
      FROM sales_order WHERE increment_id = ?`
      )
      .get(orderNumber) as OrderRow | undefined;
    const items = db
      .prepare('SELECT sku, name, qty, price_cents / 100.0 AS price FROM sales_order_item WHERE order_id = ?')
      .all(order?.id ?? -1) as OrderItemRow[];
    return { order, items };
  } finally {
    db.close();
  }
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));
const uniqueEmail = () => `guest-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Adds the configurable dress in the first colour and the first size in stock for it. */
async function addDressToCart(page: Page, isMobile: boolean): Promise<void> {
  await page.goto(DRESS_URL);
  await expect(page.getByRole('heading', { level: 1, name: DRESS })).toBeVisible();
  const colours = page.getByRole('group', { name: /^Color/ });
  const sizes = page.getByRole('group', { name: /^Size/ });
  const colourButtons = colours.getByRole('button');
  const count = await colourButtons.count();
  for (let index = 0; index < count; index++) {
    await colourButtons.nth(index).click();
    if ((await sizes.getByRole('button', { disabled: false }).count()) > 0) break;
  }
  await sizes.getByRole('button', { disabled: false }).first().click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${DRESS} to your cart.` })).toBeVisible();
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
}

async function fillShippingAddress(page: Page): Promise<void> {
  await fillAddress(checkoutStep(page, 'Shipping Address'));
}

async function guestUpToShippingMethod(page: Page, email: string): Promise<void> {
  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const contact = checkoutStep(page, 'Contact Information');
  await contact.getByLabel('Email').fill(email);
  await contact.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  await expect(contact.getByText(email)).toBeVisible();

  // Nothing typed yet: every required field says so.
  await checkoutStep(page, 'Shipping Address').getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await expect(checkoutStep(page, 'Shipping Address').getByText('Is required.')).toHaveCount(7);
  await fillShippingAddress(page);
  await checkoutStep(page, 'Shipping Address').getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await expect(checkoutStep(page, 'Shipping Address').getByText(ADDRESS.street)).toBeVisible();
}

async function chooseFlatRateAndPayment(page: Page, payment = 'Check / Money order'): Promise<void> {
  const method = checkoutStep(page, 'Shipping Method');
  await method.getByRole('radio', { name: /^Flat Rate - Fixed/ }).check();
  await method.getByRole('button', { name: 'Continue to Payment' }).click();
  const paymentStep = checkoutStep(page, 'Payment Information');
  await paymentStep.getByRole('radio', { name: payment }).check();
  await expect(paymentStep.getByRole('checkbox', { name: 'Billing address same as shipping address' })).toBeChecked();
  await paymentStep.getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('list', { name: 'Items in your order' }).getByText(DRESS)).toBeVisible();
}

test('a guest buys a configurable product and the order exists with its items, address and totals', async ({ page, isMobile, consoleErrors }) => {
  const email = uniqueEmail();
  await addDressToCart(page, isMobile);
  await guestUpToShippingMethod(page, email);
  await chooseFlatRateAndPayment(page);
  const shownTotal = money(
    await page
      .getByRole('term')
      .filter({ hasText: /^Order Total$/ })
      .locator('xpath=following-sibling::*[1]')
      .innerText()
  );

  const orderId = await placeOrderAndReadNumber(page);
  await expect(page.getByText(ADDRESS.street)).toBeVisible();

  const { order, items } = readOrder(orderId);
  expect(order).toBeDefined();
  expect(order).toMatchObject({ email, customer_id: null, shipping_method: 'flatrate|flatrate', payment_method: 'checkmo' });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ name: DRESS, qty: 1 });
  expect(items[0].sku).toMatch(/^DRE-0001-/);
  expect(order!.subtotal).toBeCloseTo(items[0].price, 2);
  expect(order!.shipping).toBe(5);
  expect(order!.grand_total).toBeCloseTo(order!.subtotal + 5, 2);
  expect(order!.grand_total).toBeCloseTo(shownTotal, 2);
  const shipping = JSON.parse(order!.shipping_address) as Record<string, unknown>;
  expect(shipping).toMatchObject({
    firstname: ADDRESS.firstname,
    lastname: ADDRESS.lastname,
    street: [ADDRESS.street],
    city: ADDRESS.city,
    region_code: ADDRESS.regionCode,
    postcode: ADDRESS.postcode,
    country_code: 'US',
    telephone: ADDRESS.telephone
  });
  expect(JSON.parse(order!.billing_address)).toMatchObject({ street: [ADDRESS.street], region_code: ADDRESS.regionCode });

  // The guest may create an account from the order, prefilled.
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/create-account\?email=guest-[^&]+&firstName=Ada&lastName=Lovelace$/);
  // The ordered cart is gone and a new, empty one took its place (the header hides the cart on /checkout).
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
  expect(consoleErrors).toEqual([]);
});

test('a reload in the middle of checkout resumes where the shopper was', async ({ page, isMobile }) => {
  const email = uniqueEmail();
  await addDressToCart(page, isMobile);
  await guestUpToShippingMethod(page, email);
  await expect(checkoutStep(page, 'Shipping Method').getByRole('radio', { name: /^Flat Rate - Fixed/ })).toBeVisible();

  await page.reload();
  await expect(checkoutStep(page, 'Contact Information').getByText(email)).toBeVisible();
  await expect(checkoutStep(page, 'Shipping Address').getByText(ADDRESS.street)).toBeVisible();
  await expect(checkoutStep(page, 'Shipping Address').getByRole('button', { name: 'Edit Shipping Address' })).toBeVisible();
  await chooseFlatRateAndPayment(page, 'Bank Transfer Payment');

  // Half-way through the payment step's billing address, another reload keeps what was typed.
  await checkoutStep(page, 'Payment Information').getByRole('button', { name: 'Edit Payment Information' }).click();
  await checkoutStep(page, 'Payment Information').getByRole('checkbox', { name: 'Billing address same as shipping address' }).uncheck();
  await checkoutStep(page, 'Payment Information').getByLabel('City').fill('Dallas');
  await page.reload();
  await expect(checkoutStep(page, 'Payment Information').getByLabel('City')).toHaveValue('Dallas');
  await checkoutStep(page, 'Payment Information').getByRole('checkbox', { name: 'Billing address same as shipping address' }).check();
  await checkoutStep(page, 'Payment Information').getByRole('button', { name: 'Review Order' }).click();

  const orderId = await placeOrderAndReadNumber(page);
  expect(readOrder(orderId).order).toMatchObject({ email, payment_method: 'banktransfer' });
});

test('a server error on placing the order is shown, and the order can be placed after it', async ({ page, isMobile }) => {
  const email = uniqueEmail();
  await addDressToCart(page, isMobile);
  await guestUpToShippingMethod(page, email);
  await chooseFlatRateAndPayment(page);

  let intercepted = 0;
  await page.route(
    '**/rest/default/V1/guest-carts/*/payment-information',
    async (route) => {
      intercepted += 1;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Unable to place order: %1', parameters: ['The payment service is unavailable. Try again later.'] })
      });
    },
    { times: 1 }
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to place order: The payment service is unavailable. Try again later.' })
  ).toBeVisible();
  expect(intercepted).toBe(1);
  // Nothing was lost: the steps are still filled in.
  await expect(checkoutStep(page, 'Shipping Address').getByText(ADDRESS.street)).toBeVisible();

  const orderId = await placeOrderAndReadNumber(page);
  expect(readOrder(orderId).order).toMatchObject({ email });
});

test('a signed-in customer checks out with a saved address', async ({ page, isMobile, request }) => {
  const { generateCustomerToken } = (await gql(request, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
    e: CUSTOMER.email,
    p: CUSTOMER.password
  })) as { generateCustomerToken: { token: string } };
  const token = generateCustomerToken.token;

  // A known default address, and an empty customer cart (other journeys may have left items in it).
  const saved = { street: `${Date.now() % 10000} Honey Bluff Parkway`, city: 'Calder', postcode: '49628-7978' };
  await gql(
    request,
    `mutation($s:[String]!,$c:String!,$z:String!){ createCustomerAddress(input:{ firstname:"Veronica", lastname:"Costello", street:$s, city:$c,
      region:{ region_code:"MI", region:"Michigan" }, postcode:$z, country_code:US, telephone:"5553338888", default_shipping:true, default_billing:true }){ uid } }`,
    { s: [saved.street], c: saved.city, z: saved.postcode },
    token
  );
  const { customerCart } = (await gql(request, '{ customerCart { id itemsV2 { items { uid } } } }', {}, token)) as {
    customerCart: { id: string; itemsV2: { items: { uid: string }[] } };
  };
  for (const item of customerCart.itemsV2.items) {
    await gql(
      request,
      'mutation($c:String!,$u:ID!){ removeItemFromCart(input:{cart_id:$c, cart_item_uid:$u}){ cart { id } } }',
      { c: customerCart.id, u: item.uid },
      token
    );
  }

  // Signed in as the app remembers it: the token record under the sign-in key (§3).
  await page.goto('/default/');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ value, timeStored: Date.now(), ttl: 3600 })),
    [TOKEN_KEY, token]
  );
  await addDressToCart(page, isMobile);

  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(checkoutStep(page, 'Contact Information')).toHaveCount(0);
  const shipping = checkoutStep(page, 'Shipping Address');
  await expect(shipping.getByLabel('Street Address', { exact: true })).toHaveValue(saved.street);
  await expect(shipping.getByLabel('State')).toHaveValue('MI');
  await shipping.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await chooseFlatRateAndPayment(page);

  // As a real Magento does, the REST call answers the order's entity id: the receipt reads the number through GraphQL.
  const answer = page.waitForResponse('**/rest/default/V1/carts/mine/payment-information');
  const orderId = await placeOrderAndReadNumber(page);
  const answered = String(await (await answer).json());
  expect(answered).toBe(String(readOrder(orderId).order!.id));
  expect(orderId).not.toBe(answered);
  const { customer } = (await gql(request, '{ customer { orders(pageSize: 1) { items { number } } } }', {}, token)) as {
    customer: { orders: { items: { number: string }[] } };
  };
  expect(customer.orders.items[0].number).toBe(orderId);
  await expect(page.getByRole('button', { name: 'Create an account' })).toHaveCount(0);
  const { order, items } = readOrder(orderId);
  expect(order).toMatchObject({ email: CUSTOMER.email, shipping_method: 'flatrate|flatrate' });
  expect(order!.customer_id).not.toBeNull();
  expect(JSON.parse(order!.shipping_address)).toMatchObject({ street: [saved.street], city: saved.city, region_code: 'MI' });
  expect(items.map((item) => item.name)).toEqual([DRESS]);
});
