import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cartButton, pageFooter, productStrip } from '../support/locators';
import { ownChunkScript } from '../support/pageChunks';

// Catalogue journeys of issue 6 on the seeded sample shop: category → filter → sort → pages → product
// → Add to Cart; header search; a CMS page; XSS payloads in the URL, CMS and product HTML stay inert.

/** The product grid of a listing page (not the related products of a product page). */
function productGrid(page: Page): Locator {
  return page.getByRole('list', { name: 'Products', exact: true });
}

/** The names of the products shown, once the grid has finished loading (empty while it loads). */
async function shownProductNames(page: Page): Promise<string[]> {
  const grid = productGrid(page);
  if ((await grid.getAttribute('aria-busy')) === 'true') return [];
  // The image link is hidden from assistive technology, so each item's first link is its name.
  return grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('a:not([aria-hidden="true"])')?.textContent?.trim() ?? ''));
}

/** The price a shopper pays for each shown product (the special price when there is one). */
async function shownPrices(page: Page): Promise<number[]> {
  const grid = productGrid(page);
  if ((await grid.getAttribute('aria-busy')) === 'true') return [];
  const texts = await grid.getByRole('listitem').allInnerTexts();
  return texts.map((text) => {
    const match = /\$([\d,]+\.\d{2})/.exec(text);
    return match ? Number(match[1].replace(/,/g, '')) : Number.NaN;
  });
}

/** Replaces one field of a real GraphQL answer with the payload (as a compromised backend or admin might). */
async function injectInto(page: Page, operationName: string, patch: (data: Record<string, unknown>) => void): Promise<() => number> {
  let patched = 0;
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === operationName,
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: Record<string, unknown> };
      if (body.data) {
        patch(body.data);
        patched += 1;
      }
      await route.fulfill({ response, json: body });
    }
  );
  return () => patched;
}

/** The listing's page links, which load when the shopper scrolls down to them (below the grid). */
async function pagination(page: Page): Promise<Locator> {
  await productGrid(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  return page.getByRole('navigation', { name: 'Pagination' });
}

/** The paths of the requested scripts among `scripts`, as they are requested. */
function recordRequests(page: Page, scripts: string[]): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (scripts.includes(pathname)) requested.push(pathname);
  });
  return requested;
}

const isAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1] <= value);

/** The number in the listing's "N items" status. */
async function itemCount(page: Page): Promise<number> {
  const text =
    (await page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /\d+ items?$/ })
      .textContent()) ?? '';
  return Number(/(\d+) items?/.exec(text)?.[1] ?? Number.NaN);
}

/**
 * Ticks a filter checkbox. Filters live in the URL and the router renders URL changes in a transition,
 * so the box shows its new state a moment after the click (Playwright's check() wants it at once).
 */
async function tick(checkbox: Locator): Promise<void> {
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

async function openWomenFromMenu(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main Menu' }).getByRole('button', { name: 'Women' }).click();
    await page.getByRole('dialog', { name: 'Women' }).getByRole('link', { name: 'All Women' }).click();
  } else {
    const menu = page.getByRole('navigation', { name: 'Categories' });
    await menu.getByRole('link', { name: 'Women', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/default\/women\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
}

async function filterByColour(page: Page, isMobile: boolean, colour: string): Promise<void> {
  if (isMobile) {
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Filters' });
    await tick(modal.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: new RegExp(`^${colour} \\(\\d+\\)$`) }));
    await modal.getByRole('button', { name: 'Show results' }).click();
    await expect(modal).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeHidden();
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await tick(sidebar.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: new RegExp(`^${colour} \\(\\d+\\)$`) }));
  }
}

test.describe('category → filter → sort → pages → product → cart', () => {
  test('a shopper narrows a category down and adds a configurable product to the cart', async ({ page, isMobile, consoleErrors }) => {
    // A long journey (about 20 steps against the real server): more room than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, empty');
    await openWomenFromMenu(page, isMobile);

    await expect.poll(() => itemCount(page)).toBeGreaterThan(0);
    const allCount = await itemCount(page);
    await expect.poll(async () => (await shownProductNames(page)).length).toBe(6);
    const unsortedPrices = await shownPrices(page);

    // Filter by colour: fewer items, the filter in the URL and shown as a removable chip.
    await filterByColour(page, isMobile, 'Black');
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect(page.getByRole('button', { name: 'Remove filter Color: Black' })).toBeVisible();
    await expect.poll(() => itemCount(page)).toBeLessThan(allCount);
    const filteredCount = await itemCount(page);
    expect(filteredCount).toBeGreaterThan(6); // enough for a second page

    // Sort by price, low to high: the URL keeps it and the shown prices ascend.
    await page.getByRole('button', { name: /^Sort by: / }).click();
    await page.getByRole('button', { name: 'Price: Low to High' }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect(page.getByRole('button', { name: 'Sort by: Price: Low to High' })).toBeVisible();
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length === 6 && isAscending(prices);
      })
      .toBe(true);
    // The unsorted first page was not already in price order, so the sort really changed something.
    expect(isAscending(unsortedPrices)).toBe(false);
    const pageOneNames = await shownProductNames(page);
    const pageOnePrices = await shownPrices(page);
    // A sold-out product says so instead of offering an action.
    const soldOut = productGrid(page).getByRole('listitem').filter({ hasText: 'Remy Alpine Skirt' });
    await expect(soldOut).toContainText('Unavailable');
    await expect(soldOut.getByRole('button')).toHaveCount(0);
    await expect(soldOut.getByRole('link', { name: /^Choose options/ })).toHaveCount(0);

    // Page 2: other products, still ascending and not cheaper than page 1's last.
    await (await pagination(page)).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await shownProductNames(page)).some((name) => pageOneNames.includes(name))).toBe(false);
    await expect.poll(async () => (await shownProductNames(page)).length).toBeGreaterThan(0);
    const pageTwoPrices = await shownPrices(page);
    expect(isAscending(pageTwoPrices)).toBe(true);
    expect(pageTwoPrices[0]).toBeGreaterThanOrEqual(pageOnePrices[pageOnePrices.length - 1]);

    // Back restores page 1 with the same filter, sort and products.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownProductNames(page)).toEqual(pageOneNames);
    await expect.poll(() => itemCount(page)).toBe(filteredCount);

    // A configurable product: options first, then Add to Cart.
    await productGrid(page).getByRole('link', { name: 'Choose options for Augusta Alpine Blouse' }).click();
    await expect(page).toHaveURL(/\/default\/augusta-alpine-blouse-[\w-]+\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Augusta Alpine Blouse' })).toBeVisible();
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await addToCart.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a color.' })).toBeVisible();

    const colours = page.getByRole('group', { name: /^Color/ });
    const sizes = page.getByRole('group', { name: /^Size/ });
    await colours.getByRole('button', { name: 'Black', exact: true }).click();
    await expect(colours.getByRole('button', { name: 'Black', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(colours).toHaveAccessibleName('Color: Black');
    // Black in M is out of stock in the sample shop.
    await expect(sizes.getByRole('button', { name: 'M (unavailable)' })).toBeDisabled();
    await sizes.getByRole('button', { name: 'S', exact: true }).click();
    await expect(sizes.getByRole('button', { name: 'S', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('SKU: BLO-0011-BLACK-S')).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await addToCart.click();
    await expect(page.getByRole('status').filter({ hasText: 'You added Augusta Alpine Blouse to your cart.' })).toBeVisible();
    await expect(cartButton(page, isMobile)).toHaveAccessibleName('Cart, 2 items');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(addToCart).toBeEnabled();

    expect(consoleErrors).toEqual([]);
  });
});

test('a shared listing link restores filter, sort and page; filters come off one by one or all at once', async ({
  page,
  isMobile,
  consoleErrors
}) => {
  await page.goto('/default/women.html?color=50&sort=price-asc&page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await expect((await pagination(page)).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Sort by: Price: Low to High' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Color: Black' })).toBeVisible();
  if (!isMobile) {
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Black \(/ })).toBeChecked();
  }
  await expect.poll(async () => (await shownProductNames(page)).length).toBe(6);
  const filteredCount = await itemCount(page);
  expect(isAscending(await shownPrices(page))).toBe(true);

  // Removing the chip drops the filter and goes back to page 1; the sort stays.
  await page.getByRole('button', { name: 'Remove filter Color: Black' }).click();
  await expect(page).toHaveURL(/\/default\/women\.html\?sort=price-asc$/);
  await expect.poll(() => itemCount(page)).toBeGreaterThan(filteredCount);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Two filters, then 'Clear all'.
  if (isMobile) {
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Filters' });
    await tick(modal.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Red \(/ }));
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await tick(modal.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^XS \(/ }));
    await expect(page).toHaveURL(/[?&]size=\d+/);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await tick(sidebar.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Red \(/ }));
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await tick(sidebar.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^XS \(/ }));
    await expect(page).toHaveURL(/[?&]size=\d+/);
  }
  await expect(page.getByRole('button', { name: 'Remove filter Color: Red' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Size: XS' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/default\/women\.html\?sort=price-asc$/);
  await expect(page.getByRole('button', { name: /^Remove filter / })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a category landing loads its page links when the shopper scrolls to them, and its sidebar filters on wide screens only', async ({
  page,
  isMobile,
  consoleErrors
}) => {
  const paginationScript = ownChunkScript('pagination');
  const filterListScript = ownChunkScript('filter-list');
  const requested = recordRequests(page, [paginationScript, filterListScript]);

  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await expect(productGrid(page).getByRole('listitem')).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  if (isMobile) {
    // The sidebar is hidden on a phone: its filters are not loaded, the Filter dialog has them.
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Color' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    expect(requested).toEqual([filterListScript]);
    await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Color' })).toBeVisible();
  }

  // Women has 9 pages of 6: the links come with a scroll down, and lead on.
  const links = await pagination(page);
  await expect(links.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(links.getByRole('link', { name: 'Page 9' })).toBeVisible();
  expect(requested).toContain(paginationScript);
  await links.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/default\/women\.html\?page=2$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('a listing of one page has no page links and never loads them', async ({ page, consoleErrors }) => {
  const paginationScript = ownChunkScript('pagination');
  const requested = recordRequests(page, [paginationScript]);
  await page.goto('/default/women/dresses.html?color=50');
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^4 items$/ })
  ).toBeVisible();
  await productGrid(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a product suggestion can be chosen with the keyboard', async ({ page, consoleErrors }) => {
  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('augusta classic');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option', { name: 'Augusta Classic Dress' })).toBeVisible();
  const options = await suggestions.getByRole('option').allInnerTexts();
  const target = options.indexOf('Augusta Classic Dress');
  for (let index = 0; index <= target; index += 1) await field.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: 'Augusta Classic Dress' })).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await suggestions.getByRole('option', { name: 'Augusta Classic Dress' }).getAttribute('id')) ?? ''
  );
  await field.press('Enter');
  await expect(page).toHaveURL(/\/default\/augusta-classic-dress-[\w-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Augusta Classic Dress' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

test.describe('product images', () => {
  // Route interception must see every GraphQL request, not the service worker's copies of them.
  test.use({ serviceWorkers: 'block' });

  test('the shown image follows the chosen colour', async ({ page, consoleErrors }) => {
    // The sample shop gives every variant its parent's images; here the blue ones get them in another order.
    const patchedCount = await injectInto(page, 'GetProductDetail', (data) => {
      type Variant = { attributes?: { code: string; uid: string }[]; product?: { media_gallery?: { position?: number }[] } };
      const items =
        (
          data.products as {
            items?: Array<{ configurable_options?: { attribute_code: string; values: { uid: string; label: string }[] }[]; variants?: Variant[] }>;
          }
        ).items ?? [];
      for (const item of items) {
        const blue = item.configurable_options
          ?.find((option) => option.attribute_code === 'color')
          ?.values.find((value) => value.label === 'Blue')?.uid;
        for (const variant of item.variants ?? []) {
          if (!variant.attributes?.some((attribute) => attribute.uid === blue)) continue;
          const gallery = variant.product?.media_gallery ?? [];
          gallery.forEach((image, index) => (image.position = gallery.length - index));
        }
      }
    });
    // Opened from search results: a landing page's own data comes with its first HTML, not over GraphQL.
    await page.goto('/default/search.html?query=augusta%20classic');
    await page.getByRole('list', { name: 'Products', exact: true }).getByRole('link', { name: 'Augusta Classic Dress', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Augusta Classic Dress' })).toBeVisible();
    expect(patchedCount()).toBeGreaterThan(0);
    const mainImage = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
    await expect(mainImage).toHaveAttribute('src', /augusta-classic-dress-dresses-1-1\.jpg/);
    await page
      .getByRole('group', { name: /^Color/ })
      .getByRole('button', { name: 'Blue', exact: true })
      .click();
    await expect(mainImage).toHaveAttribute('src', /augusta-classic-dress-dresses-1-2\.jpg/);
    await page
      .getByRole('group', { name: /^Color/ })
      .getByRole('button', { name: 'Grey', exact: true })
      .click();
    await expect(mainImage).toHaveAttribute('src', /augusta-classic-dress-dresses-1-1\.jpg/);
    expect(consoleErrors).toEqual([]);
  });
});

/** Holds the page's first image request (a landing's main image, preloaded by its HTML) 1.5 s, as a slow network would. */
async function delayFirstImage(page: Page): Promise<void> {
  let delayed = false;
  await page.route('**/media/**', async (route) => {
    if (delayed) return route.continue();
    delayed = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return route.continue();
  });
}

test.describe('images on a landing page', () => {
  // The resource timings must be the page's own requests, not the service worker's.
  test.use({ serviceWorkers: 'block' });

  for (const landing of [
    // The home's first screen is Page Builder backgrounds: its images (<img>) are in the strip the shopper scrolls to.
    { name: 'home', path: '/default/', strip: 'New arrivals' },
    { name: 'category', path: '/default/women.html' }
  ]) {
    test(`a ${landing.name} landing fetches its other images only once its main image is in, and shows them all`, async ({ page, consoleErrors }) => {
      // The main image (preloaded by the first HTML) arrives late, as on a slow network, so the page renders well
      // before it is in: images asked for at render would start beside it.
      await delayFirstImage(page);
      await page.goto(landing.path);
      await page.waitForLoadState('networkidle');
      const imageTimings = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/media/'))
          .map((entry) => ({ url: entry.name, initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd }))
      );
      // The main image comes from the preload in the first HTML; the page's other images wait until it is in.
      const mainImages = imageTimings.filter((image) => image.initiator === 'link');
      expect(mainImages).toHaveLength(1);
      const early = imageTimings.filter((image) => image.initiator !== 'link' && image.start < mainImages[0].end);
      expect(early).toEqual([]);
      expect(imageTimings.length).toBeGreaterThan(2);
      // Held back, an image keeps its box: nothing moves when it is asked for.
      const layoutShift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const total = (entries: PerformanceEntryList) =>
              entries.reduce(
                (sum, entry) =>
                  sum +
                  ((entry as PerformanceEntry & { value: number; hadRecentInput: boolean }).hadRecentInput
                    ? 0
                    : (entry as PerformanceEntry & { value: number }).value),
                0
              );
            new PerformanceObserver((list) => resolve(total(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 1_000);
          })
      );
      expect(layoutShift).toBeLessThan(0.02);
      if (landing.strip) await expect((await productStrip(page, landing.strip)).getByRole('listitem')).toHaveCount(8);
      const images = page.locator('main img');
      const count = await images.count();
      expect(count).toBeGreaterThan(2);
      for (let index = 0; index < count; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the first requests of a landing', () => {
  test.use({ serviceWorkers: 'block' });

  test('the vendor script is asked for at high priority; the manifest is linked once the main image is in, and the icon needs no request', async ({
    page,
    consoleErrors
  }) => {
    const html = await (await page.request.get('/default/women.html')).text();
    expect(html).not.toContain('rel="manifest"');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);

    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    const priorities = new Map<string, string>();
    session.on('Network.requestWillBeSent', ({ request }) => priorities.set(new URL(request.url).pathname, request.initialPriority));
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.head?.querySelector('link[rel="manifest"]')) return;
        (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The main image arrives late, as on a slow network: whatever the first screen does not need must wait for it.
    await delayFirstImage(page);
    await page.goto('/default/women.html');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await page.waitForLoadState('networkidle');
    const { mainImageEnd, manifestLinkedAt } = await page.evaluate(() => ({
      mainImageEnd: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => entry.name.includes('/media/') && entry.initiatorType === 'link'
      )?.responseEnd,
      manifestLinkedAt: (window as unknown as { manifestLinkedAt?: number }).manifestLinkedAt
    }));
    expect(mainImageEnd).toBeGreaterThan(1_000);
    expect(manifestLinkedAt).toBeGreaterThanOrEqual(mainImageEnd!);
    const vendor = [...priorities.keys()].find((path) => /\/vendor\.[^/]+\.js$/.test(path));
    expect(vendor && priorities.get(vendor)).toBe('High');
    expect(consoleErrors).toEqual([]);
  });
});

test('searching from the header suggests products and Enter lists the results', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(await pageFooter(page)).toContainText('Copyright');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();

  await field.pressSequentially('dr');
  await expect(page.getByText('Type at least 3 characters for suggestions.')).toBeVisible();
  await field.pressSequentially('ess');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // Matching categories first, then matching products.
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName('dress in Women');
  await expect(suggestions.getByRole('option', { name: 'Augusta Classic Dress' })).toBeVisible();
  const productOptions = suggestions.getByRole('option').filter({ hasNotText: /^dress in / });
  expect((await productOptions.allInnerTexts()).every((name) => /dress/i.test(name))).toBe(true);

  await field.press('Enter');
  await expect(page).toHaveURL(/\/default\/search\.html\?query=dress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “dress”' })).toBeVisible();
  await expect(page).toHaveTitle(/Search results for “dress”/);
  await expect.poll(async () => (await shownProductNames(page)).length).toBeGreaterThan(0);
  const names = await shownProductNames(page);
  expect(
    names.every((name) => /dress/i.test(name)),
    names.join(', ')
  ).toBe(true);
  expect(await itemCount(page)).toBeGreaterThanOrEqual(names.length);
  expect(consoleErrors).toEqual([]);
});

test('a category suggestion lists the matching products of that category', async ({ page, consoleErrors }) => {
  await page.goto('/default/accessories.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('tote');
  const suggestion = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option', { name: /^tote in / })
    .first();
  const category = ((await suggestion.textContent()) ?? '').replace(/^tote in /, '');
  await suggestion.click();
  await expect(page).toHaveURL(/\/default\/search\.html\?query=tote&category_uid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “tote”' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter Category: ${category}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort by: Relevance' })).toBeVisible();
  await expect.poll(async () => (await shownProductNames(page)).length).toBeGreaterThan(0);
  const names = await shownProductNames(page);
  expect(
    names.every((name) => /tote/i.test(name)),
    names.join(', ')
  ).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a sold-out product page says so and cannot be added', async ({ page }) => {
  await page.goto('/default/women.html?color=50&sort=price-asc');
  await productGrid(page).getByRole('link', { name: 'Remy Alpine Skirt', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remy Alpine Skirt' })).toBeVisible();
  await expect(page.getByText('Out of stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeDisabled();
});

test('a CMS page renders its heading and content', async ({ page, consoleErrors }) => {
  await page.goto('/default/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('We are a small studio making durable clothes and homeware since 2012.');
  await expect(page).toHaveTitle(/About Us/);
  expect(consoleErrors).toEqual([]);
});

test.describe('XSS payloads stay inert', () => {
  // Route interception must see every GraphQL request, not the service worker's copies of them.
  test.use({ serviceWorkers: 'block' });

  const PAYLOAD_MARKUP =
    '<p>Safe paragraph stays.</p>' +
    '<img src="x" alt="broken" onerror="window.__xss = (window.__xss || 0) + 1">' +
    '<script>window.__xss = (window.__xss || 0) + 1</script>' +
    '<a href="javascript:window.__xss=1">Click for a prize</a>' +
    '<svg><animate onbegin="window.__xss = 1" attributeName="x" dur="1s"></animate></svg>' +
    '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>';

  test('a search term in the URL is shown as text, not run', async ({ page, consoleErrors }) => {
    const term = '<img src=x onerror=window.__xss=1>';
    await page.goto(`/default/search.html?query=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${term}”`);
    await expect(page.getByRole('main').locator('img[src="x"]')).toHaveCount(0);
    // Let the (empty) results arrive so any handler would have had its chance.
    await expect(page.getByText('No products match your selection.')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('script in CMS content does not execute', async ({ page }) => {
    const patchedCount = await injectInto(page, 'GetCmsPage', (data) => {
      const cmsPage = data.cmsPage as { content: string } | null;
      if (cmsPage) cmsPage.content = `${cmsPage.content}${PAYLOAD_MARKUP}`;
    });
    // Opened through the footer: a landing page's own data comes with its first HTML, not over GraphQL.
    await page.goto('/default/');
    await (await pageFooter(page)).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/default\/about-us$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('We are a small studio');
    await expect(main).toContainText('Safe paragraph stays.');
    expect(patchedCount()).toBeGreaterThan(0);
    await expect(main.getByRole('img', { name: 'broken' })).toHaveCount(1);
    await expect(main.locator('[onerror], script, iframe, [onbegin]')).toHaveCount(0);
    await expect(main.getByText('Click for a prize')).not.toHaveAttribute('href', /javascript:/);
    // Give a broken image's error event time to fire (it would set the flag) before checking.
    await page.waitForLoadState('load');
    await expect(main.getByRole('img', { name: 'broken' })).toHaveJSProperty('complete', true);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  test('script in a product description does not execute', async ({ page }) => {
    const patchedCount = await injectInto(page, 'GetProductDetail', (data) => {
      const items = (data.products as { items?: Array<{ description?: { html: string } | null }> } | null)?.items ?? [];
      for (const item of items) if (item.description) item.description.html = `${item.description.html}${PAYLOAD_MARKUP}`;
    });
    await page.goto('/default/search.html?query=augusta%20relaxed%20tote');
    await page.getByRole('list', { name: 'Products', exact: true }).getByRole('link', { name: 'Augusta Relaxed Tote Bag', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Augusta Relaxed Tote Bag' })).toBeVisible();
    const description = page.getByRole('region', { name: 'Product Description' });
    await expect(description).toContainText('Safe paragraph stays.');
    expect(patchedCount()).toBeGreaterThan(0);
    await expect(description.locator('[onerror], script, iframe, [onbegin]')).toHaveCount(0);
    await expect(description.getByRole('img', { name: 'broken' })).toHaveJSProperty('complete', true);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});

test('the French view filters prices in euros: the chosen bucket reads in € and lists only prices within it', async ({ page }) => {
  await page.goto('/fr/women.html?price=50_100');
  await expect(page.getByRole('button', { name: 'Retirer le filtre Prix : €50.00 – €100.00' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Produits', exact: true });
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const texts = await grid.getByRole('listitem').allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    // The price paid: the special price when there is one, which comes first.
    const paid = Number(/€([\d,]+\.\d{2})/.exec(text)![1].replace(/,/g, ''));
    expect(paid).toBeGreaterThanOrEqual(50);
    expect(paid).toBeLessThanOrEqual(100);
    expect(text).not.toContain('$');
  }
});
