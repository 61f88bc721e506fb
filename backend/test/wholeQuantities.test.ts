import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, createTestCustomer, type Json } from './helpers';
import { databaseFileOf } from '../db';

/**
 * Every quantity that enters the cart or the wish list is a whole number (issue 40, finding 2): a bundle selection's
 * quantity (in its uid or entered), a line's, a grouped part's, an update's, a wish list item's.
 */

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DECIMAL = 'You cannot use decimal quantity for this product.';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const decode = (uid: string) => Buffer.from(uid, 'base64').toString('utf8');

const ADD = `mutation($c: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $items) {
  cart { total_quantity items { uid quantity } } user_errors { code message } } }`;

async function newCart(): Promise<string> {
  return (await gql(app, 'mutation { createEmptyCart }')).body.data.createEmptyCart;
}
async function add(c: string, items: Json[]) {
  const r = await gql(app, ADD, { variables: { c, items } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.addProductsToCart;
}

/** The tea set's choices: the second teapot and the mugs (whose quantity the shopper may change), as uids. */
async function teaSet() {
  const r = await gql(app, '{ products(filter:{sku:{eq:"BUNDLE-TEA-SET"}}){ items { ... on BundleProduct { items { options { uid } } } } } }');
  const [teapot, mugs] = r.body.data.products.items[0].items;
  const [, option, selection] = decode(mugs.options[0].uid).split('/');
  return { teapot: teapot.options[1].uid as string, option, selection };
}

describe('bundle selections', () => {
  it('refuses a fractional quantity in a selection uid (0.001 of the required mugs) and adds nothing', async () => {
    const { teapot, option, selection } = await teaSet();
    const c = await newCart();
    const r = await add(c, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [teapot, b64(`bundle/${option}/${selection}/0.001`)] }]);
    expect(r.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
    expect(r.cart.total_quantity).toBe(0);
  });

  it('refuses a fractional entered quantity, and takes a whole one', async () => {
    const { teapot, option, selection } = await teaSet();
    const c = await newCart();
    const entered = (value: string) => [{ uid: b64(`bundle/${option}/${selection}`), value }];
    const refused = await add(c, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [teapot], entered_options: entered('2.5') }]);
    expect(refused.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
    const taken = await add(c, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [teapot], entered_options: entered('3') }]);
    expect(taken.user_errors).toEqual([]);
    expect(taken.cart.total_quantity).toBe(1);
  });

  it('does not place a line stored with a fractional selection quantity before this check existed', async () => {
    const { teapot, option, selection } = await teaSet();
    const c = await newCart();
    expect(
      (await add(c, [{ sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [teapot, b64(`bundle/${option}/${selection}/2`)] }])).user_errors
    ).toEqual([]);
    const db = new Database(databaseFileOf(dataDir));
    const row = db.prepare('SELECT ci.id, ci.options FROM cart_item ci JOIN cart ON cart.id = ci.cart_id WHERE cart.masked_id = ?').get(c) as {
      id: number;
      options: string;
    };
    db.prepare('UPDATE cart_item SET options = ? WHERE id = ?').run(row.options.replace(/"qty":2\b/, '"qty":0.001'), row.id);
    db.close();
    const steps = [
      'mutation($c:String!){ setGuestEmailOnCart(input:{cart_id:$c, email:"g@example.com"}){ cart { id } } }',
      'mutation($c:String!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:{firstname:"Ann", lastname:"Lee", street:["1 Main St"], city:"Austin", region:"TX", postcode:"78701", country_code:"US", telephone:"5550100"}}]}){ cart { id } } }',
      'mutation($c:String!){ setBillingAddressOnCart(input:{cart_id:$c, billing_address:{same_as_shipping:true}}){ cart { id } } }',
      'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
      'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"checkmo"}}){ cart { id } } }'
    ];
    for (const step of steps) expect((await gql(app, step, { variables: { c } })).body.errors).toBeUndefined();
    const placed = await gql(app, 'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ order { order_number } errors { code message } } }', {
      variables: { c }
    });
    expect(placed.body.data.placeOrder).toEqual({
      order: null,
      errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: `Unable to place order: ${DECIMAL}` }]
    });
  });
});

describe('the other quantities', () => {
  it('refuses a fractional quantity of a line, of a grouped part and of an update', async () => {
    const c = await newCart();
    const line = await add(c, [{ sku: 'BAG-0091', quantity: 1.5 }]);
    expect(line.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
    const grouped = await gql(
      app,
      '{ products(filter:{sku:{eq:"GROUPED-KITCHEN"}}){ items { ... on GroupedProduct { items { product { id } } } } } }'
    );
    const partId = grouped.body.data.products.items[0].items[0].product.id;
    const part = await add(c, [{ sku: 'GROUPED-KITCHEN', quantity: 1, selected_options: [b64(`grouped/${partId}/1.5`)] }]);
    expect(part.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
    const whole = await add(c, [{ sku: 'BAG-0091', quantity: 1 }]);
    const uid = whole.cart.items[0].uid;
    const update = await gql(
      app,
      'mutation($c:String!,$u:ID!){ updateCartItems(input:{cart_id:$c, cart_items:[{cart_item_uid:$u, quantity:2.5}]}){ cart { total_quantity } } }',
      { variables: { c, u: uid } }
    );
    expect(update.body.errors?.[0].message).toBe(DECIMAL);
  });

  it('refuses a fractional wish list quantity', async () => {
    const email = await createTestCustomer(app, 'whole');
    const token = (await gql(app, `mutation { generateCustomerToken(email:"${email}", password:"Secret123!"){ token } }`)).body.data
      .generateCustomerToken.token;
    const headers = { authorization: `Bearer ${token}` };
    const id = (await gql(app, '{ customer { wishlist { id } } }', { headers })).body.data.customer.wishlist.id;
    const add = (quantity: number) =>
      gql(
        app,
        'mutation($w:ID!,$q:Float!){ addProductsToWishlist(wishlistId:$w, wishlistItems:[{sku:"BAG-0091", quantity:$q}]){ wishlist { items_v2 { items { quantity } } } user_errors { code message } } }',
        { variables: { w: id, q: quantity }, headers }
      );
    const refused = (await add(0.5)).body.data.addProductsToWishlist;
    expect(refused.user_errors).toEqual([{ code: 'UNDEFINED', message: DECIMAL }]);
    expect(refused.wishlist.items_v2.items).toEqual([]);
    expect((await add(2)).body.data.addProductsToWishlist.wishlist.items_v2.items).toEqual([{ quantity: 2 }]);
  });
});
