import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { productStrip } from '../support/locators';
import { ownChunkScript } from '../support/pageChunks';

// The home page as a shop front (issue 18, item 14): hero, category tiles, and product strips rendered from the
// CMS page's Magento "Catalog Products List" widgets through a products query, in both store views.

const STORES = [
  {
    path: '/default/',
    tiles: 'Shop by category',
    slider: 'Featured',
    newArrivals: 'New arrivals',
    bestSellers: 'Best sellers',
    price: /\$\d+\.\d{2}/,
    otherCurrency: '€',
    category: 'Women',
    newest: 'Orla Relaxed Throw'
  },
  {
    path: '/fr/',
    tiles: 'Nos rayons',
    slider: 'À la une',
    newArrivals: 'Nouveautés',
    bestSellers: 'Meilleures ventes',
    price: /€\d+\.\d{2}/,
    otherCurrency: '$',
    category: 'Femme',
    newest: 'Plaid décontracté Orla'
  }
];

/** The product names of a strip, in the order shown. */
async function stripNames(page: Page, title: string): Promise<string[]> {
  const items = page.getByRole('list', { name: title, exact: true }).getByRole('listitem');
  return items.evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll('a')[1]?.textContent ?? ''));
}

for (const store of STORES) {
  test(`the ${store.path} home page shows the hero, category tiles and two product strips with prices in the store's currency`, async ({
    page,
    consoleErrors
  }) => {
    await page.goto(store.path);
    const main = page.getByRole('main');
    // The hero is a Page Builder slider, sized by its content's style rules before its backgrounds load.
    const hero = main.getByRole('region', { name: store.slider });
    await expect(hero).toBeVisible();
    expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(300);

    await expect(main.getByRole('heading', { level: 2, name: store.tiles })).toBeVisible();
    const tile = main.getByRole('link', { name: store.category, exact: true });
    await expect(tile).toHaveAttribute('href', '/women.html');

    for (const title of [store.newArrivals, store.bestSellers]) {
      const strip = await productStrip(page, title);
      await expect(strip.getByRole('listitem')).toHaveCount(8, { timeout: 15_000 });
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      for (const item of await strip.getByRole('listitem').allInnerTexts()) {
        expect(item).toMatch(store.price);
        expect(item).not.toContain(store.otherCurrency);
      }
    }
    // New arrivals keep the widget's sku order ("position by SKU"): the newest textile first.
    expect((await stripNames(page, store.newArrivals))[0]).toBe(store.newest);
    // The page is no wider than the screen: banner slides and strips scroll inside themselves.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(consoleErrors).toEqual([]);
  });
}

test('a simple product is added to the cart from the New arrivals strip, a configurable one opens to choose options', async ({ page }) => {
  await page.goto('/default/');
  const arrivals = await productStrip(page, 'New arrivals');
  const add = arrivals.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to cart$/, '$1');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: `You added ${name} to your cart.` })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  const bestSellers = await productStrip(page, 'Best sellers');
  const choose = bestSellers.getByRole('link', { name: /^Choose options for / }).first();
  const product = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose options for /, '');
  await choose.click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
});

test('the French strip adds to the cart in euros', async ({ page }) => {
  await page.goto('/fr/');
  const arrivals = await productStrip(page, 'Nouveautés');
  const add = arrivals.getByRole('button', { name: /^Ajouter .+ au panier$/ }).first();
  await add.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test("a strip below a phone's first screen costs the landing nothing: its products load as the shopper scrolls to it", async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a desktop screen is near both strips');
  const listings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'GetProductListing')
      listings.push(url.searchParams.get('variables') ?? '');
  });
  await page.goto('/default/');
  await expect(page.getByRole('main').getByRole('region', { name: 'Featured' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Both strips sit under the stacked category tiles, below a phone's first screen: neither loads at once, their
  // placeholders holding their places under their headings.
  expect(listings).toHaveLength(0);
  await expect(page.getByRole('region', { name: 'Best sellers' })).toHaveAttribute('aria-busy', 'true');

  await expect((await productStrip(page, 'Best sellers')).getByRole('listitem')).toHaveCount(8);
  // New arrivals and Best sellers, passed on the way (the strip under them may come within reach too).
  expect(listings.length).toBeGreaterThanOrEqual(2);
});

test("the landing home page's strips come from the widgets the server found; reached within the app, the page finds them itself", async ({
  page,
  consoleErrors
}) => {
  const widgetsScript = ownChunkScript('product-widgets');
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === widgetsScript) requested.push(request.url());
  });
  await page.goto('/default/');
  await expect((await productStrip(page, 'New arrivals')).getByRole('listitem')).toHaveCount(8);
  await expect((await productStrip(page, 'Best sellers')).getByRole('listitem')).toHaveCount(8);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  // Away and back within the app: the home page comes from the cache, not the server's page data.
  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/default\/?$/);
  await expect((await productStrip(page, 'Best sellers')).getByRole('listitem')).toHaveCount(8);
  expect(requested).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
