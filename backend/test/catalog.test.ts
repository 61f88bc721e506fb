import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('store', () => {
  it('answers storeConfig per store view, with a cache id that differs by store and currency', async () => {
    const q =
      '{ storeConfig { store_code store_name locale copyright contact_enabled newsletter_enabled category_url_suffix product_url_suffix root_category_uid base_currency_code secure_base_media_url } }';
    const en = await gql(app, q);
    expect(en.body.data.storeConfig).toMatchObject({
      store_code: 'default',
      store_name: 'Default Store View',
      locale: 'en_US',
      contact_enabled: true,
      newsletter_enabled: true,
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      root_category_uid: 'Mg==',
      base_currency_code: 'USD'
    });
    expect(en.body.data.storeConfig.copyright).toMatch(/Copyright/);
    const fr = await gql(app, q, { headers: { store: 'fr' } });
    expect(fr.body.data.storeConfig).toMatchObject({ store_code: 'fr', locale: 'fr_FR' });
    const usdFr = await gql(app, q, { headers: { store: 'fr', 'content-currency': 'USD' } });
    const ids = new Set([en, fr, usdFr].map((r) => r.headers['x-magento-cache-id']));
    expect(ids.size).toBe(3);
  });

  it('lists stores, currencies and US regions', async () => {
    const r = await gql(
      app,
      '{ availableStores { store_code default_display_currency_code } currency { default_display_currency_code available_currency_codes } country(id:"US") { available_regions { code name } } }',
      { headers: { store: 'fr' } }
    );
    expect(r.body.data.availableStores).toEqual([
      { store_code: 'default', default_display_currency_code: 'USD' },
      { store_code: 'fr', default_display_currency_code: 'EUR' }
    ]);
    expect(r.body.data.currency).toEqual({ default_display_currency_code: 'EUR', available_currency_codes: ['EUR', 'USD'] });
    expect(r.body.data.country.available_regions).toContainEqual({ code: 'TX', name: 'Texas' });
  });

  it('rejects unknown stores, currencies, malformed requests and GET mutations without a 500', async () => {
    const bad = await gql(app, '{ storeConfig { store_code } }', { headers: { store: 'nope' } });
    expect(bad.body.errors![0]).toMatchObject({ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } });
    const cur = await gql(app, '{ storeConfig { store_code } }', { headers: { 'content-currency': 'JPY' } });
    expect(cur.body.errors![0].extensions.category).toBe('graphql-input');
    const syntax = await gql(app, '{ storeConfig { ');
    expect(syntax.body.errors![0].extensions.category).toBe('graphql');
    const unknown = await gql(app, '{ nope }');
    expect(unknown.body.errors![0].message).toMatch(/Cannot query field "nope"/);
    const vars = await gql(app, 'query($u:String!){ route(url:$u){ type } }', { variables: { u: 5 } });
    expect(vars.body.errors).toHaveLength(1);
    const getMutation = await gql(app, 'mutation { createEmptyCart }', { method: 'GET' });
    expect(getMutation.body.errors![0].message).toBe('Mutation requests allowed only for POST requests');
    const json = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].extensions.category).toBe('graphql-input');
    expect(json.body).not.toMatch(/at .*\.ts/);
  });
});

describe('catalogue', () => {
  it('serves the category tree with menu flags, paths and breadcrumbs', async () => {
    const r = await gql(
      app,
      '{ categoryList { uid children { uid name include_in_menu position url_path url_suffix children_count children { name url_path breadcrumbs { category_name } } } } }'
    );
    const top = r.body.data.categoryList[0].children;
    expect(top.length).toBeGreaterThanOrEqual(5);
    expect(top.map((c: { name: string }) => c.name)).toEqual(['Women', 'Men', 'Accessories', 'Home', 'Gift Ideas']);
    expect(top.find((c: { name: string }) => c.name === 'Gift Ideas').include_in_menu).toBe(0);
    expect(top[0].children[0]).toMatchObject({ name: 'Tops', url_path: 'women/tops', breadcrumbs: [{ category_name: 'Women' }] });
  });

  it('lists a category with pages, prices, stock, aggregations and sorting', async () => {
    const q = `query($uid:String,$sort:ProductAttributeSortInput,$page:Int){ products(filter:{category_uid:{eq:$uid}}, pageSize:6, currentPage:$page, sort:$sort){
      total_count page_info { total_pages current_page } items { sku name stock_status price_range { minimum_price { final_price { value currency } } } }
      aggregations { attribute_code options { label value count } } sort_fields { default } } }`;
    const r = await gql(app, q, { variables: { uid: 'Mw==' } });
    const p = r.body.data.products;
    expect(p.total_count).toBe(50);
    expect(p.page_info).toEqual({ total_pages: 9, current_page: 1 });
    expect(p.items).toHaveLength(6);
    expect(p.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(['price', 'category_uid', 'color', 'size']);
    const cheap = await gql(app, q, { variables: { uid: 'Mw==', sort: { price: 'ASC' } } });
    const prices = cheap.body.data.products.items.map((i: Json) => i.price_range.minimum_price.final_price.value);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const beyond = await gql(app, q, { variables: { uid: 'Mw==', page: 99 } });
    expect(beyond.body.errors![0]).toMatchObject({
      message: 'currentPage value 99 specified is greater than the 9 page(s) available.',
      extensions: { category: 'graphql-input' }
    });
  });

  it('filters by colour, size and price, and shows EUR in the fr view', async () => {
    const r = await gql(
      app,
      '{ products(filter:{color:{eq:"50"}, price:{from:"0", to:"60"}}){ total_count items { color price_range { minimum_price { final_price { value } } } } } }'
    );
    expect(r.body.data.products.total_count).toBeGreaterThan(0);
    for (const i of r.body.data.products.items) expect(i.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(60);
    const fr = await gql(
      app,
      '{ products(filter:{sku:{eq:"DRE-0001"}}){ items { name price_range { minimum_price { final_price { currency } } } } } }',
      { headers: { store: 'fr' } }
    );
    expect(fr.body.data.products.items[0]).toMatchObject({
      name: expect.stringMatching(/^Robe/),
      price_range: { minimum_price: { final_price: { currency: 'EUR' } } }
    });
  });

  it('searches with FTS5 prefixes and ranks by relevance', async () => {
    const r = await gql(app, '{ products(search:"necklac", pageSize:50){ total_count items { name } sort_fields { default } } }');
    expect(r.body.data.products.total_count).toBeGreaterThan(0);
    for (const i of r.body.data.products.items) expect(i.name).toMatch(/Necklace/);
    expect(r.body.data.products.sort_fields.default).toBe('relevance');
    const both = await gql(app, '{ products(search:"classic necklace", pageSize:100){ total_count items { name } } }');
    const names = both.body.data.products.items.map((i: Json) => i.name as string);
    expect(both.body.data.products.total_count).toBeGreaterThan(r.body.data.products.total_count);
    const score = (n: string) => Number(/Classic/.test(n)) + Number(/Necklace/.test(n));
    expect(names.map(score)).toEqual([...names.map(score)].sort((a, b) => b - a));
    const none = await gql(app, '{ products(search:"\\"AND OR*"){ total_count } }');
    expect(none.body.errors).toBeUndefined();
  });

  it('describes configurable products with swatches, variants and per-variant stock; special prices show a discount', async () => {
    const r = await gql(
      app,
      `{ products(filter:{sku:{in:["DRE-0001","DRE-0003"]}}){ items { sku media_gallery { url position } description { html } related_products { sku }
      price_range { minimum_price { regular_price { value } final_price { value } discount { percent_off } } }
      ... on ConfigurableProduct { configurable_options { attribute_code values { label swatch_data { value } } } variants { product { sku stock_status } attributes { code value_index } } } } } }`
    );
    const [a, b] = r.body.data.products.items;
    expect(a.configurable_options[0].attribute_code).toBe('color');
    expect(a.configurable_options[0].values[0].swatch_data.value).toMatch(/^#/);
    expect(a.variants).toHaveLength(12);
    expect(a.media_gallery.length).toBeGreaterThanOrEqual(2);
    expect(a.description.html).toMatch(/<p>/);
    expect(a.related_products.length).toBeGreaterThan(0);
    expect(b.price_range.minimum_price.discount.percent_off).toBe(20);
  });

  it('has out-of-stock products', async () => {
    const r = await gql(app, '{ products(filter:{price:{from:"0"}}, pageSize:200){ total_count items { stock_status } } }');
    expect(r.body.data.products.total_count).toBeGreaterThanOrEqual(150);
    expect(r.body.data.products.items.filter((i: Json) => i.stock_status === 'OUT_OF_STOCK').length).toBeGreaterThan(0);
  });

  it('routes categories, products, CMS pages and redirects', async () => {
    const q =
      'query($u:String!){ route(url:$u){ relative_url redirect_code type ... on CategoryInterface { uid } ... on ProductInterface { uid sku } ... on CmsPage { identifier } } }';
    expect((await gql(app, q, { variables: { u: '/women/tops.html' } })).body.data.route).toMatchObject({
      type: 'CATEGORY',
      uid: 'MTA=',
      redirect_code: 0
    });
    expect((await gql(app, q, { variables: { u: 'sale.html' } })).body.data.route).toMatchObject({
      relative_url: 'gift-ideas.html',
      redirect_code: 301
    });
    expect((await gql(app, q, { variables: { u: 'womens-tops.html' } })).body.data.route).toMatchObject({
      relative_url: 'women/tops.html',
      redirect_code: 302
    });
    expect((await gql(app, q, { variables: { u: 'about-us' } })).body.data.route).toMatchObject({ type: 'CMS_PAGE', identifier: 'about-us' });
    const product = (await gql(app, '{ products(filter:{sku:{eq:"DRE-0001"}}){ items { url_key } } }')).body.data.products.items[0];
    expect((await gql(app, q, { variables: { u: `${product.url_key}.html` } })).body.data.route).toMatchObject({ type: 'PRODUCT', sku: 'DRE-0001' });
    expect((await gql(app, q, { variables: { u: 'nothing-here.html' } })).body.data.route).toBeNull();
  });

  it('answers a routed product with the same fields as the product itself (its type, its stock)', async () => {
    const fields = 'sku type_id stock_status price_range { minimum_price { final_price { value } } }';
    const listed = (await gql(app, `{ products(filter:{sku:{in:["BAG-0091","DRE-0001"]}}){ items { url_key ${fields} } } }`)).body.data.products
      .items;
    expect(listed.map((p: Json) => [p.type_id, p.stock_status])).toEqual(
      expect.arrayContaining([
        ['simple', 'IN_STOCK'],
        ['configurable', 'IN_STOCK']
      ])
    );
    for (const { url_key, ...product } of listed) {
      const routed = await gql(app, `query($u:String!){ route(url:$u){ type ... on ProductInterface { ${fields} } } }`, {
        variables: { u: `${url_key}.html` }
      });
      expect(routed.body.data.route).toEqual({ type: 'PRODUCT', ...product });
    }
  });

  it('serves CMS pages and blocks', async () => {
    const r = await gql(
      app,
      '{ cmsPage(identifier:"home"){ title content } cmsBlocks(identifiers:["contact-us-sidebar"]){ items { identifier content } } }'
    );
    expect(r.body.data.cmsPage.content).toMatch(/data-content-type="slider"/);
    expect(r.body.data.cmsPage.content).toMatch(/Free shipping/);
    expect(r.body.data.cmsBlocks.items[0].identifier).toBe('contact-us-sidebar');
    for (const id of ['about-us', 'customer-service', 'no-route']) {
      expect((await gql(app, `{ cmsPage(identifier:"${id}"){ identifier } }`)).body.data.cmsPage.identifier).toBe(id);
    }
    const missing = await gql(app, '{ cmsPage(identifier:"zzz"){ title } }');
    expect(missing.body.errors![0].extensions.category).toBe('graphql-no-such-entity');
  });
});
