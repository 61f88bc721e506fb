import {
  catalogCacheKey,
  CURRENCY_KEY_PARAM,
  isCacheableGraphQLResult,
  isCatalogQueryRequest,
  STORE_KEY_PARAM,
  type HeaderReader
} from './catalogQueries';

const ORIGIN = 'https://shop.example';

function headers(values: Record<string, string> = {}): HeaderReader {
  const lower = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name) => lower.get(name.toLowerCase()) ?? null };
}

function graphqlUrl(query: string, operationName?: string): URL {
  const url = new URL('/graphql', ORIGIN);
  url.searchParams.set('query', query);
  if (operationName) url.searchParams.set('operationName', operationName);
  url.searchParams.set('variables', '{}');
  return url;
}

const get = (url: URL, extra: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: headers({ store: 'default', authorization: '', ...extra })
});

describe('isCatalogQueryRequest', () => {
  it.each([
    ['store config', 'query GetStoreConfigData { storeConfig { store_code contact_enabled } }'],
    ['mega menu', 'query getMegaMenu { categoryList { uid children { uid name } } }'],
    ['navigation tree', 'query GetNavigation($id: String!) { categories(filters: { category_uid: { in: [$id] } }) { items { uid } } }'],
    ['products', 'query { products(filter: { url_key: { eq: "x" } }) { items { sku } } }'],
    ['cms', 'query { cmsPage(identifier: "home") { title } cmsBlocks(identifiers: ["a"]) { items { content } } }'],
    ['url resolver', 'query ResolveURL($url: String!) { route(url: $url) { relative_url type } }'],
    ['stores and currency', 'query { availableStores { store_code } currency { base_currency_code } countries { id } }']
  ])('caches %s queries', (_name, query) => {
    expect(isCatalogQueryRequest(get(graphqlUrl(query)))).toBe(true);
  });

  it.each([
    ['cart', 'query getCartDetails($cartId: String!) { cart(cart_id: $cartId) { id total_quantity } }'],
    ['customer', 'query { customer { firstname email } }'],
    ['customer cart', 'query { customerCart { id } }'],
    ['wishlist', 'query { wishlist { items_count } }'],
    ['orders', 'query { customerOrders { items { number } } }'],
    ['a catalogue query that also reads the cart', 'query { products { total_count } cart(cart_id: "c") { id } }'],
    ['a cart field hidden in a fragment', 'query { ...F } fragment F on Query { cart(cart_id: "c") { id } }'],
    ['a mutation', 'mutation { subscribeEmailToNewsletter(email: "a@b.c") { status } }']
  ])('never caches %s', (_name, query) => {
    expect(isCatalogQueryRequest(get(graphqlUrl(query)))).toBe(false);
  });

  it('never caches a request carrying a bearer authorization', () => {
    const url = graphqlUrl('{ products { total_count } }');
    expect(isCatalogQueryRequest(get(url, { authorization: 'Bearer abc' }))).toBe(false);
    expect(isCatalogQueryRequest(get(url, { authorization: '  ' }))).toBe(true);
  });

  it('never caches POSTs, other paths, or GETs without a readable query', () => {
    const url = graphqlUrl('{ products { total_count } }');
    expect(isCatalogQueryRequest({ ...get(url), method: 'POST' })).toBe(false);
    expect(isCatalogQueryRequest(get(new URL(`/graphql/other${url.search}`, ORIGIN)))).toBe(false);
    expect(isCatalogQueryRequest(get(new URL('/graphql?operationName=x', ORIGIN)))).toBe(false);
    expect(isCatalogQueryRequest(get(graphqlUrl('{ products { ')))).toBe(false);
  });

  it('judges the operation the server will run, chosen by operationName', () => {
    const document = 'query Menu { categoryList { uid } } query Me { customer { email } }';
    expect(isCatalogQueryRequest(get(graphqlUrl(document, 'Menu')))).toBe(true);
    expect(isCatalogQueryRequest(get(graphqlUrl(document, 'Me')))).toBe(false);
  });
});

describe('catalogCacheKey', () => {
  const url = `${ORIGIN}/graphql?query=%7Bproducts%7Btotal_count%7D%7D`;

  it('adds the store view and currency headers to the URL', () => {
    const key = new URL(catalogCacheKey(url, headers({ store: 'fr', 'Content-Currency': 'EUR' })));
    expect(key.pathname).toBe('/graphql');
    expect(key.searchParams.get('query')).toBe('{products{total_count}}');
    expect(key.searchParams.get(STORE_KEY_PARAM)).toBe('fr');
    expect(key.searchParams.get(CURRENCY_KEY_PARAM)).toBe('EUR');
  });

  it('gives different keys per store and currency and the same key for the same ones', () => {
    const usd = catalogCacheKey(url, headers({ store: 'default', 'Content-Currency': 'USD' }));
    expect(catalogCacheKey(url, headers({ store: 'default', 'content-currency': 'USD' }))).toBe(usd);
    expect(catalogCacheKey(url, headers({ store: 'default', 'Content-Currency': 'EUR' }))).not.toBe(usd);
    expect(catalogCacheKey(url, headers({ store: 'fr', 'Content-Currency': 'USD' }))).not.toBe(usd);
    expect(catalogCacheKey(url, headers({ store: 'default' }))).not.toBe(usd);
  });
});

describe('isCacheableGraphQLResult', () => {
  it('keeps complete answers only', () => {
    expect(isCacheableGraphQLResult({ data: { products: { total_count: 3 } } })).toBe(true);
    expect(isCacheableGraphQLResult({ data: { products: null }, errors: [] })).toBe(true);
    expect(isCacheableGraphQLResult({ data: { products: null }, errors: [{ message: 'Internal server error' }] })).toBe(false);
    expect(isCacheableGraphQLResult({ data: null })).toBe(false);
    expect(isCacheableGraphQLResult({ errors: [{ message: 'x' }] })).toBe(false);
    expect(isCacheableGraphQLResult('oops')).toBe(false);
    expect(isCacheableGraphQLResult(null)).toBe(false);
  });
});
