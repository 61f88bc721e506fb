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

const b64 = (s: string) => Buffer.from(s).toString('base64');
const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');
const eur = (usdCents: number) => Math.floor((usdCents * EUR_RATE * 1_000_000 + 500_000) / 1_000_000) / 100;

const OPTIONS = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
  ... on CustomizableProductInterface { options { uid title
    ... on CustomizableDropDownOption { values: value { uid title } }
    ... on CustomizableRadioOption { values: value { uid title } }
    ... on CustomizableCheckboxOption { values: value { uid title } }
    ... on CustomizableMultipleOption { values: value { uid title } }
  } }
  ... on BundleProduct { items { uid title options { uid label quantity } } }
  ... on GroupedProduct { items { qty product { sku id: uid } } }
  ... on DownloadableProduct { downloadable_product_links { uid title } }
} } }`;

/** The product's options by title (values by title), as a storefront reads them. */
async function optionsOf(sku: string): Promise<Json> {
  const r = await gql(app, OPTIONS, { variables: { sku } });
  return r.body.data.products.items[0];
}
const byTitle = (list: Json[], title: string, key = 'title') => list.find((x) => x[key] === title);

/** customizable_options is on every cart item type, not on the interface (as in Magento's schema). */
const CUSTOM =
  'customizable_options { customizable_option_uid label type is_required values { customizable_option_value_uid label value price { type units value } } }';
const CART_ITEMS = `items { __typename uid quantity product { sku }
  prices { price { value currency } price_including_tax { value currency } row_total { value } row_total_including_tax { value } original_item_price { value } }
  ${['SimpleCartItem', 'VirtualCartItem', 'ConfigurableCartItem', 'BundleCartItem', 'DownloadableCartItem'].map((t) => `... on ${t} { ${CUSTOM} }`).join(' ')}
  ... on BundleCartItem { bundle_options { uid label type values { uid label quantity price priceV2 { value currency } } } }
  ... on DownloadableCartItem { links { uid title price } samples { title } }
}`;
const ADD = `mutation($cart: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cart, cartItems: $items) {
  cart { is_virtual total_quantity ${CART_ITEMS} prices { subtotal_excluding_tax { value currency } grand_total { value } } }
  user_errors { code message }
} }`;

async function newCart(store = 'default'): Promise<string> {
  const r = await gql(app, 'mutation { createGuestCart { cart { id } } }', { headers: { store } });
  return r.body.data.createGuestCart.cart.id;
}
async function add(cart: string, items: Json[], store = 'default') {
  const r = await gql(app, ADD, { variables: { cart, items }, headers: { store } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.addProductsToCart;
}

describe('adding products with choices to the cart', () => {
  it('a fixed-price bundle: selections by uid, a changed quantity by entered option, priced per the selections', async () => {
    const tea = await optionsOf('BUNDLE-TEA-SET');
    const [teapot, mugs, extras] = tea.items;
    const cart = await newCart();
    const chosen = [teapot.options[1].uid, mugs.options[0].uid, extras.options[0].uid, extras.options[1].uid];
    // Three mugs instead of the default two: the quantity of a selection that allows it, as an entered option.
    const [, optionId, selectionId] = decode(mugs.options[0].uid).split('/');
    const entered = [{ uid: b64(`bundle/${optionId}/${selectionId}`), value: '3' }];
    const r = await add(cart, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: chosen, entered_options: entered }]);
    expect(r.user_errors).toEqual([]);
    const [line] = r.cart.items;
    expect(line.__typename).toBe('BundleCartItem');
    // 59 + second teapot 8 + 3 mugs × 6 + napkins 9 + candle 10 % of 59.
    expect(line.prices.price).toEqual({ value: 59 + 8 + 18 + 9 + 5.9, currency: 'USD' });
    expect(line.bundle_options.map((o: Json) => [o.label, o.values.map((v: Json) => [v.quantity, v.price])])).toEqual([
      ['Teapot', [[1, 8]]],
      ['Mugs', [[3, 6]]],
      [
        'Extras',
        [
          [1, 9],
          [1, 5.9]
        ]
      ]
    ]);
    expect(decode(line.bundle_options[1].values[0].uid)).toBe(`bundle/${optionId}/${selectionId}/3`);
    // The same choices again: the same line, twice as many; other choices: a line of their own.
    const again = await add(cart, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: chosen, entered_options: entered }]);
    expect(again.cart.items.map((i: Json) => i.quantity)).toEqual([2]);
    const other = await add(cart, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [teapot.options[0].uid, mugs.options[1].uid] }]);
    expect(other.cart.items.map((i: Json) => [i.quantity, i.prices.price.value])).toEqual([
      [2, 99.9],
      [1, 59 + 0 + 2 * 5]
    ]);
    expect(other.cart.prices.subtotal_excluding_tax.value).toBeCloseTo(2 * 99.9 + 69, 2);
  });

  it('a dynamic bundle costs its parts; required options, unknown selections and no choice at all are refused in Magento words', async () => {
    const kit = await optionsOf('BUNDLE-WEEKEND-KIT');
    const [bag, headwear] = kit.items;
    const parts = await gql(
      app,
      '{ products(filter: { sku: { in: ["BAG-0095", "HAT-0112", "HAT-0116"] } }) { items { sku price_range { minimum_price { final_price { value } } } } } }'
    );
    const price = Object.fromEntries(parts.body.data.products.items.map((i: Json) => [i.sku, i.price_range.minimum_price.final_price.value]));
    const cart = await newCart('fr');
    const r = await add(
      cart,
      [{ sku: 'BUNDLE-WEEKEND-KIT', quantity: 1, selected_options: [bag.options[1].uid, ...headwear.options.map((o: Json) => o.uid)] }],
      'fr'
    );
    expect(r.user_errors).toEqual([]);
    const usd = Math.round((price['BAG-0095'] + price['HAT-0112'] + price['HAT-0116']) * 100);
    // In euros, each part converted once and summed (what the shopper reads adds up).
    const line = r.cart.items[0];
    expect(line.bundle_options[0].label).toBe('Sac');
    expect(line.prices.price_including_tax.currency).toBe('EUR');
    // fr prices include VAT: the price as shown is price_including_tax.
    expect(Math.abs(line.prices.price_including_tax.value - eur(usd))).toBeLessThanOrEqual(0.02);

    const refusals = await add(
      cart,
      [
        { sku: 'BUNDLE-WEEKEND-KIT', quantity: 1, selected_options: [headwear.options[0].uid] },
        { sku: 'BUNDLE-WEEKEND-KIT', quantity: 1 },
        { sku: 'BUNDLE-WEEKEND-KIT', quantity: 1, selected_options: [b64(`bundle/${decode(bag.uid).split('/')[1]}/99999/1`)] },
        { sku: 'BUNDLE-WEEKEND-KIT', quantity: 1, selected_options: [bag.options[0].uid, bag.options[1].uid] }
      ],
      'fr'
    );
    expect(refusals.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Please select all required options.' },
      { code: 'UNDEFINED', message: 'Please specify product option(s).' },
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' }
    ]);
    expect(refusals.cart.items).toHaveLength(1);
  });

  it('a grouped product adds each part with a quantity as a line of its own, and refuses none', async () => {
    const set = await optionsOf('GROUPED-KITCHEN');
    const cart = await newCart();
    const ids = set.items.map((i: Json) => decode(i.product.id));
    const r = await add(cart, [
      { sku: 'GROUPED-KITCHEN', quantity: 1, selected_options: [b64(`grouped/${ids[0]}/2`), b64(`grouped/${ids[2]}/1`), b64(`grouped/${ids[1]}/0`)] }
    ]);
    expect(r.user_errors).toEqual([]);
    expect(r.cart.items.map((i: Json) => [i.__typename, i.product.sku, i.quantity])).toEqual([
      ['SimpleCartItem', 'KIT-0134', 2],
      ['SimpleCartItem', 'KIT-0139', 1]
    ]);
    const none = await add(cart, [
      { sku: 'GROUPED-KITCHEN', quantity: 1 },
      { sku: 'GROUPED-KITCHEN', quantity: 1, selected_options: [b64(`grouped/${ids[0]}/0`)] },
      { sku: 'GROUPED-KITCHEN', quantity: 1, selected_options: [b64('grouped/5/1')] }
    ]);
    expect(none.user_errors.map((e: Json) => e.message)).toEqual(Array(3).fill('Please specify the quantity of product(s).'));
  });

  it('customizable options of every kind are priced (fixed and percent) and shown on the line', async () => {
    const mug = await optionsOf('ENGRAVED-MUG');
    const [engraving, font, extras] = mug.options;
    const cart = await newCart();
    const r = await add(cart, [
      {
        sku: 'ENGRAVED-MUG',
        quantity: 1,
        entered_options: [{ uid: engraving.uid, value: 'For Ann' }],
        selected_options: [byTitle(font.values, 'Script').uid, ...extras.values.map((v: Json) => v.uid)]
      }
    ]);
    expect(r.user_errors).toEqual([]);
    const [line] = r.cart.items;
    expect(line.prices.price.value).toBe(24 + 5 + 2 + 3 + 1.5);
    expect(
      line.customizable_options.map((o: Json) => [o.label, o.type, o.is_required, o.values.map((v: Json) => [v.label, v.value, v.price.value])])
    ).toEqual([
      ['Engraving', 'field', true, [['', 'For Ann', 5]]],
      ['Font', 'drop_down', false, [['Script', expect.any(String), 2]]],
      [
        'Gift extras',
        'multiple',
        false,
        [
          ['Gift box', expect.any(String), 3],
          ['Greeting card', expect.any(String), 1.5]
        ]
      ]
    ]);
    expect(line.customizable_options[0].customizable_option_uid).toBe(engraving.uid);
    expect(line.customizable_options[1].values[0].customizable_option_value_uid).toBe(byTitle(font.values, 'Script').uid);

    const klass = await optionsOf('VIRTUAL-CERAMICS-CLASS');
    const [date, level, classExtras] = klass.options;
    const k = await add(cart, [
      {
        sku: 'VIRTUAL-CERAMICS-CLASS',
        quantity: 1,
        entered_options: [{ uid: date.uid, value: '2026-12-05' }],
        selected_options: [byTitle(level.values, 'Intermediate').uid, ...classExtras.values.map((v: Json) => v.uid)]
      }
    ]);
    const klassLine = k.cart.items.find((i: Json) => i.product.sku === 'VIRTUAL-CERAMICS-CLASS');
    expect(klassLine.__typename).toBe('VirtualCartItem');
    // 45 + 10 % (4.50) + apron 8 + 15 % (6.75).
    expect(klassLine.prices.price.value).toBe(45 + 4.5 + 8 + 6.75);
    expect(klassLine.customizable_options[0].values[0].value).toBe('2026-12-05 00:00:00');
    expect(klassLine.customizable_options[1].values[0].price).toEqual({ type: 'PERCENT', units: '%', value: 10 });

    const wrap = await optionsOf('VIRTUAL-GIFT-WRAP');
    const napkins = await optionsOf('LINEN-NAPKINS-BULK');
    const w = await add(cart, [
      { sku: 'VIRTUAL-GIFT-WRAP', quantity: 1, selected_options: [byTitle(wrap.options[0].values, 'Gold foil').uid] },
      { sku: 'LINEN-NAPKINS-BULK', quantity: 1, entered_options: [{ uid: napkins.options[0].uid, value: 'A & L' }] }
    ]);
    expect(w.user_errors).toEqual([]);
    const priceOf = (sku: string) => w.cart.items.find((i: Json) => i.product.sku === sku).prices.price.value;
    expect(priceOf('VIRTUAL-GIFT-WRAP')).toBe(7);
    // Area at 20 % of the special price 8.50.
    expect(priceOf('LINEN-NAPKINS-BULK')).toBe(10.2);
  });

  it("updateCartItems replaces a line's customizable options, checked as when added", async () => {
    const mug = await optionsOf('ENGRAVED-MUG');
    const [engraving, font] = mug.options;
    const cart = await newCart();
    const added = await add(cart, [{ sku: 'ENGRAVED-MUG', quantity: 1, entered_options: [{ uid: engraving.uid, value: 'Ann' }] }]);
    const update = (options: Json[]) =>
      gql(
        app,
        `mutation($cart: String!, $uid: ID!, $options: [CustomizableOptionInput]) { updateCartItems(input: { cart_id: $cart,
          cart_items: [{ cart_item_uid: $uid, customizable_options: $options }] }) { cart { ${CART_ITEMS} } } }`,
        { variables: { cart, uid: added.cart.items[0].uid, options } }
      );
    const scriptId = decode(byTitle(font.values, 'Script').uid).split('/')[2];
    const r = await update([
      { uid: engraving.uid, value_string: 'Ann & Lee' },
      { id: Number(decode(font.uid).split('/')[1]), value_string: scriptId }
    ]);
    const [line] = r.body.data.updateCartItems.cart.items;
    expect(line.customizable_options.map((o: Json) => [o.label, o.values[0].label || o.values[0].value])).toEqual([
      ['Engraving', 'Ann & Lee'],
      ['Font', 'Script']
    ]);
    expect(line.prices.price.value).toBe(24 + 5 + 2);
    const refused = await update([{ uid: engraving.uid, value_string: 'x'.repeat(30) }]);
    expect(refused.body.errors?.[0].message).toBe('The text is too long. Shorten the text and try again.');
    const missing = await update([]);
    expect(missing.body.errors?.[0].message).toBe(
      "The product's required option(s) weren't entered. Make sure the options are entered and try again."
    );
  });

  it('refuses missing required options, too long texts, unknown values and bad dates with Magento texts', async () => {
    const mug = await optionsOf('ENGRAVED-MUG');
    const klass = await optionsOf('VIRTUAL-CERAMICS-CLASS');
    const [date, level] = klass.options;
    const cart = await newCart();
    const r = await add(cart, [
      { sku: 'ENGRAVED-MUG', quantity: 1 },
      { sku: 'ENGRAVED-MUG', quantity: 1, entered_options: [{ uid: mug.options[0].uid, value: 'x'.repeat(21) }] },
      { sku: 'ENGRAVED-MUG', quantity: 1, entered_options: [{ uid: mug.options[0].uid, value: 'Hi' }], selected_options: [level.values[0].uid] },
      {
        sku: 'VIRTUAL-CERAMICS-CLASS',
        quantity: 1,
        entered_options: [{ uid: date.uid, value: '2026-02-30' }],
        selected_options: [level.values[0].uid]
      },
      {
        sku: 'VIRTUAL-CERAMICS-CLASS',
        quantity: 1,
        selected_options: [level.values[0].uid, level.values[1].uid],
        entered_options: [{ uid: date.uid, value: '2026-12-05' }]
      }
    ]);
    expect(r.user_errors).toEqual([
      { code: 'UNDEFINED', message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
      { code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' },
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
      { code: 'UNDEFINED', message: 'Please specify date required option(s).' },
      { code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' }
    ]);
    expect(r.cart.items).toEqual([]);
  });

  it('a configurable product keeps its variant and its own customizable option', async () => {
    const r = await gql(
      app,
      `{ products(filter: { sku: { eq: "SWE-0021" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid } }
        options { uid ... on CustomizableCheckboxOption { values: value { uid } } } variants { product { sku stock_status price_range { minimum_price { final_price { value } } } } attributes { uid } } } } } }`
    );
    const p = r.body.data.products.items[0];
    const variant = p.variants.find((v: Json) => v.product.stock_status === 'IN_STOCK');
    const cart = await newCart();
    const added = await add(cart, [
      { sku: 'SWE-0021', quantity: 1, selected_options: [...variant.attributes.map((a: Json) => a.uid), p.options[0].values[0].uid] }
    ]);
    expect(added.user_errors).toEqual([]);
    expect(added.cart.items[0].__typename).toBe('ConfigurableCartItem');
    expect(added.cart.items[0].prices.price.value).toBeCloseTo(variant.product.price_range.minimum_price.final_price.value + 4, 2);
    expect(added.cart.items[0].customizable_options[0].label).toBe('Gift wrap');
  });

  it('downloadable products: links chosen one by one are priced, a product without a chosen link is refused; a cart of them is virtual', async () => {
    const patterns = await optionsOf('DOWNLOAD-KNIT-PATTERNS');
    const [cardigan, , throwPattern] = patterns.downloadable_product_links;
    const cart = await newCart();
    const refused = await add(cart, [{ sku: 'DOWNLOAD-KNIT-PATTERNS', quantity: 1 }]);
    expect(refused.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Please specify product link(s).' }]);
    const r = await add(cart, [
      { sku: 'DOWNLOAD-KNIT-PATTERNS', quantity: 1, selected_options: [cardigan.uid, throwPattern.uid] },
      { sku: 'DOWNLOAD-RECIPE-BOOK', quantity: 1 }
    ]);
    expect(r.user_errors).toEqual([]);
    const [knit, book] = r.cart.items;
    expect(knit).toMatchObject({ __typename: 'DownloadableCartItem', prices: { price: { value: 14 } } });
    expect(knit.links.map((l: Json) => l.title)).toEqual(['Cardigan pattern', 'Throw pattern']);
    expect(knit.samples.map((s: Json) => s.title)).toEqual(['Pattern preview']);
    // Links sold together: all of them, at the product's price.
    expect(book.links.map((l: Json) => [l.title, l.price])).toEqual([
      ['E-book (PDF)', 0],
      ['E-book (EPUB)', 0]
    ]);
    expect(r.cart.is_virtual).toBe(true);
    const mixed = await add(cart, [{ sku: 'KIT-0131', quantity: 1 }]);
    expect(mixed.cart.is_virtual).toBe(false);
  });

  it('tier prices follow the quantity, added or updated, in both currencies', async () => {
    const mug = await optionsOf('ENGRAVED-MUG');
    const engraving = [{ uid: mug.options[0].uid, value: 'Tiers' }];
    for (const [store, conv] of [
      ['default', (c: number) => c / 100],
      ['fr', eur]
    ] as const) {
      // The prices as the catalogue shows them: in fr they include VAT, so price_including_tax (the same figure in default).
      const cart = await newCart(store);
      const one = await add(cart, [{ sku: 'ENGRAVED-MUG', quantity: 1, entered_options: engraving }], store);
      expect(one.cart.items[0].prices.price_including_tax.value).toBe(conv(2400) + conv(500));
      const three = await add(cart, [{ sku: 'ENGRAVED-MUG', quantity: 2, entered_options: engraving }], store);
      const [line] = three.cart.items;
      // 3 mugs: 21 each, plus the engraving.
      expect(line.prices.price_including_tax.value).toBeCloseTo(conv(2100) + conv(500), 2);
      expect(line.prices.original_item_price.value).toBeCloseTo(conv(2400) + conv(500), 2);
      expect(line.prices.row_total_including_tax.value).toBeCloseTo(3 * (conv(2100) + conv(500)), 2);
      const updated = await gql(
        app,
        `mutation($cart: String!, $uid: ID!) { updateCartItems(input: { cart_id: $cart, cart_items: [{ cart_item_uid: $uid, quantity: 6 }] }) { cart { ${CART_ITEMS} prices { subtotal_including_tax { value } } } } }`,
        { variables: { cart, uid: line.uid }, headers: { store } }
      );
      const six = updated.body.data.updateCartItems.cart;
      expect(six.items[0].prices.price_including_tax.value).toBeCloseTo(conv(1900) + conv(500), 2);
      expect(six.prices.subtotal_including_tax.value).toBeCloseTo(6 * (conv(1900) + conv(500)), 2);
    }
  });
});
