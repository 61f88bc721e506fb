import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Account journeys of issue 9 (needs the lead's wiring: routes, AccountTrigger in the header,
// useUserBootstrap in the shell, WishlistButton on product pages). Desktop: the account button is
// hidden at 640 px and below (§2).

const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag';
const TOKEN_KEY = 'STOREFRONT_BROWSER_PERSISTENCE__signin_token';
const PASSWORD = 'Sh0pper!pass';

test.skip(({ isMobile }) => isMobile, 'The account menu is a desktop control (hidden at 640 px and below).');

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Hi, .+|Sign In|Account)$/ });
const uniqueEmail = () => `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function addToteFromGrid(page: Page) {
  await page.goto(BAGS);
  await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${TOTE} to your cart.` })).toBeVisible();
}

async function createAccount(page: Page, email: string, firstName = 'Ada') {
  await page.goto('/create-account');
  await page.getByRole('main').getByLabel('First Name').fill(firstName);
  await page.getByRole('main').getByLabel('Last Name').fill('Lovelace');
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(accountButton(page)).toHaveText(`Hi, ${firstName}`);
}

async function signOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(accountButton(page)).toHaveText('Sign In');
}

test('create an account, keep the guest cart, add an address, wishlist add/remove, sign out clears everything', async ({ page }) => {
  await addToteFromGrid(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await createAccount(page, uniqueEmail());
  // The guest cart was merged into the new customer's cart.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await page.goto('/address-book');
  await expect(page.getByText('You have no saved addresses.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an Address' }).click();
  await page.getByRole('main').getByLabel('First Name').fill('Ada');
  await page.getByRole('main').getByLabel('Last Name').fill('Lovelace');
  await page.getByRole('main').getByLabel('Street Address').fill('1 Analytical Way');
  await page.getByRole('main').getByLabel('City').fill('Austin');
  await page.getByRole('main').getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByRole('main').getByLabel('ZIP / Postal Code').fill('78701');
  await page.getByRole('main').getByLabel('Phone Number').fill('5125550100');
  await page.getByRole('main').getByLabel('Use as my default shipping address').check();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('1 Analytical Way')).toBeVisible();
  await expect(page.getByText('Default shipping address')).toBeVisible();

  // Wishlist: the heart on the product page adds, the wishlist page removes.
  await page.goto(BAGS);
  await page.getByRole('link', { name: TOTE, exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: TOTE })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${TOTE}` }).click();
  await expect(page.getByText('There are currently no items in this list.')).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, empty/ })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await page.goto('/address-book');
  await expect(page).toHaveURL(/\/sign-in$/);
});

async function customerGql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { store: 'default', authorization: `Bearer ${token}` }
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data ?? {};
}

/** Checks the signed-in customer's cart out through the GraphQL API (the checkout UI belongs to the checkout issue). */
async function placeCustomerOrder(request: APIRequestContext, token: string): Promise<string> {
  const cart = await customerGql(request, token, '{ customerCart { id } }');
  const c = (cart.customerCart as { id: string }).id;
  const a = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['1 Analytical Way'],
    city: 'Austin',
    region: 'TX',
    postcode: '78701',
    country_code: 'US',
    telephone: '5125550100'
  };
  await customerGql(
    request,
    token,
    'mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } } }',
    { c, a }
  );
  await customerGql(
    request,
    token,
    'mutation($c:String!){ setBillingAddressOnCart(input:{cart_id:$c, billing_address:{same_as_shipping:true}}){ cart { id } } }',
    { c }
  );
  await customerGql(
    request,
    token,
    'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
    { c }
  );
  await customerGql(
    request,
    token,
    'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"checkmo"}}){ cart { id } } }',
    { c }
  );
  const placed = await customerGql(
    request,
    token,
    'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ order { order_number } errors { message } } }',
    { c }
  );
  return (placed.placeOrder as { order: { order_number: string } }).order.order_number;
}

test('an order of the signed-in customer shows in Order History with its items and addresses', async ({ page, request }) => {
  await createAccount(page, uniqueEmail(), 'Mary');
  await page.goto('/order-history');
  await expect(page.getByText("You don't have any orders yet.")).toBeVisible();
  await addToteFromGrid(page);
  const token = await page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { value: string }).value, TOKEN_KEY);
  const orderNumber = await placeCustomerOrder(request, token);
  // As the checkout does after an order (§4), the ordered cart is forgotten; the page would otherwise
  // meet it as an inactive cart and sign the shopper out (§4 invalid-cart recovery).
  await page.evaluate(() => window.localStorage.removeItem('STOREFRONT_BROWSER_PERSISTENCE__cart_id__default'));

  await page.goto('/order-history');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\$\d+\.\d{2}/);
  await row.getByRole('button', { name: `Show order ${orderNumber}` }).click();
  await expect(page.getByText(new RegExp(`${TOTE} × 1`))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(page.getByText('1 Analytical Way').first()).toBeVisible();
});

test('an account page sends a guest to sign in and back after signing in', async ({ page }) => {
  await page.goto('/order-history');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('main').getByLabel('Email Address').fill('roni_cost@example.com');
  await page.getByRole('main').getByLabel('Password').fill('roni_cost3@example.com');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(accountButton(page)).toHaveText('Hi, Veronica');
});

test('a wrong password is explained in plain words', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('main').getByLabel('Email Address').fill('roni_cost@example.com');
  await page.getByRole('main').getByLabel('Password').fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(/sign-in was incorrect/i);
  await expect(accountButton(page)).toHaveText('Sign In');
});

test('a token past its ttl signs the shopper out on load', async ({ page }) => {
  await createAccount(page, uniqueEmail(), 'Grace');
  await page.evaluate((key) => {
    const record = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { timeStored: number; ttl: number };
    record.timeStored = Date.now() - (record.ttl + 60) * 1000;
    window.localStorage.setItem(key, JSON.stringify(record));
  }, TOKEN_KEY);
  await page.reload();
  await expect(accountButton(page)).toHaveText('Sign In');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

function latestResetLink(dataDir: string, email: string, after: number): string | null {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return null;
  }
  const mails = files
    .map((file) => path.join(outbox, file))
    .filter((file) => statSync(file).mtimeMs >= after)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(email));
  const match = mails.map((text) => /\/customer\/account\/createPassword\?token=[\w-]+/.exec(text)?.[0]).find(Boolean);
  return match ?? null;
}

test('forgot and reset password through the mail in the outbox', async ({ page }) => {
  const dataDir = process.env.STOREFRONT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('STOREFRONT_E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts.');
  const email = uniqueEmail();
  await createAccount(page, email, 'Hedy');
  await signOut(page);

  const requestedAt = Date.now() - 1000;
  await page.goto('/forgot-password');
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If there is an account associated with ${email}` })).toBeVisible();

  let link: string | null = null;
  await expect.poll(() => (link = latestResetLink(dataDir, email, requestedAt))).not.toBeNull();
  await page.goto(link as unknown as string);
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('main').getByLabel('New Password').fill('N3w!password');
  await page.getByRole('main').getByLabel('Confirm Password').fill('N3w!password');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your new password has been saved.')).toBeVisible();

  await page.goto('/sign-in');
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('main').getByLabel('Password').fill('N3w!password');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(accountButton(page)).toHaveText('Hi, Hedy');
});

test.describe('stylesheets of the account forms', () => {
  // The page's own requests, not the service worker's copies.
  test.use({ serviceWorkers: 'block' });

  test('moving between sign-in, create-account and forgot-password fetches no stylesheet twice', async ({ page, consoleErrors }) => {
    const stylesheets: Array<{ url: string; body: string }> = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.css')) void response.text().then((body) => stylesheets.push({ url: response.url(), body }));
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create an Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(stylesheets.length).toBeGreaterThan(1);
    const byContent = new Map<string, string[]>();
    for (const { url, body } of stylesheets) byContent.set(body, [...(byContent.get(body) ?? []), url]);
    expect([...byContent.values()].filter((urls) => urls.length > 1)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
