import type { BrowserContext, Page } from '@playwright/test';
import { expect, firstPage, test } from '../support/fixtures';
import { cartButton, checkoutStep } from '../support/locators';

// Issue 11 (§1, §4, §7): the installed app and its offline behaviour, in a persistent Chromium context
// (service workers and installability behave as for a shopper).

const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag'; // BAG-0091, simple, in stock
const CLUTCH = 'Remy Alpine Clutch'; // BAG-0093, never opened in these tests
const PRODUCT = '/default/augusta-relaxed-tote-bag-bags-91.html';
const OFFLINE_ACTION = 'You are offline, so this could not be done. Nothing was lost: try again once you are back online.';

/** Opens the home page and waits until the service worker controls it (it claims the first visit once installed). */
async function openWithServiceWorker(context: BrowserContext): Promise<Page> {
  const page = await firstPage(context);
  await page.goto('/default/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page;
}

/** How many images of the main content inside the viewport have loaded real pixels; -1 while any has not. */
function loadedImagesInView(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((main) => {
    const inView = [...main.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    return inView.every((img) => img.complete && img.naturalWidth > 0) ? inView.length : -1;
  });
}

async function expectPageWithImages(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => loadedImagesInView(page)).toBeGreaterThan(0);
}

test('Chromium finds the storefront installable', async ({ persistentContext }) => {
  const page = await openWithServiceWorker(persistentContext);
  const session = await persistentContext.newCDPSession(page);
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await session.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
});

test('visited pages reopen offline with their images; an unvisited one says it needs a connection', async ({ persistentContext }) => {
  test.setTimeout(60_000);
  const page = await openWithServiceWorker(persistentContext);
  await page.goto(BAGS);
  await expectPageWithImages(page, 'Bags');
  await page.getByRole('link', { name: TOTE, exact: true }).click();
  await expectPageWithImages(page, TOTE);

  await persistentContext.setOffline(true);
  await page.reload();
  await expectPageWithImages(page, TOTE);
  await page.goBack();
  await expectPageWithImages(page, 'Bags');
  await page.reload();
  await expectPageWithImages(page, 'Bags');
  await page.getByRole('link', { name: TOTE, exact: true }).click();
  await expectPageWithImages(page, TOTE);

  // Never visited: a clear message, not a spinner or a generic error; it loads once the connection is back.
  await page.goBack();
  await page.getByRole('link', { name: CLUTCH, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page has not been saved on this device yet.', { exact: false })).toBeVisible();
  await page.goto('/default/men.html');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Something went wrong', { exact: false })).toHaveCount(0);

  await persistentContext.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
});

test('a visited page reopens offline as its own kept page; the shopper’s own pages are never kept', async ({ persistentContext }) => {
  const page = await openWithServiceWorker(persistentContext);
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: TOTE })).toBeVisible();
  await page.goto('/default/cart');
  await expect(page.getByRole('heading', { level: 1, name: /^Shopping Cart/ })).toBeVisible();

  const keptPages = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith('composed-pages-'));
      const paths = names.length === 1 ? (await (await caches.open(names[0])).keys()).map((request) => new URL(request.url).pathname) : [];
      return { names, paths };
    });
  await expect.poll(async () => (await keptPages()).paths).toContain(PRODUCT);
  const { names, paths } = await keptPages();
  expect(names).toHaveLength(1);
  expect(paths).not.toContain('/default/cart');

  // Marks the kept copy, to tell it from the precached shell in what the browser receives offline.
  await page.evaluate(
    async ([cacheName, url]) => {
      const cache = await caches.open(cacheName);
      const kept = (await cache.match(url)) as Response;
      const html = (await kept.text()).replace('</head>', '<meta name="kept-page" content="product"></head>');
      await cache.put(url, new Response(html, { headers: kept.headers }));
    },
    [names[0], PRODUCT]
  );

  await persistentContext.setOffline(true);
  const kept = await page.goto(PRODUCT);
  expect(await kept?.text()).toContain('<meta name="kept-page" content="product">');
  await expectPageWithImages(page, TOTE);
  const neverKept = await page.goto('/default/checkout');
  expect(await neverKept?.text()).not.toContain('kept-page');
});

test('cart and checkout actions offline say they need a connection and lose nothing', async ({ persistentContext, isMobile }) => {
  test.setTimeout(60_000);
  const page = await openWithServiceWorker(persistentContext);
  await page.goto(BAGS);
  await page.getByRole('link', { name: TOTE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOTE })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${TOTE} to your cart.` })).toBeVisible();
  const cart = cartButton(page, isMobile);
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await page.goto('/default/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();
  // The shopper starts the checkout online: the email is given, the address form shows its states.
  await page.goto('/default/checkout');
  const email = `offline-${Date.now()}@example.com`;
  await checkoutStep(page, 'Contact Information').getByLabel('Email').fill(email);
  await checkoutStep(page, 'Contact Information').getByRole('button', { name: 'Continue to Shipping Address' }).click();
  await expect(checkoutStep(page, 'Shipping Address').getByLabel('State')).toBeEnabled();
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: TOTE })).toBeVisible();
  // The reloaded page has asked for the cart's details (the badge shows them) before the connection goes.
  await expect(cart).toHaveAccessibleName('Cart, 1 item');

  await persistentContext.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText(OFFLINE_ACTION)).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/default/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items in your cart' });
  const quantity = items.getByRole('spinbutton', { name: `Quantity of ${TOTE}` });
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.getByText(OFFLINE_ACTION)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart (1 item)' })).toBeVisible();

  await page.goto('/default/checkout');
  await expect(checkoutStep(page, 'Contact Information').getByText(email)).toBeVisible();

  // The address goes to the server: offline the step says so and keeps every typed value.
  const address = checkoutStep(page, 'Shipping Address');
  const typed: Array<[string, string]> = [
    ['First Name', 'Ada'],
    ['Last Name', 'Lovelace'],
    ['City', 'Austin'],
    ['ZIP Code', '78701'],
    ['Phone Number', '5125550100']
  ];
  for (const [label, value] of typed) await address.getByLabel(label).fill(value);
  await address.getByLabel('Street Address', { exact: true }).fill('12 Analytical Engine Way');
  await address.getByLabel('State').selectOption({ label: 'Texas' });
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await expect(address.getByText(OFFLINE_ACTION)).toBeVisible();
  for (const [label, value] of typed) await expect(address.getByLabel(label)).toHaveValue(value);
  await expect(address.getByLabel('Street Address', { exact: true })).toHaveValue('12 Analytical Engine Way');

  // Back online, the same press goes through with what was typed.
  await persistentContext.setOffline(false);
  await address.getByRole('button', { name: 'Continue to Shipping Method' }).click();
  await expect(address.getByText('12 Analytical Engine Way')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});
