import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageFooter } from '../support/locators';

// Sign-out sequence of §4 (issue 18 items 1 and 3), desktop and mobile: a token past its ttl at load and
// Sign Out both leave nothing of the last customer in the browser, checkout drafts of the tab included.

const PREFIX = 'STOREFRONT_BROWSER_PERSISTENCE__';
const TOKEN_KEY = `${PREFIX}signin_token`;
const CART_KEY = `${PREFIX}cart_id__default`;
const SAVED_CHECKOUT_KEYS = ['availableShippingMethods', 'billing_address', 'paymentMethod', 'shipping_address', 'shippingMethod'].map(
  (key) => PREFIX + key
);
const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag';
const PASSWORD = 'Sh0pper!pass';
const SECRET_STREET = '1 Secret Way';

/** What the browser still holds of a customer: the sign-in record, saved checkout data, the cart id, drafts. */
async function leftovers(page: Page) {
  return page.evaluate(
    ({ tokenKey, cartKey, savedKeys }) => ({
      token: window.localStorage.getItem(tokenKey),
      cart: window.localStorage.getItem(cartKey),
      saved: savedKeys.filter((key) => window.localStorage.getItem(key) !== null),
      drafts: Object.keys(window.sessionStorage).filter((key) => key.startsWith('checkout.draft.'))
    }),
    { tokenKey: TOKEN_KEY, cartKey: CART_KEY, savedKeys: SAVED_CHECKOUT_KEYS }
  );
}

/** The signed-out state as a shopper sees it: the header's Sign In (desktop), the drawer's (mobile). */
async function expectSignedOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main Menu' });
    await expect(drawer.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  }
}

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { store: 'default' } });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data ?? {};
}

/** A new customer of the sample shop, and a token for them. */
async function newCustomerToken(request: APIRequestContext): Promise<string> {
  const email = `signout-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await gql(request, 'mutation($i:CustomerCreateInput!){ createCustomerV2(input:$i){ customer { email } } }', {
    i: { firstname: 'Prev', lastname: 'Customer', email, password: PASSWORD }
  });
  const data = (await gql(request, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
    e: email,
    p: PASSWORD
  })) as { generateCustomerToken: { token: string } };
  return data.generateCustomerToken.token;
}

test('a token past its ttl at load runs the whole sign-out sequence, then the page reloads', async ({ page, isMobile }) => {
  // The last customer left a token that ran out, their saved checkout address, cart and a half-typed
  // draft; written before the app's first script runs, once (the tab remembers it seeded them).
  await page.addInitScript(
    ({ tokenKey, cartKey, savedKeys }) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      const longAgo = Date.now() - 2 * 3600 * 1000;
      window.localStorage.setItem(tokenKey, JSON.stringify({ value: 'token-of-the-last-customer', timeStored: longAgo, ttl: 3600 }));
      window.localStorage.setItem(cartKey, JSON.stringify({ value: 'cart-of-the-last-customer', timeStored: longAgo }));
      for (const key of savedKeys) {
        window.localStorage.setItem(key, JSON.stringify({ value: { street: ['1 Secret Way'], email: 'last@example.com' }, timeStored: longAgo }));
      }
      window.sessionStorage.setItem('checkout.draft.shippingAddress', JSON.stringify({ street: '1 Secret Way' }));
    },
    { tokenKey: TOKEN_KEY, cartKey: CART_KEY, savedKeys: SAVED_CHECKOUT_KEYS }
  );
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });

  await page.goto('/default/');
  // The page we opened, then the reload that ends the sign-out sequence (§4).
  await expect.poll(() => documents).toBe(2);
  await expect(await pageFooter(page)).toContainText('Copyright');
  expect(await leftovers(page)).toEqual({ token: null, cart: null, saved: [], drafts: [] });
  await expectSignedOut(page, isMobile);
});

test('Sign Out clears the checkout drafts of the tab: the next shopper does not see the address', async ({ page, isMobile, request }) => {
  const token = await newCustomerToken(request);
  await page.goto('/default/');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ value, timeStored: Date.now(), ttl: 3600 })),
    [TOKEN_KEY, token]
  );
  await page.goto(BAGS);
  await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${TOTE} to your cart.` })).toBeVisible();

  // The customer starts typing an address at checkout, and walks away without sending it.
  await page.goto('/default/checkout');
  const shipping = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /^\d\. Shipping Address$/ }) });
  await shipping.getByLabel('Street Address', { exact: true }).fill(SECRET_STREET);
  await expect.poll(async () => (await leftovers(page)).drafts).toContain('checkout.draft.shippingAddress');

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: 'Sign Out' }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Hi, .+|Account)$/ })
      .click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL(/\/default\/?$/);
  await expectSignedOut(page, isMobile);
  const after = await leftovers(page);
  expect(after).toMatchObject({ token: null, saved: [], drafts: [] });

  // The next shopper, a guest, opens the checkout of their own cart: an empty address form.
  await page.goto(BAGS);
  await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${TOTE} to your cart.` })).toBeVisible();
  await page.goto('/default/checkout');
  const contact = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /^\d\. Contact Information$/ }) });
  await contact.getByLabel('Email').fill('next-shopper@example.com');
  await contact.getByRole('button', { name: 'Continue to Shipping Address' }).click();
  await expect(shipping.getByLabel('Street Address', { exact: true })).toHaveValue('');
  await expect(page.getByText(SECRET_STREET)).toHaveCount(0);
});
