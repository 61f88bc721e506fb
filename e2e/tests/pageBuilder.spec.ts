import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { watchCsp } from '../support/csp';
import { expect, test } from '../support/fixtures';
import { productStrip } from '../support/locators';

// Magento Page Builder content (issue 31): the sample shop's home, About Us, Customer Service and landing pages and
// its rich product descriptions are Page Builder markup; each is rendered with its layout, backgrounds and
// behaviour, under the CSP as it is (no inline styles), on a phone and a desktop window.

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundImage);
const boxes = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

test('the home page: a slider operable by mouse and keyboard, its backgrounds per viewport, category columns side by side or stacked', async ({
  page,
  consoleErrors,
  isMobile
}) => {
  const cspViolations = await watchCsp(page);
  await page.goto('/default/');
  const slider = page.getByRole('region', { name: 'Featured' });
  await expect(slider).toBeVisible();
  const slides = slider.getByRole('group', { includeHidden: true });
  await expect(slides).toHaveCount(3);
  // The first slide's background, from its data attribute, set through the constructed style sheet per viewport.
  const firstWrapper = slides.nth(0).locator('.pagebuilder-slide-wrapper');
  expect(await backgroundOf(firstWrapper)).toContain(isMobile ? '/media/catalog/category/women-3.jpg' : '/media/wysiwyg/home/banner-1.jpg');
  // Its overlay's min-height came from the <style> block: the slider is as tall as Page Builder says.
  expect((await slider.boundingBox())!.height).toBeGreaterThanOrEqual(isMobile ? 300 : 420);
  await expect(slides.nth(0)).not.toHaveAttribute('aria-hidden', 'true');

  // Mouse: the next arrow; keyboard: a dot, then the arrow keys.
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await slider.getByRole('button', { name: 'Home' }).focus();
  await page.keyboard.press('Enter');
  await expect(slides.nth(2)).not.toHaveAttribute('aria-hidden', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(0)).not.toHaveAttribute('aria-hidden', 'true');
  // Focus inside stops autoplay (the play button says so); the shopper can pause it too.
  await expect(slider.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  // The slide's link (banner button included) goes where the merchant pointed it.
  await expect(slides.nth(0).getByRole('link')).toHaveAttribute('href', '/women.html');

  // Category tiles: four columns side by side from 768 px, one under the other on a phone.
  const columns = page.locator('[data-content-type="column"]:has([data-content-type="banner"])');
  await expect(columns).toHaveCount(4);
  const tiles = await boxes(columns);
  if (isMobile) {
    for (let index = 1; index < tiles.length; index += 1) {
      expect(tiles[index].top).toBeGreaterThanOrEqual(tiles[index - 1].bottom - 1);
      expect(Math.round(tiles[index].left)).toBe(Math.round(tiles[0].left));
    }
  } else {
    for (let index = 1; index < tiles.length; index += 1) {
      expect(Math.round(tiles[index].top)).toBe(Math.round(tiles[0].top));
      expect(tiles[index].left).toBeGreaterThanOrEqual(tiles[index - 1].right - 1);
    }
  }
  await expect(columns.first().getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women.html');
  // The callouts' full-width row has the background colour of its style rule.
  const callouts = page.locator('[data-content-type="row"]:has(h3)').last();
  await callouts.scrollIntoViewIfNeeded();
  expect(await callouts.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(243, 244, 246)');

  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('About Us: a banner that links, an image with its caption, a video that opens only on a click, a map as a link', async ({
  page,
  context,
  baseURL,
  consoleErrors
}) => {
  const cspViolations = await watchCsp(page);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(baseURL!).origin)) thirdParty.push(request.url());
  });
  await context.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video</title>' }));
  await page.goto('/default/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
  const banner = main.getByRole('link', { name: /Designed to be worn for years/ });
  await expect(banner).toHaveAttribute('href', '/women.html');
  expect(await backgroundOf(banner.locator('.pagebuilder-banner-wrapper'))).toContain('/media/');
  await expect(main.locator('figcaption')).toHaveText('Our studio in Portland');
  await expect(main.getByRole('link', { name: 'Open Portland studio on a map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=45\.5189&mlon=-122\.6731/
  );

  const video = main.getByRole('link', { name: 'Play video on YouTube' });
  await video.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty.filter((url) => !url.startsWith('data:'))).toEqual([]);
  expect(await page.locator('iframe, video').count()).toBe(0);
  const [popup] = await Promise.all([page.waitForEvent('popup'), video.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await popup.close();

  // The banner's link is an in-app link: the router takes it.
  await banner.click();
  await expect(page).toHaveURL(/\/women\.html$/);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Customer Service: ARIA tabs by mouse and keyboard, a CMS block, and an HTML Code element whose script never runs', async ({
  page,
  consoleErrors
}) => {
  const cspViolations = await watchCsp(page);
  await page.goto('/default/customer-service');
  const main = page.getByRole('main');
  const tabs = main.getByRole('tab');
  await expect(tabs).toHaveText(['Shipping', 'Returns', 'Payment']);
  await expect(main.getByRole('tabpanel')).toContainText('Flat rate of $5 per item');
  await tabs.nth(1).click();
  await expect(main.getByRole('tabpanel')).toContainText('Within 30 days');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('Pay by check');

  await expect(main.getByRole('table', { name: 'Delivery times' })).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await main.locator('script').count()).toBe(0);
  // The block content type shows the contact-us-sidebar block, rendered by the backend as Magento does.
  await expect(main.getByRole('heading', { level: 3, name: 'Visit us' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');

  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the landing page in the French store view: banners, a fading slider without wrap-around, products as a strip', async ({
  page,
  consoleErrors
}) => {
  const cspViolations = await watchCsp(page);
  await page.goto('/fr/spring-lookbook');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lookbook du printemps' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Le lookbook du printemps/ })).toHaveAttribute('href', '/women.html');
  await expect(main.getByRole('link', { name: /Chemises pour la ville/ })).toHaveAttribute('href', '/men.html');
  const slider = main.getByRole('region', { name: 'À la une' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('button', { name: 'Diapositive précédente' })).toBeDisabled();
  await slider.getByRole('button', { name: 'Diapositive suivante' }).click();
  await slider.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expect(slider.getByRole('button', { name: 'Diapositive suivante' })).toBeDisabled();
  await expect((await productStrip(page, 'Notre sélection de printemps')).getByRole('listitem')).toHaveCount(8, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a rich product description in Page Builder markup shows its tabs', async ({ page, request, consoleErrors }) => {
  const cspViolations = await watchCsp(page);
  // The second product of the dresses has a rich description in the sample shop.
  const answer = await request.post('/graphql', { data: { query: '{ products(filter: { sku: { eq: "DRE-0002" } }) { items { url_key } } }' } });
  const urlKey = ((await answer.json()) as { data: { products: { items: { url_key: string }[] } } }).data.products.items[0].url_key;
  await page.goto(`/default/${urlKey}.html`);
  const main = page.getByRole('main');
  const details = main.getByRole('tab', { name: 'Details' });
  await details.scrollIntoViewIfNeeded();
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('Designed in our studio');
  await main.getByRole('tab', { name: 'Care' }).click();
  await expect(main.getByRole('tabpanel')).toContainText('Wash the');
  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
