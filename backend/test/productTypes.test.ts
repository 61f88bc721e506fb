import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';
import { EUR_RATE } from '../db/sampleShop';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');

const PRODUCT = `query($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items {
    __typename sku name stock_status
    price_range { minimum_price { regular_price { value currency } final_price { value currency } } maximum_price { final_price { value } } }
    price_tiers { quantity final_price { value currency } discount { amount_off percent_off } }
    ... on CustomizableProductInterface { options { __typename uid title required sort_order
      # Choice kinds list their values (aliased: a text kind has one value object).
      ... on CustomizableFieldOption { value { uid price price_type max_characters } }
      ... on CustomizableAreaOption { value { uid price price_type max_characters } }
      ... on CustomizableDateOption { value { uid price price_type type } }
      ... on CustomizableDropDownOption { values: value { uid option_type_id title price price_type } }
      ... on CustomizableRadioOption { values: value { uid option_type_id title price price_type } }
      ... on CustomizableCheckboxOption { values: value { uid option_type_id title price price_type } }
      ... on CustomizableMultipleOption { values: value { uid option_type_id title price price_type } }
    } }
    ... on BundleProduct { dynamic_price price_view ship_bundle_items items { uid option_id title required type position
      price_range { minimum_price { final_price { value } } }
      options { uid label quantity is_default can_change_quantity price price_type product { sku } } } }
    ... on GroupedProduct { items { qty position product { sku name price_range { minimum_price { final_price { value } } } } } }
    ... on DownloadableProduct { links_purchased_separately downloadable_product_links { uid title price sort_order sample_url }
      downloadable_product_samples { title sample_url sort_order } }
  } }
}`;

async function product(sku: string, store = 'default'): Promise<Json> {
  const r = await gql(app, PRODUCT, { variables: { sku }, headers: { store } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.products.items[0];
}

describe('product types', () => {
  it('a fixed-price bundle lists its options and selections with Magento uids, priced from its required cheapest to all', async () => {
    const p = await product('BUNDLE-TEA-SET');
    expect(p.__typename).toBe('BundleProduct');
    expect([p.dynamic_price, p.price_view, p.ship_bundle_items]).toEqual([false, 'PRICE_RANGE', 'TOGETHER']);
    expect(p.items.map((i: Json) => [i.title, i.type, i.required])).toEqual([
      ['Teapot', 'radio', true],
      ['Mugs', 'select', true],
      ['Extras', 'checkbox', false]
    ]);
    const [teapot, mugs] = p.items;
    expect(decode(teapot.uid)).toBe(`bundle/${teapot.option_id}`);
    expect(mugs.options[0]).toMatchObject({ quantity: 2, is_default: true, can_change_quantity: true, price: 6, price_type: 'FIXED' });
    expect(decode(mugs.options[0].uid)).toMatch(new RegExp(`^bundle/${mugs.option_id}/\\d+/2$`));
    // 59 + teapot 0 + 2 mugs × 5; at most 59 + 8 + 2 × 6 + 9 + 10 % of 59 (5.90) + the gift message 3.
    expect(p.price_range.minimum_price.final_price).toEqual({ value: 69, currency: 'USD' });
    expect(p.price_range.maximum_price.final_price.value).toBe(96.9);
    expect(p.options.map((o: Json) => [o.__typename, o.title, o.required, o.value.max_characters])).toEqual([
      ['CustomizableAreaOption', 'Gift message', false, 200]
    ]);
  });

  it('a dynamic bundle is priced by its parts, in both store views', async () => {
    const p = await product('BUNDLE-WEEKEND-KIT');
    expect(p.dynamic_price).toBe(true);
    const bag = p.items[0];
    expect(bag.options.every((o: Json) => o.price_type === 'DYNAMIC')).toBe(true);
    // The cheapest bag (the only required option) is the lowest price.
    expect(p.price_range.minimum_price.final_price.value).toBe(bag.price_range.minimum_price.final_price.value);
    const fr = await product('BUNDLE-WEEKEND-KIT', 'fr');
    expect(fr.items[0].title).toBe('Sac');
    expect(fr.price_range.minimum_price.final_price.currency).toBe('EUR');
    expect(fr.price_range.minimum_price.final_price.value).toBeCloseTo(p.price_range.minimum_price.final_price.value * EUR_RATE, 1);
  });

  it('a grouped product lists its parts with default quantities, from its cheapest to its dearest part', async () => {
    const p = await product('GROUPED-KITCHEN');
    expect(p.__typename).toBe('GroupedProduct');
    expect(p.items.map((i: Json) => [i.product.sku, i.qty, i.position])).toEqual([
      ['KIT-0134', 2, 1],
      ['KIT-0135', 2, 2],
      ['KIT-0139', 1, 3]
    ]);
    const prices = p.items.map((i: Json) => i.product.price_range.minimum_price.final_price.value);
    expect(p.price_range.minimum_price.final_price.value).toBe(Math.min(...prices));
    expect(p.price_range.maximum_price.final_price.value).toBe(Math.max(...prices));
    expect((await product('GROUPED-LINEN', 'fr')).name).toBe('Collection lin pour la maison');
  });

  it('a virtual product takes every kind of customizable option, with fixed and percent prices', async () => {
    const p = await product('VIRTUAL-CERAMICS-CLASS');
    expect(p.__typename).toBe('VirtualProduct');
    expect(p.options.map((o: Json) => [o.__typename, o.required])).toEqual([
      ['CustomizableDateOption', true],
      ['CustomizableDropDownOption', true],
      ['CustomizableCheckboxOption', false]
    ]);
    const [date, level, extras] = p.options;
    expect(decode(date.uid)).toMatch(/^custom-option\/\d+$/);
    expect(date.value.type).toBe('DATE');
    expect(level.values.map((v: Json) => [v.title, v.price, v.price_type])).toEqual([
      ['Beginner', 0, 'FIXED'],
      ['Intermediate', 10, 'PERCENT']
    ]);
    expect(decode(level.values[1].uid)).toBe(`${decode(level.uid)}/${level.values[1].option_type_id}`);
    expect(extras.values[1].price_type).toBe('PERCENT');
    // Tier prices: 2 for 42 each, 5 for 38 each (from 45).
    expect(p.price_tiers).toEqual([
      { quantity: 2, final_price: { value: 42, currency: 'USD' }, discount: { amount_off: 3, percent_off: 6.67 } },
      { quantity: 5, final_price: { value: 38, currency: 'USD' }, discount: { amount_off: 7, percent_off: 15.56 } }
    ]);
    const gift = await product('VIRTUAL-GIFT-WRAP', 'fr');
    expect(gift.options.map((o: Json) => o.__typename)).toEqual(['CustomizableRadioOption', 'CustomizableFieldOption', 'CustomizableDateOption']);
    expect(gift.options[0].title).toBe('Papier');
    // A fixed option price is money: shown in euros on the French view.
    expect(gift.options[1].value.price).toBe(Math.floor(150 * EUR_RATE + 0.5) / 100);
  });

  it('a simple product with a required field, a drop-down and a multiple select is priced with its required option', async () => {
    const p = await product('ENGRAVED-MUG');
    expect(p.options.map((o: Json) => o.__typename)).toEqual(['CustomizableFieldOption', 'CustomizableDropDownOption', 'CustomizableMultipleOption']);
    expect(p.options[0].value).toMatchObject({ max_characters: 20, price: 5, price_type: 'FIXED' });
    expect(p.price_range.minimum_price.final_price.value).toBe(29);
    expect(p.price_range.maximum_price.final_price.value).toBe(24 + 5 + 2 + 3 + 1.5);
    expect(p.price_tiers.map((t: Json) => [t.quantity, t.final_price.value])).toEqual([
      [3, 21],
      [6, 19]
    ]);
    const napkins = await product('LINEN-NAPKINS-BULK');
    expect(napkins.options[0]).toMatchObject({ __typename: 'CustomizableAreaOption', value: { price: 20, price_type: 'PERCENT' } });
    expect(napkins.price_range.minimum_price.regular_price.value).toBe(9);
    expect(napkins.price_range.minimum_price.final_price.value).toBe(8.5);
  });

  it('a configurable product may take customizable options too', async () => {
    const p = await product('SWE-0021');
    expect(p.__typename).toBe('ConfigurableProduct');
    expect(p.options.map((o: Json) => [o.__typename, o.title])).toEqual([['CustomizableCheckboxOption', 'Gift wrap']]);
  });

  it('downloadable products: links bought one by one (with samples) or together', async () => {
    const p = await product('DOWNLOAD-KNIT-PATTERNS');
    expect(p.__typename).toBe('DownloadableProduct');
    expect(p.links_purchased_separately).toBe(1);
    expect(p.downloadable_product_links.map((l: Json) => [l.title, l.price])).toEqual([
      ['Cardigan pattern', 6],
      ['Beanie pattern', 4],
      ['Throw pattern', 8]
    ]);
    expect(decode(p.downloadable_product_links[0].uid)).toMatch(/^downloadable\/\d+$/);
    expect(p.downloadable_product_links[0].sample_url).toMatch(/\.pdf$/);
    expect(p.downloadable_product_samples[0].title).toBe('Pattern preview');
    expect([p.price_range.minimum_price.final_price.value, p.price_range.maximum_price.final_price.value]).toEqual([4, 18]);
    const book = await product('DOWNLOAD-RECIPE-BOOK', 'fr');
    expect(book.links_purchased_separately).toBe(0);
    expect(book.downloadable_product_samples[0].title).toBe('Premier chapitre');
  });

  it('the new products are in their categories, in search, and routable by URL', async () => {
    const kitchen = await gql(app, '{ products(filter: { category_id: { eq: "40" } }, pageSize: 4, sort: { position: DESC }) { items { sku } } }');
    expect(kitchen.body.data.products.items.map((i: Json) => i.sku)).toEqual(
      expect.arrayContaining(['BUNDLE-TEA-SET', 'GROUPED-KITCHEN', 'DOWNLOAD-RECIPE-BOOK', 'ENGRAVED-MUG'])
    );
    const search = await gql(app, '{ products(search: "atelier céramique", pageSize: 3) { items { sku } } }', { headers: { store: 'fr' } });
    expect(search.body.data.products.items[0].sku).toBe('VIRTUAL-CERAMICS-CLASS');
    const route = await gql(app, '{ route(url: "tea-time-set-1301.html") { __typename relative_url } }');
    expect(route.body.data.route).toEqual({ __typename: 'BundleProduct', relative_url: 'tea-time-set-1301.html' });
  });
});
