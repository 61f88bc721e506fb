import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton } from '../support/locators';
import { ownChunkScript } from '../support/pageChunks';

// Issue 17: a cart change whose answer is lost is not sent twice, and a hung request does not hold the mutation queue.

const BAGS = '/default/accessories/bags.html';
const TOTE = 'Augusta Relaxed Tote Bag'; // BAG-0091, a simple product in stock
const CLUTCH = 'Remy Alpine Clutch'; // BAG-0093, a simple product in stock
const CART_ID_KEY = 'STOREFRONT_BROWSER_PERSISTENCE__cart_id__default';

const isAddToCart = (route: Route) => route.request().method() === 'POST' && (route.request().postData() ?? '').includes('"AddProductToCart"');

async function addFromGrid(page: Page, name: string, timeout?: number): Promise<void> {
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${name} to your cart.` })).toBeVisible({ timeout });
}

/** The cart's quantity as the backend has it, asked directly (not through the page). */
async function backendQuantity(page: Page): Promise<number> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), CART_ID_KEY);
  const cartId = (JSON.parse(raw ?? '{}') as { value?: string }).value ?? raw;
  const response = await page.request.post('/graphql', {
    data: { query: 'query($c:String!){ cart(cart_id:$c){ total_quantity } }', variables: { c: cartId } }
  });
  return ((await response.json()) as { data: { cart: { total_quantity: number } } }).data.cart.total_quantity;
}

test('an add to cart whose answer is lost after the server made it ends with quantity 1, not 2', async ({ page, isMobile }) => {
  let dropped = 0;
  await page.route('**/graphql*', async (route) => {
    if (isAddToCart(route) && dropped === 0) {
      dropped++;
      await route.fetch(); // the server adds the product…
      return route.abort('connectionreset'); // …and its answer never arrives
    }
    return route.fallback();
  });
  await page.goto(BAGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();

  await addFromGrid(page, TOTE);
  expect(dropped).toBe(1);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  expect(await backendQuantity(page)).toBe(1);
});

test('a hung /graphql request times out and the next mutation goes', async ({ page, isMobile }) => {
  test.setTimeout(60_000);
  let hung = 0;
  await page.route('**/graphql*', async (route) => {
    if (isAddToCart(route) && hung === 0) {
      hung++;
      return; // never answered: only the client's own timeout ends it
    }
    return route.fallback();
  });
  await page.goto(BAGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();

  // The hung add times out (15 s); the cart shows it did not happen, so it is sent once more.
  const started = Date.now();
  await addFromGrid(page, TOTE, 25_000);
  expect(hung).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  // The queue is free: the next change goes at once.
  await addFromGrid(page, CLUTCH);
  await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 2 items');
  expect(await backendQuantity(page)).toBe(2);
});

test.describe("the link chain's network code, its own chunk", () => {
  // The service worker would answer the chunk from its precache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });

  test('a landing renders without it and fetches it once loaded; a failed load fails the change as a network error and the next change loads it again', async ({
    page,
    isMobile
  }) => {
    const networkChunk = ownChunkScript('graphql-network');
    let reachable = false;
    const events: string[] = [];
    page.on('load', () => events.push('load'));
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/graphql' || path === networkChunk) events.push(path);
    });
    await page.route(`**${networkChunk}`, (route) => (reachable ? route.fallback() : route.abort('connectionreset')));
    await page.goto(BAGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${TOTE} to cart` })).toBeVisible();
    // The landing sent no GraphQL request; the chunk is fetched once the page (its images too) is in, ahead of any.
    await expect.poll(() => events).toEqual(['load', networkChunk]);

    await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
    // What a shopper sees when the server cannot be reached as the cart is made (§8).
    await expect(page.getByText('Unable to create cart')).toBeVisible();
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');

    reachable = true;
    await addFromGrid(page, TOTE);
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
    expect(await backendQuantity(page)).toBe(1);
  });
});

test.describe('code that does not load', () => {
  // The page's own requests only: a service worker would answer the chunk from its precache.
  test.use({ serviceWorkers: 'block' });

  test('an add to cart whose code is gone (a new deploy) says so, loses nothing, and goes on the next press', async ({ page, isMobile }) => {
    const addScript = ownChunkScript('cart-add');
    let refused = 0;
    await page.route(`**${addScript}`, (route) => {
      refused++;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    await page.goto(BAGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Bags' })).toBeVisible();

    await page.getByRole('button', { name: `Add ${TOTE} to cart` }).click();
    await expect(
      page.getByText('This could not be done: part of the shop did not load. Nothing was lost: try again, or reload the page.')
    ).toBeVisible();
    expect(refused).toBe(1);
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
    await expect(page.getByRole('button', { name: `Add ${TOTE} to cart` })).toBeEnabled();

    await page.unroute(`**${addScript}`);
    await addFromGrid(page, TOTE);
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 1 item');
  });
});
