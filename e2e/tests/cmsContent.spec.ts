import type { Locator, Page } from '@playwright/test';
import { watchCsp } from '../support/csp';
import { expect, test } from '../support/fixtures';

// Content from the backend's host (issue 40): Magento renders `{{media url}}` and `{{store url}}` absolute on its own
// base URLs, so a real shop's CMS pages and Page Builder backgrounds name its host. On a shopper's first visit (empty
// local storage), a reload and Back, the images come from our /media (the CSP allows no other) and the links stay in
// the app. In proxy mode (STOREFRONT_E2E_PROXY=1) the stand-in Magento's base URL is its own origin; embedded, the
// backend's is the storefront's. The page is authored for Luma (promo tiles, a block of links), styled by our rules.

const LUMA_PAGE = '/default/seasonal-picks';

/** Every image the page asks for, by URL. */
function watchImages(page: Page): string[] {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(request.url());
  });
  return images;
}

/** The backend's own link base URL and a CMS page's content as its GraphQL answers them (through our /graphql). */
async function backendContent(page: Page, identifier: string): Promise<{ linkBase: string; content: string }> {
  const query = `{ storeConfig { secure_base_link_url } cmsPage(identifier: "${identifier}") { content } }`;
  const response = await page.request.get(`/graphql?query=${encodeURIComponent(query)}`, { headers: { store: 'default' } });
  const { data } = (await response.json()) as { data: { storeConfig: { secure_base_link_url: string }; cmsPage: { content: string } } };
  return { linkBase: data.storeConfig.secure_base_link_url, content: data.cmsPage.content };
}

/** The origins of the links in `scope` (resolved against the page). */
const linkOrigins = (scope: Locator) =>
  scope.locator('a[href]').evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).origin))]);

/** Each image of `images` has loaded (a decoded picture, not a blocked or broken one). */
async function expectLoaded(images: Locator): Promise<void> {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
}

test("a Luma page's content from the backend's host shows its images from our /media and keeps its links in the storefront", async ({
  page,
  consoleErrors,
  baseURL,
  isMobile
}) => {
  const origin = new URL(baseURL!).origin;
  const { linkBase, content } = await backendContent(page, 'seasonal-picks');
  // The content names the backend's base URL, as Magento's does.
  expect(content).toContain(`<a class="block-promo home-main" href="${linkBase}women.html">`);
  expect(content).toMatch(/<img src="https?:\/\/[^"]+\/media\/wysiwyg\/home\/home-main\.jpg"/);

  const cspViolations = await watchCsp(page);
  const images = watchImages(page);
  await page.goto(LUMA_PAGE);
  const main = page.getByRole('main');
  const promos = main.locator('.blocks-promo a.block-promo');
  await expect(promos).toHaveCount(6);
  // The page has no content heading: its title is there for assistive technology only.
  const title = main.getByRole('heading', { level: 1, name: 'Seasonal picks' });
  await expect(title).toHaveCount(1);
  expect((await title.boundingBox())!.width).toBeLessThanOrEqual(1);

  const promoImages = main.locator('.blocks-promo img');
  await expect(promoImages).toHaveCount(6);
  for (const src of await promoImages.evaluateAll((elements) => elements.map((element) => element.getAttribute('src')))) {
    expect(src).toMatch(/^\/media\/wysiwyg\/home\/home-[a-z-]+\.jpg$/);
  }
  await expectLoaded(promoImages);
  expect(await linkOrigins(main)).toEqual([origin]);
  await expect(main.getByRole('link', { name: 'Customer Service', exact: true }).first()).toHaveAttribute('href', '/customer-service');

  // Luma's tiles within the window, each text with its tile: under the image on a phone, over it on a desktop.
  const width = page.viewportSize()!.width;
  for (const promo of await promos.all()) {
    const box = (await promo.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const main0 = promos.first();
  const [tile, image, text] = await Promise.all([main0.boundingBox(), main0.locator('img').boundingBox(), main0.locator('.content').boundingBox()]);
  expect(text!.y + text!.height).toBeLessThanOrEqual(tile!.y + tile!.height + 0.5);
  if (isMobile) expect(text!.y).toBeGreaterThanOrEqual(image!.y + image!.height - 0.5);
  else expect(text!.y + text!.height).toBeLessThanOrEqual(image!.y + image!.height);
  // The block of links, rendered by its static block widget: a row of links without bullets.
  const links = main.locator('.block-static-block ul.footer.links');
  await expect(links.getByRole('link')).toHaveCount(3);
  expect(await links.evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none');

  // A tile's link stays in the app: the category opens under the store view, then Back shows the page as before.
  await promos.first().click();
  await expect(page).toHaveURL(/\/default\/women\.html$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.goBack();
  await expect(promoImages).toHaveCount(6);
  expect(await promoImages.first().getAttribute('src')).toBe('/media/wysiwyg/home/home-main.jpg');
  await page.reload();
  await expect(promoImages).toHaveCount(6);
  await expectLoaded(promoImages);
  expect(await linkOrigins(main)).toEqual([origin]);

  expect(images.length).toBeGreaterThan(0);
  for (const url of images) expect(new URL(url).origin).toBe(origin);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the home page's Page Builder backgrounds from the backend's host load from our /media on a first visit", async ({
  page,
  consoleErrors,
  baseURL,
  isMobile
}) => {
  const origin = new URL(baseURL!).origin;
  const { content } = await backendContent(page, 'home');
  // Page Builder's background images, rendered absolute by the backend inside their JSON attribute.
  expect(content).toMatch(/desktop_image\\&quot;:\\&quot;https?:\/\/[^\\]+\/media\/wysiwyg\/home\/banner-1\.jpg/);

  const cspViolations = await watchCsp(page);
  const images = watchImages(page);
  await page.goto('/default/');
  const main = page.getByRole('main');
  const slide = main.getByRole('region', { name: 'Featured' }).getByRole('group', { includeHidden: true }).first();
  await expect(slide).toBeVisible();
  const background = await slide.locator('.pagebuilder-slide-wrapper').evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain(`url("${origin}/media/${isMobile ? 'catalog/category/women-3.jpg' : 'wysiwyg/home/banner-1.jpg'}`);
  await expect.poll(() => images.some((url) => url.startsWith(`${origin}/media/`) && /banner-1|women-3/.test(url))).toBe(true);
  // No visible "Home Page": the title is for assistive technology only.
  expect((await main.getByRole('heading', { level: 1, name: 'Home Page' }).boundingBox())!.width).toBeLessThanOrEqual(1);
  expect(await linkOrigins(main)).toEqual([origin]);

  for (const url of images) expect(new URL(url).origin).toBe(origin);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
