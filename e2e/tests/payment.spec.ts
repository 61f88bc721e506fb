import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 32: the checkout takes the payment methods the shop offers for the cart, per store view, desktop and
// mobile. The sample shop offers check/money order, bank transfer and purchase order (US addresses) in `default`;
// check/money order and bank transfer (European addresses only) in `fr`. Each order's receipt number is the one of
// its confirmation mail. The cart is filled through the API (a simple bag, $138.57) and the checkout driven by ids
// and the store view's own words.

const BAG = 'BAG-0091';

const WORDS = {
  default: {
    contact: 'Continue to Shipping Address',
    address: 'Continue to Shipping Method',
    method: 'Continue to Payment',
    review: 'Review Order',
    place: 'Place Order',
    thanks: 'Thank you for your order!',
    number: /^Order number: (\d{9})$/
  },
  fr: {
    contact: 'Continuer vers l’adresse de livraison',
    address: 'Continuer vers le mode de livraison',
    method: 'Continuer vers le paiement',
    review: 'Vérifier la commande',
    place: 'Passer la commande',
    thanks: 'Merci pour votre commande !',
    number: /^Numéro de commande : (\d{9})$/
  }
} as const;
type StoreCode = keyof typeof WORDS;

function dataDir(): string {
  const dir = process.env.STOREFRONT_E2E_DATA_DIR;
  if (!dir) throw new Error('STOREFRONT_E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts.');
  return dir;
}

/** The order confirmation mail sent to `email` (the backend writes mails to its outbox). */
function orderMailTo(email: string): string | undefined {
  const outbox = path.join(dataDir(), 'outbox');
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .find((mail) => mail.includes(`To: ${email}`) && mail.includes('order confirmation'));
}

function paymentOf(orderNumber: string): string | undefined {
  const db = new Database(path.join(dataDir(), 'storefront.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT payment_method FROM sales_order WHERE increment_id = ?').get(orderNumber) as { payment_method: string } | undefined)
      ?.payment_method;
  } finally {
    db.close();
  }
}

async function gql(request: APIRequestContext, store: StoreCode, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { store } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data ?? {};
}

/** A guest cart in the store view with the bag (and a coupon), saved where the storefront keeps its cart id. */
async function cartWithBag(page: Page, request: APIRequestContext, store: StoreCode, coupon?: string): Promise<void> {
  const { createEmptyCart: cartId } = (await gql(request, store, 'mutation { createEmptyCart }')) as { createEmptyCart: string };
  await gql(
    request,
    store,
    `mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"${BAG}", quantity:1}]){ user_errors { message } } }`,
    {
      c: cartId
    }
  );
  if (coupon)
    await gql(request, store, 'mutation($c:String!,$k:String!){ applyCouponToCart(input:{cart_id:$c, coupon_code:$k}){ cart { id } } }', {
      c: cartId,
      k: coupon
    });
  // Before the app boots on the next page (the latest cart wins: scripts run in the order they were added).
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ value, timeStored: Date.now() })),
    [`STOREFRONT_BROWSER_PERSISTENCE__cart_id__${store}`, cartId]
  );
}

const uniqueEmail = (tag: string) => `pay-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Contact, a Texas address and a shipping method (Flat Rate unless `freeShipping`), up to the payment methods. */
async function upToPayment(page: Page, store: StoreCode, email: string, freeShipping = false): Promise<void> {
  const words = WORDS[store];
  await page.goto(`/${store}/checkout`);
  await page.locator('#checkout-email').fill(email);
  await page.getByRole('button', { name: words.contact }).click();
  await page.locator('#checkout-shipping-firstname').fill('Ada');
  await page.locator('#checkout-shipping-lastname').fill('Lovelace');
  await page.locator('#checkout-shipping-street1').fill('12 Analytical Engine Way');
  await page.locator('#checkout-shipping-city').fill('Austin');
  await page.locator('#checkout-shipping-region_code').selectOption('TX');
  await page.locator('#checkout-shipping-postcode').fill('78701');
  await page.locator('#checkout-shipping-telephone').fill('5125550100');
  await page.getByRole('button', { name: words.address }).click();
  await page.getByRole('radio', { name: freeShipping ? /^Free Shipping/ : /^Flat Rate/ }).check();
  await page.getByRole('button', { name: words.method }).click();
  await expect(page.locator('input[name="paymentMethod"]').first()).toBeVisible();
}

const offeredCodes = (page: Page) =>
  page.locator('input[name="paymentMethod"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Reviews, places the order, and checks the receipt's number is the mail's and the order's method the one chosen. */
async function placeAndCheck(page: Page, store: StoreCode, email: string, code: string): Promise<string> {
  const words = WORDS[store];
  await page.getByRole('button', { name: words.review }).click();
  await page.getByRole('button', { name: words.place }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.thanks })).toBeVisible();
  const number = words.number.exec(await page.getByText(words.number).innerText())![1];
  expect(paymentOf(number)).toBe(code);
  await expect.poll(() => orderMailTo(email)).toContain(`Your Order #${number}`);
  return number;
}

test.describe('payment methods of the shop', () => {
  test('default: each offered method places an order; purchase order asks for its number', async ({ page, request, consoleErrors }) => {
    for (const code of ['checkmo', 'banktransfer', 'purchaseorder']) {
      const email = uniqueEmail(code);
      await cartWithBag(page, request, 'default');
      await upToPayment(page, 'default', email);
      expect(await offeredCodes(page)).toEqual(['checkmo', 'banktransfer', 'purchaseorder']);
      await page.locator(`input[name="paymentMethod"][value="${code}"]`).check();
      if (code === 'checkmo') {
        await expect(page.getByText('Make check payable to:')).toBeVisible();
        await expect(page.getByRole('definition').filter({ hasText: /^Sample Shop, Inc\.$/ })).toBeVisible();
      }
      if (code === 'purchaseorder') {
        await page.getByRole('button', { name: 'Review Order' }).click();
        await expect(page.getByLabel('Purchase Order Number')).toBeFocused();
        await page.getByLabel('Purchase Order Number').fill('PO-2026-0032');
      }
      await placeAndCheck(page, 'default', email, code);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('fr: bank transfer is for European addresses, so a US address is offered check/money order alone', async ({ page, request }) => {
    const email = uniqueEmail('fr');
    await cartWithBag(page, request, 'fr');
    await upToPayment(page, 'fr', email);
    expect(await offeredCodes(page)).toEqual(['checkmo']);
    await expect(page.getByRole('radio', { name: 'Chèque / mandat' })).toBeChecked();
    await placeAndCheck(page, 'fr', email, 'checkmo');
  });

  test('an order paid in full by a 100 % coupon offers and takes `free` alone', async ({ page, request }) => {
    const code = `E2E-FREE-${Date.now()}`;
    const db = new Database(path.join(dataDir(), 'storefront.sqlite'));
    try {
      db.prepare('INSERT INTO coupon VALUES (?, ?, ?, 1)').run(code, 'Everything free', 100);
    } finally {
      db.close();
    }
    const email = uniqueEmail('free');
    await cartWithBag(page, request, 'default', code);
    await upToPayment(page, 'default', email, true);
    expect(await offeredCodes(page)).toEqual(['free']);
    await expect(page.getByRole('radio', { name: 'No Payment Information Required' })).toBeChecked();
    await placeAndCheck(page, 'default', email, 'free');
  });
});
