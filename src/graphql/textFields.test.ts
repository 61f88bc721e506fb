import { parse } from 'graphql';
import { BrowserStorage } from '../lib/storage';
import { createCache } from './cache';
import { createTestApolloClient } from './createTestApolloClient.testing';
import { decodeTextFields } from './decodeTextFields';

// What the SPA reads from its cache and what the server composes its head from must be the same text.
const query = parse(`
  query Encoded {
    products(search: "tee") {
      items {
        uid sku name meta_title url_key
        description { html }
        small_image { url label }
        categories { uid name breadcrumbs { category_uid category_name } }
        ... on ConfigurableProduct { configurable_options { uid label values { uid label swatch_data { value } } } }
      }
      aggregations { attribute_code label options { label value } }
    }
    cmsPage(identifier: "about") { identifier title content_heading content meta_description }
  }
`);

const answer = {
  products: {
    __typename: 'Products',
    items: [
      {
        __typename: 'ConfigurableProduct',
        uid: 'p1',
        sku: 'AT&amp;T-1',
        name: 'LumaTech&trade; Tee',
        meta_title: '&frac14; zip &amp;lt;b&amp;gt;',
        url_key: 'tee&amp;co',
        description: { __typename: 'ComplexTextValue', html: '<p>Cocona&reg; fabric</p>' },
        small_image: { __typename: 'ProductImage', url: 'https://shop.test/a&amp;b.jpg', label: 'Tee &amp; shorts' },
        categories: [
          {
            __typename: 'CategoryTree',
            uid: 'c1',
            name: 'D&eacute;cor',
            breadcrumbs: [{ __typename: 'Breadcrumb', category_uid: 'c0', category_name: 'Home &amp; Living' }]
          }
        ],
        configurable_options: [
          {
            __typename: 'ConfigurableProductOptions',
            uid: 'o1',
            label: 'Fit &amp; Size',
            values: [
              {
                __typename: 'ConfigurableProductOptionsValues',
                uid: 'v1',
                label: '&frac14; zip',
                swatch_data: { __typename: 'TextSwatchData', value: '&frac14;' }
              },
              {
                __typename: 'ConfigurableProductOptionsValues',
                uid: 'v2',
                label: 'Red',
                swatch_data: { __typename: 'ColorSwatchData', value: '#ff0000&amp;' }
              }
            ]
          }
        ]
      }
    ],
    aggregations: [
      {
        __typename: 'Aggregation',
        attribute_code: 'material',
        label: 'Material',
        options: [{ __typename: 'AggregationOption', label: 'Cocona&reg; performance fabric', value: '16&amp;0' }]
      }
    ]
  },
  cmsPage: {
    __typename: 'CmsPage',
    identifier: 'about',
    title: 'About &lt;us&gt;',
    content_heading: 'Caf&eacute;',
    content: '<p>Caf&eacute; &amp; more</p>',
    meta_description: 'We &hearts; linen'
  }
};

describe('text fields', () => {
  it('decode an answer as the cache reads it back, and only the text fields: ids, URLs, HTML and colours stay as Magento sent them', () => {
    const cache = createCache(new BrowserStorage(undefined));
    cache.writeQuery({ query, data: answer });
    const read = cache.readQuery({ query });
    expect(decodeTextFields(answer)).toEqual(read);

    const [product] = (read as typeof answer).products.items;
    expect(product).toMatchObject({
      name: 'LumaTech™ Tee',
      meta_title: '¼ zip &lt;b&gt;',
      sku: 'AT&amp;T-1',
      url_key: 'tee&amp;co',
      description: { html: '<p>Cocona&reg; fabric</p>' },
      small_image: { url: 'https://shop.test/a&amp;b.jpg', label: 'Tee & shorts' }
    });
    expect(product.categories[0]).toMatchObject({ name: 'Décor', breadcrumbs: [{ category_name: 'Home & Living' }] });
    expect(product.configurable_options[0].label).toBe('Fit & Size');
    expect(product.configurable_options[0].values.map((value) => [value.label, value.swatch_data.value])).toEqual([
      ['¼ zip', '¼'],
      ['Red', '#ff0000&amp;']
    ]);
    expect((read as typeof answer).products.aggregations[0].options[0]).toEqual(
      expect.objectContaining({ label: 'Cocona® performance fabric', value: '16&amp;0' })
    );
    expect((read as typeof answer).cmsPage).toMatchObject({
      title: 'About <us>',
      content_heading: 'Café',
      content: '<p>Caf&eacute; &amp; more</p>',
      meta_description: 'We ♥ linen'
    });

    // The cache keeps (persists, sends in the page data) what Magento sent: decoded on each read, never twice.
    expect(JSON.stringify(cache.extract())).toContain('LumaTech&trade; Tee');
    expect(decodeTextFields(answer).products.items[0].name).toBe('LumaTech™ Tee');
    expect(answer.products.items[0].name).toBe('LumaTech&trade; Tee');
  });
});

describe("a thunk's network-only query (the cart's details, the receipt's lines)", () => {
  beforeEach(() => window.localStorage.clear());

  it('gets the text fields decoded too: Apollo hands it the answer as read back from the cache', async () => {
    const cartQuery = parse(`
      query CartLines($cartId: String!) {
        cart(cart_id: $cartId) {
          id
          itemsV2 { items { uid quantity product { uid sku name } ... on ConfigurableCartItem { configurable_options { configurable_product_option_uid option_label value_label } } } }
        }
      }
    `);
    const line = {
      __typename: 'ConfigurableCartItem',
      uid: 'i1',
      quantity: 1,
      product: { __typename: 'ConfigurableProduct', uid: 'p1', sku: 'HOO-1', name: 'Cocona&reg; Hoodie' },
      configurable_options: [
        {
          __typename: 'SelectedConfigurableOption',
          configurable_product_option_uid: 'o1',
          option_label: 'Fit &amp; Size',
          value_label: '&frac14; zip'
        }
      ]
    };
    const { client } = await createTestApolloClient({
      CartLines: { data: { cart: { __typename: 'Cart', id: 'c1', itemsV2: { __typename: 'CartItems', items: [line] } } } }
    });
    const { data } = await client.query({ query: cartQuery, variables: { cartId: 'c1' }, fetchPolicy: 'network-only' });
    const [item] = data.cart.itemsV2.items;
    expect(item.product.name).toBe('Cocona® Hoodie');
    expect(item.configurable_options[0]).toMatchObject({ option_label: 'Fit & Size', value_label: '¼ zip' });
  });
});
