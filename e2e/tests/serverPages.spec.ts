import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ownChunkScript } from '../support/pageChunks';
import { pageFooter } from '../support/locators';

// Issue 15: each URL's first HTML carries its own head and data. The SPA renders the landing page from that
// data without asking for it again, and keeps the head right as the shopper navigates.

const PRODUCT_PATH = '/default/augusta-classic-dress-dresses-1.html';

/** The GraphQL operations the page asks for, by name (GET requests carry it in the query string). */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const name = url.searchParams.get('operationName') ?? (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    names.push(name ?? '(anonymous)');
  });
  return names;
}

function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLdTypes: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type']
    )
  }));
}

test('a product page renders from the data in its first HTML, without asking for it again', async ({ page, consoleErrors, baseURL }) => {
  const operations = recordOperations(page);
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Augusta Classic Dress' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const answered of ['ResolveUrl', 'GetProductDetail', 'GetShellConfig', 'GetMegaMenu', 'GetAvailableStores', 'GetCurrency', 'GetLocale']) {
    expect(operations, `${answered} was asked again`).not.toContain(answered);
  }
  const head = await headOf(page);
  expect(head.canonical).toBe(`${baseURL}${PRODUCT_PATH}`);
  expect(head.jsonLdTypes).toEqual(['Product', 'BreadcrumbList']);
  expect(consoleErrors).toEqual([]);
});

test('client-side navigation keeps description, canonical, robots and structured data right', async ({ page, baseURL }) => {
  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  const category = await headOf(page);
  expect(category.canonical).toBe(`${baseURL}/default/women.html`);
  expect(category.jsonLdTypes).toEqual(['BreadcrumbList', 'ItemList']);
  expect(category.robots).toBeNull();

  // Into a product by its link in the grid.
  const firstProduct = page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .first()
    .locator('a:not([aria-hidden="true"])')
    .first();
  const productName = (await firstProduct.innerText()).trim();
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).jsonLdTypes).toEqual(['Product', 'BreadcrumbList']);
  const product = await headOf(page);
  expect(product.canonical).toBe(`${baseURL}/default${new URL(page.url()).pathname.replace(/^\/default/, '')}`);
  expect(product.description).not.toBe(category.description);
  expect(product.description).toBeTruthy();

  // Back to the category: its head returns.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).canonical).toBe(`${baseURL}/default/women.html`);
  expect((await headOf(page)).jsonLdTypes).toEqual(['BreadcrumbList', 'ItemList']);

  // A page search engines should not list.
  await (await pageFooter(page)).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/default\/contact-us$/);
  await expect.poll(async () => (await headOf(page)).canonical).toBe(`${baseURL}/default/contact-us`);
  expect((await headOf(page)).robots).toBeNull();
  expect((await headOf(page)).jsonLdTypes).toEqual([]);
});

test('a page search engines should not list says noindex, on landing and after navigation', async ({ page }) => {
  const landing = await page.goto('/default/sign-in');
  expect(landing?.status()).toBe(200);
  expect((await headOf(page)).robots).toBe('noindex, follow');

  await page.goto('/default/');
  await expect(page.locator('#home-heading')).toBeVisible();
  expect((await headOf(page)).robots).toBeNull();
  expect((await headOf(page)).jsonLdTypes).toEqual(['WebSite', 'Organization']);
  await page.goto('/default/no-such-page.html');
  await expect(page.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeVisible();
  expect((await headOf(page)).robots).toBe('noindex, follow');
});

test('the French view answers in French with prices in euros, and unknown URLs with 404', async ({ page, request }) => {
  const missing = await request.get('/fr/no-such-page.html');
  expect(missing.status()).toBe(404);
  const redirect = await request.get('/fr/sale.html', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/fr/gift-ideas.html');

  await page.goto(`/fr${PRODUCT_PATH.replace('/default', '')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const head = await headOf(page);
  expect(head.lang).toMatch(/^fr/);
  const product = await page.evaluate(
    () =>
      JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { offers?: { priceCurrency?: string } }
  );
  expect(product.offers?.priceCurrency).toBe('EUR');
});

test('landing pages show their rich content sanitised by the server, without loading DOMPurify; later pages load it', async ({
  page,
  consoleErrors
}) => {
  const sanitizerScript = ownChunkScript('sanitizer');
  const sanitizerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === sanitizerScript) sanitizerRequests.push(request.url());
  });
  // The description's HTML, under its heading.
  const description = page.getByRole('region', { name: 'Product Description' }).locator(':scope > div');

  await page.goto('/default/');
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await page.goto('/default/women.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  await page.goto(PRODUCT_PATH);
  await expect(description).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(sanitizerRequests).toEqual([]);

  // Another product, reached within the app: its description comes from GraphQL, and DOMPurify sanitises it.
  await page.getByRole('link', { name: 'Dresses' }).first().click();
  const other = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem').nth(1).locator('a:not([aria-hidden="true"])').first();
  const otherName = (await other.innerText()).trim();
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await expect(description).not.toBeEmpty();
  expect(sanitizerRequests).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
