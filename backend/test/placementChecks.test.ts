import type { FastifyInstance } from 'fastify';
import { testShops, gql, createTestCustomer, type Json } from './helpers';

/**
 * placeOrder checks the payment method again, as Magento's QuoteManagement::placeOrder does (issue 40, finding 1):
 * each test sets a method while the cart allows it, then changes the cart so that it no longer does, then places.
 */

const AUSTIN = {
  firstname: 'Ann',
  lastname: 'Lee',
  street: ['1 Main St'],
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
  country_code: 'US',
  telephone: '5550100'
};
const PARIS = {
  firstname: 'Zoé',
  lastname: 'Roy',
  street: ['2 rue de Rivoli'],
  city: 'Paris',
  postcode: '75001',
  country_code: 'FR',
  telephone: '0102030405'
};
const REFUSED = { code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: The requested Payment Method is not available.' };

const shop = testShops();

/** Runs one mutation or query; fails the test on a GraphQL error. */
async function ok(app: FastifyInstance, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const r = await gql(app, query, { variables, headers });
  expect(r.body.errors).toBeUndefined();
  return r.body.data as Json;
}

const addBags = (app: FastifyInstance, c: string, qty: number, headers: Record<string, string>) =>
  ok(
    app,
    'mutation($c:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:$q}]){ user_errors { message } } }',
    { c, q: qty },
    headers
  );

const setPayment = (app: FastifyInstance, c: string, method: object, headers: Record<string, string>) =>
  ok(
    app,
    'mutation($c:String!,$m:PaymentMethodInput!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:$m}){ cart { id } } }',
    { c, m: method },
    headers
  );

const setBilling = (app: FastifyInstance, c: string, address: object, headers: Record<string, string>) =>
  ok(
    app,
    'mutation($c:String!,$a:CartAddressInput!){ setBillingAddressOnCart(input:{cart_id:$c, billing_address:{address:$a}}){ cart { id } } }',
    { c, a: address },
    headers
  );

/** Shipping address (Austin) and flat rate; a guest's e-mail too. */
async function shipTo(app: FastifyInstance, c: string, headers: Record<string, string>, guest = true) {
  if (guest) await ok(app, 'mutation($c:String!){ setGuestEmailOnCart(input:{cart_id:$c, email:"g@example.com"}){ cart { id } } }', { c }, headers);
  await ok(
    app,
    'mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } } }',
    { c, a: AUSTIN },
    headers
  );
  await ok(
    app,
    'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
    { c },
    headers
  );
}

async function place(app: FastifyInstance, c: string, headers: Record<string, string>) {
  const r = await gql(app, 'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ order { order_number } errors { code message } } }', {
    variables: { c },
    headers
  });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.placeOrder as { order: { order_number: string } | null; errors: { code: string; message: string }[] };
}

const newGuestCart = async (app: FastifyInstance, headers: Record<string, string>) =>
  (await ok(app, 'mutation { createEmptyCart }', {}, headers)).createEmptyCart as string;

describe('the sample shop', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await shop()));
  const guest = { store: 'default' };

  it('refuses `free` set on an empty cart once items are added (no order for $415 paid by nothing)', async () => {
    const c = await newGuestCart(app, guest);
    await setPayment(app, c, { code: 'free' }, guest);
    await addBags(app, c, 3, guest);
    await shipTo(app, c, guest);
    await setBilling(app, c, AUSTIN, guest);
    expect(await place(app, c, guest)).toEqual({ order: null, errors: [REFUSED] });
    // The cart stays open: with a method that may pay for it, it is placed.
    await setPayment(app, c, { code: 'checkmo' }, guest);
    expect((await place(app, c, guest)).order?.order_number).toMatch(/^\d{9}$/);
  });

  it('refuses a purchase order (US only) once the billing address moved to France', async () => {
    const c = await newGuestCart(app, guest);
    await addBags(app, c, 1, guest);
    await shipTo(app, c, guest);
    await setBilling(app, c, AUSTIN, guest);
    await setPayment(app, c, { code: 'purchaseorder', purchase_order_number: 'PO-1' }, guest);
    await setBilling(app, c, PARIS, guest);
    expect(await place(app, c, guest)).toEqual({ order: null, errors: [REFUSED] });
  });

  it('refuses a purchase order set in default once the customer’s cart is asked in fr, where it is disabled', async () => {
    const email = await createTestCustomer(app, 'placement');
    const token = (await ok(app, `mutation { generateCustomerToken(email:"${email}", password:"Secret123!"){ token } }`, {}, {}))
      .generateCustomerToken.token as string;
    const inDefault = { authorization: `Bearer ${token}`, store: 'default' };
    const inFr = { ...inDefault, store: 'fr' };
    const c = (await ok(app, '{ customerCart { id } }', {}, inDefault)).customerCart.id as string;
    await addBags(app, c, 1, inDefault);
    await shipTo(app, c, inDefault, false);
    await setBilling(app, c, AUSTIN, inDefault);
    await setPayment(app, c, { code: 'purchaseorder', purchase_order_number: 'PO-2' }, inDefault);
    expect((await ok(app, '{ customerCart { id } }', {}, inFr)).customerCart.id).toBe(c);
    expect(await place(app, c, inFr)).toEqual({ order: null, errors: [REFUSED] });
  });
});

describe('a shop with order total limits', () => {
  let app: FastifyInstance;
  beforeAll(
    async () =>
      (app = await shop((db) => {
        const row = db.prepare("SELECT config FROM store WHERE code = 'default'").get() as { config: string };
        const config = JSON.parse(row.config);
        config.payment.cashondelivery = { ...config.payment.cashondelivery, active: true, min_order_total: 200, max_order_total: 500 };
        db.prepare("UPDATE store SET config = ? WHERE code = 'default'").run(JSON.stringify(config));
      }))
  );
  const guest = { store: 'default' };

  it('refuses cash on delivery ($200-$500) once the cart grew past its maximum', async () => {
    // BAG-0091 is $138.57 and flat rate $5 an item: 2 → $287.14, 4 → $546.57.
    const c = await newGuestCart(app, guest);
    await addBags(app, c, 2, guest);
    await shipTo(app, c, guest);
    await setBilling(app, c, AUSTIN, guest);
    await setPayment(app, c, { code: 'cashondelivery' }, guest);
    await addBags(app, c, 2, guest);
    expect(await place(app, c, guest)).toEqual({ order: null, errors: [REFUSED] });
  });

  it('refuses it below its minimum too (an item removed after the method was set)', async () => {
    const c = await newGuestCart(app, guest);
    await addBags(app, c, 2, guest);
    await shipTo(app, c, guest);
    await setBilling(app, c, AUSTIN, guest);
    await setPayment(app, c, { code: 'cashondelivery' }, guest);
    const item = (await ok(app, 'query($c:String!){ cart(cart_id:$c){ items { uid } } }', { c }, guest)).cart.items[0].uid as string;
    await ok(
      app,
      'mutation($c:String!,$u:ID!){ updateCartItems(input:{cart_id:$c, cart_items:[{cart_item_uid:$u, quantity:1}]}){ cart { id } } }',
      { c, u: item },
      guest
    );
    expect(await place(app, c, guest)).toEqual({ order: null, errors: [REFUSED] });
  });
});
