import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// What several journeys need of a shopper: a known customer, an address to type, the backend's GraphQL for setting
// the scene, and the last step of checkout.

/** The sample shop's customer (Magento's sample data). */
export const CUSTOMER = { email: 'roni_cost@example.com', password: 'roni_cost3@example.com' };
/** Where the app keeps the customer's token (§3). */
export const TOKEN_KEY = 'STOREFRONT_BROWSER_PERSISTENCE__signin_token';

export const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: '12 Analytical Engine Way',
  city: 'Austin',
  region: 'Texas',
  regionCode: 'TX',
  postcode: '78701',
  telephone: '5125550100'
};

/** Types ADDRESS into the address fields inside `scope` (a checkout step). */
export async function fillAddress(scope: Locator): Promise<void> {
  await scope.getByLabel('First Name').fill(ADDRESS.firstname);
  await scope.getByLabel('Last Name').fill(ADDRESS.lastname);
  await scope.getByLabel('Street Address', { exact: true }).fill(ADDRESS.street);
  await scope.getByLabel('City').fill(ADDRESS.city);
  await scope.getByLabel('State').selectOption({ label: ADDRESS.region });
  await scope.getByLabel('ZIP Code').fill(ADDRESS.postcode);
  await scope.getByLabel('Phone Number').fill(ADDRESS.telephone);
}

/** A GraphQL call to the default store view's backend, as a guest or with a customer token; errors fail the test. */
export async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { store: 'default', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
  return body.data ?? {};
}

/** Places the reviewed order and reads its number (Magento's nine digits, e.g. 000000012) from the receipt. */
export async function placeOrderAndReadNumber(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const text = await page.getByText(/^Order number: \d{9}$/).innerText();
  return /\d+$/.exec(text)![0];
}
