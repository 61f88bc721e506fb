import { parse, print } from 'graphql';
import getCurrency from '../features/storeView/getCurrency.graphql';
import { createTestApolloClient } from './createTestApolloClient.testing';

const productsQuery = parse(`
  query Products($search: String, $currentPage: Int) {
    products(search: $search, pageSize: 2, currentPage: $currentPage) {
      total_count
      items { uid name }
      page_info { current_page }
    }
  }
`);

const page = (n: number) => ({
  data: {
    products: {
      __typename: 'Products',
      total_count: 4,
      items: [
        { __typename: 'SimpleProduct', uid: `p${n}a`, name: `Product ${n}a` },
        { __typename: 'ConfigurableProduct', uid: `p${n}b`, name: `Product ${n}b` }
      ],
      page_info: { __typename: 'SearchResultPageInfo', current_page: n }
    }
  }
});

describe('Apollo cache policies', () => {
  beforeEach(() => window.localStorage.clear());

  it('merges paginated products by page and reads each page back from the cache', async () => {
    const { client, sent } = await createTestApolloClient({
      Products: (operation) => page(Number(operation.variables.currentPage))
    });
    await client.query({ query: productsQuery, variables: { search: 'tee', currentPage: 1 } });
    await client.query({ query: productsQuery, variables: { search: 'tee', currentPage: 2 } });
    const first = await client.query({ query: productsQuery, variables: { search: 'tee', currentPage: 1 } });
    expect(sent).toHaveLength(2);
    expect(first.data.products.items.map((item: { uid: string }) => item.uid)).toEqual(['p1a', 'p1b']);
    expect(first.data.products.page_info.current_page).toBe(1);
    // A different search is a different entry.
    await client.query({ query: productsQuery, variables: { search: 'hat', currentPage: 1 } });
    expect(sent).toHaveLength(3);
  });

  it('identifies products by uid across queries', async () => {
    const { client } = await createTestApolloClient({ Products: () => page(1) });
    await client.query({ query: productsQuery, variables: { currentPage: 1 } });
    expect(client.cache.extract()['SimpleProduct:p1a']).toMatchObject({ name: 'Product 1a' });
  });

  it("keeps every query's fields of a product's small image (it has no id), so none reads back incomplete", async () => {
    const withLabel = parse('query WithLabel { products(search: "tote") { items { uid small_image { url label } } } }');
    const urlOnly = parse('query UrlOnly { products(search: "tote") { items { uid name small_image { url } } } }');
    const product = (image: Record<string, string>) => ({
      data: {
        products: {
          __typename: 'Products',
          items: [{ __typename: 'SimpleProduct', uid: 'p1', name: 'Tote', small_image: { __typename: 'ProductImage', ...image } }]
        }
      }
    });
    const { client } = await createTestApolloClient({
      WithLabel: product({ url: '/media/tote.jpg', label: 'Tote bag' }),
      UrlOnly: product({ url: '/media/tote.jpg' })
    });
    await client.query({ query: withLabel });
    await client.query({ query: urlOnly, fetchPolicy: 'network-only' });
    expect(client.readQuery({ query: withLabel })?.products.items[0].small_image).toEqual({
      __typename: 'ProductImage',
      url: '/media/tote.jpg',
      label: 'Tote bag'
    });
  });

  it("keeps the product page's full options and tier prices when the grid's fragment of the same product arrives later", async () => {
    const full = parse(
      'query Full { products(search: "mug") { items { uid ... on CustomizableProductInterface { options { uid title required } } price_tiers { quantity final_price { value } } } } }'
    );
    const summary = parse(
      'query Summary { products(search: "mug") { items { uid ... on CustomizableProductInterface { options { uid required } } price_tiers { final_price { value } } } } }'
    );
    const mug = (option: Record<string, unknown>, tier: Record<string, unknown>) => ({
      data: {
        products: {
          __typename: 'Products',
          items: [
            {
              __typename: 'SimpleProduct',
              uid: 'mug',
              options: [{ __typename: 'CustomizableFieldOption', uid: 'o1', required: true, ...option }],
              price_tiers: [{ __typename: 'TierPrice', final_price: { __typename: 'Money', value: 21 }, ...tier }]
            }
          ]
        }
      }
    });
    const { client } = await createTestApolloClient({
      Full: mug({ title: 'Engraving' }, { quantity: 3 }),
      Summary: mug({}, {})
    });
    await client.query({ query: full });
    await client.query({ query: summary, fetchPolicy: 'network-only' });
    const product = client.readQuery({ query: full })?.products.items[0];
    expect(product.options).toEqual([{ __typename: 'CustomizableFieldOption', uid: 'o1', title: 'Engraving', required: true }]);
    expect(product.price_tiers).toEqual([{ __typename: 'TierPrice', quantity: 3, final_price: { __typename: 'Money', value: 21 } }]);
  });

  it('answers current_currency_code from the stored currency, else the default, and never asks the server', async () => {
    const { client, sent, storage } = await createTestApolloClient({
      GetCurrency: {
        data: {
          currency: {
            __typename: 'Currency',
            default_display_currency_code: 'USD',
            available_currency_codes: ['USD', 'EUR']
          }
        }
      }
    });
    const first = await client.query({ query: getCurrency });
    expect(first.data.currency?.current_currency_code).toBe('USD');
    expect(print(sent[0].query)).not.toContain('current_currency_code');
    storage.setItem('store_view_currency', 'EUR');
    const second = await client.query({ query: getCurrency, fetchPolicy: 'network-only' });
    expect(second.data.currency?.current_currency_code).toBe('EUR');
  });
});
