import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';
import { SAMPLE_CUSTOMER } from '../seed/content';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signIn = async (email: string, password: string) => {
  const r = await gql(app, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
    variables: { e: email, p: password }
  });
  return { authorization: `Bearer ${r.body.data.generateCustomerToken.token}` };
};
const newCustomer = async () => {
  const email = `w-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await gql(
    app,
    'mutation($e:String!){ createCustomerV2(input:{firstname:"Ada", lastname:"Lovelace", email:$e, password:"Secret-123"}){ customer { email } } }',
    { variables: { e: email } }
  );
  return signIn(email, 'Secret-123');
};

const WISHLIST = `{ customer { wishlists { id items_v2 { items { id quantity product { sku } ... on ConfigurableWishlistItem {
  configured_variant { sku } configurable_options { option_label value_label configurable_product_option_value_uid } } } } } } }`;
const ADD = 'mutation($w:ID!,$i:[WishlistItemInput!]!){ addProductsToWishlist(wishlistId:$w, wishlistItems:$i){ user_errors { code message } } }';

describe('wishlist items of configurable products', () => {
  it('keep the variant chosen (by child sku or by option values), count the same variant once, and keep one added without options apart', async () => {
    const auth = await newCustomer();
    const wishlistId = (await gql(app, WISHLIST, { headers: auth })).body.data.customer.wishlists[0].id;
    const add = async (items: object[]) =>
      (await gql(app, ADD, { variables: { w: wishlistId, i: items }, headers: auth })).body.data.addProductsToWishlist.user_errors;

    expect(await add([{ sku: 'DRE-0001-BLACK-S', parent_sku: 'DRE-0001', quantity: 1 }])).toEqual([]);
    let items: Json[] = (await gql(app, WISHLIST, { headers: auth })).body.data.customer.wishlists[0].items_v2.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ product: { sku: 'DRE-0001' }, configured_variant: { sku: 'DRE-0001-BLACK-S' } });
    expect(items[0].configurable_options.map((o: Json) => [o.option_label, o.value_label])).toEqual([
      ['Color', 'Black'],
      ['Size', 'S']
    ]);

    // The same variant again by its option values: one item, two of it.
    const values = items[0].configurable_options.map((o: Json) => o.configurable_product_option_value_uid);
    expect(await add([{ sku: 'DRE-0001', selected_options: values, quantity: 1 }])).toEqual([]);
    // Another variant, and the product without options: items of their own.
    const blackM = (
      await gql(app, '{ products(filter:{sku:{eq:"DRE-0001"}}){ items { ... on ConfigurableProduct { variants { product { sku } } } } } }')
    ).body.data.products.items[0].variants
      .map((v: Json) => v.product.sku)
      .find((sku: string) => sku !== 'DRE-0001-BLACK-S');
    expect(
      await add([
        { sku: blackM, parent_sku: 'DRE-0001', quantity: 1 },
        { sku: 'DRE-0001', quantity: 1 }
      ])
    ).toEqual([]);
    items = (await gql(app, WISHLIST, { headers: auth })).body.data.customer.wishlists[0].items_v2.items;
    expect(items.map((i) => [i.configured_variant?.sku ?? null, i.quantity])).toEqual([
      ['DRE-0001-BLACK-S', 2],
      [blackM, 1],
      [null, 1]
    ]);
    expect(items[2].configurable_options).toEqual([]);

    expect((await add([{ sku: 'NOPE', quantity: 1 }]))[0].code).toBe('PRODUCT_NOT_FOUND');
    expect((await add([{ sku: 'BAG-0091', parent_sku: 'DRE-0001', quantity: 1 }]))[0].message).toBe('Could not find specified product.');
  });
});

describe('wishlist items of products with choices', () => {
  it('answer what the wishlist page needs to send them to their page: the type, required options, links bought one by one', async () => {
    const auth = await newCustomer();
    const wishlistId = (await gql(app, WISHLIST, { headers: auth })).body.data.customer.wishlists[0].id;
    const skus = ['BUNDLE-TEA-SET', 'GROUPED-KITCHEN', 'DOWNLOAD-KNIT-PATTERNS', 'DOWNLOAD-RECIPE-BOOK', 'ENGRAVED-MUG', 'VIRTUAL-GIFT-WRAP'];
    const added = await gql(app, ADD, { variables: { w: wishlistId, i: skus.map((sku) => ({ sku, quantity: 1 })) }, headers: auth });
    expect(added.body.data.addProductsToWishlist.user_errors).toEqual([]);
    const list = await gql(
      app,
      `{ customer { wishlists { items_v2 { items { __typename product { __typename sku
        ... on CustomizableProductInterface { options { uid required } } ... on DownloadableProduct { links_purchased_separately } } } } } } }`,
      { headers: auth }
    );
    expect(list.body.errors).toBeUndefined();
    const bySku = Object.fromEntries(list.body.data.customer.wishlists[0].items_v2.items.map((item: Json) => [item.product.sku, item.product]));
    expect(Object.keys(bySku).sort()).toEqual([...skus].sort());
    expect(bySku['BUNDLE-TEA-SET'].__typename).toBe('BundleProduct');
    expect(bySku['GROUPED-KITCHEN'].__typename).toBe('GroupedProduct');
    expect(bySku['DOWNLOAD-KNIT-PATTERNS'].links_purchased_separately).toBe(1);
    expect(bySku['DOWNLOAD-RECIPE-BOOK'].links_purchased_separately).toBe(0);
    expect(bySku['ENGRAVED-MUG'].options.some((option: Json) => option.required)).toBe(true);
    expect(bySku['VIRTUAL-GIFT-WRAP'].options.some((option: Json) => option.required)).toBe(true);
  });
});

describe('customer addresses by uid (Magento 2.4.7+)', () => {
  const CREATE = `mutation { createCustomerAddress(input:{ firstname:"Ada", lastname:"Lovelace", street:["1 Main St"], city:"Austin",
    region:{ region_code:"TX" }, postcode:"78701", country_code:US, telephone:"5125550100" }){ id uid city } }`;

  it('updates and deletes an address with updateCustomerAddressV2 and deleteCustomerAddressV2, only the owner’s, with clear errors', async () => {
    const auth = await newCustomer();
    const created = (await gql(app, CREATE, { headers: auth })).body.data.createCustomerAddress;
    expect(created.uid).toBe(Buffer.from(String(created.id)).toString('base64'));

    const updated = await gql(app, 'mutation($u:ID!){ updateCustomerAddressV2(uid:$u, input:{ city:"Dallas" }){ uid city street } }', {
      variables: { u: created.uid },
      headers: auth
    });
    expect(updated.body.data.updateCustomerAddressV2).toEqual({ uid: created.uid, city: 'Dallas', street: ['1 Main St'] });

    const stranger = await signIn(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    const foreign = await gql(app, 'mutation($u:ID!){ deleteCustomerAddressV2(uid:$u) }', { variables: { u: created.uid }, headers: stranger });
    expect(foreign.body.errors![0].extensions.category).toBe('graphql-authorization');
    const unknown = await gql(app, 'mutation{ deleteCustomerAddressV2(uid:"not-a-uid") }', { headers: auth });
    expect(unknown.body.errors![0]).toMatchObject({ extensions: { category: 'graphql-no-such-entity' } });
    expect(unknown.status).toBe(200);

    const deleted = await gql(app, 'mutation($u:ID!){ deleteCustomerAddressV2(uid:$u) }', { variables: { u: created.uid }, headers: auth });
    expect(deleted.body.data.deleteCustomerAddressV2).toBe(true);
    expect((await gql(app, '{ customer { addresses { uid } } }', { headers: auth })).body.data.customer.addresses).toEqual([]);
  });
});
