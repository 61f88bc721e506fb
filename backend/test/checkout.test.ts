import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json, AUSTIN_ADDRESS } from './helpers';
import { clock } from '../domain/auth';
import { SAMPLE_CUSTOMER } from '../seed/content';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ADDRESS = {
  firstname: 'Ann',
  lastname: 'Lee',
  street: ['1 Main St'],
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
  country_code: 'US',
  telephone: '5550100'
};
const newCart = async (headers?: Record<string, string>) =>
  (await gql(app, 'mutation { createEmptyCart }', { headers })).body.data.createEmptyCart as string;
const add = (c: string, sku: string, quantity: number, headers?: Record<string, string>) =>
  gql(
    app,
    'mutation($c:String!,$s:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:$s, quantity:$q}]){ cart { total_quantity } user_errors { code message } } }',
    { variables: { c, s: sku, q: quantity }, headers }
  );
const token = async (email: string, password: string, clientIp?: string) =>
  (
    await gql(app, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
      variables: { e: email, p: password },
      clientIp
    })
  ).body;

async function readyGuestCart(sku: string, qty: number) {
  const c = await newCart();
  await add(c, sku, qty);
  const v = { c };
  await gql(app, 'mutation($c:String!){ setGuestEmailOnCart(input:{cart_id:$c, email:"g@example.com"}){ cart { id } } }', { variables: v });
  await gql(
    app,
    'mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } } }',
    { variables: { c, a: ADDRESS } }
  );
  await gql(app, 'mutation($c:String!){ setBillingAddressOnCart(input:{cart_id:$c, billing_address:{same_as_shipping:true}}){ cart { id } } }', {
    variables: v
  });
  await gql(
    app,
    'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
    { variables: v }
  );
  await gql(app, 'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"checkmo"}}){ cart { id } } }', {
    variables: v
  });
  return c;
}
const place = (c: string) =>
  gql(app, 'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ order { order_number } errors { code message } } }', { variables: { c } });
const stockOf = async (sku: string) =>
  (await gql(app, `{ products(filter:{sku:{eq:"${sku}"}}){ items { stock_status quantity } } }`, { method: 'POST' })).body.data.products.items[0];

describe('cart', () => {
  it('adds, updates and removes items; checks stock; applies the coupon; totals with flat rate shipping', async () => {
    const c = await newCart();
    expect((await add(c, 'BAG-0091', 2)).body.data.addProductsToCart.cart.total_quantity).toBe(2);
    expect((await add(c, 'BAG-0091', 9000)).body.data.addProductsToCart.user_errors[0]).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'The requested qty is not available'
    });
    const cart = (
      await gql(app, 'query($c:String!){ cart(cart_id:$c){ items { uid quantity } prices { subtotal_excluding_tax { value } } } }', {
        variables: { c }
      })
    ).body.data.cart;
    const uid = cart.items[0].uid;
    const up = await gql(
      app,
      'mutation($c:String!,$u:ID!){ updateCartItems(input:{cart_id:$c, cart_items:[{cart_item_uid:$u, quantity:3}]}){ cart { total_quantity } } }',
      { variables: { c, u: uid } }
    );
    expect(up.body.data.updateCartItems.cart.total_quantity).toBe(3);
    const coupon = await gql(
      app,
      'mutation($c:String!){ applyCouponToCart(input:{cart_id:$c, coupon_code:"WELCOME10"}){ cart { applied_coupons { code } prices { discounts { label } } } } }',
      { variables: { c } }
    );
    expect(coupon.body.data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    const badCoupon = await gql(app, 'mutation($c:String!){ applyCouponToCart(input:{cart_id:$c, coupon_code:"NOPE"}){ cart { id } } }', {
      variables: { c }
    });
    expect(badCoupon.body.errors![0].message).toMatch(/coupon/);
    const rm = await gql(app, 'mutation($c:String!,$u:ID!){ removeItemFromCart(input:{cart_id:$c, cart_item_uid:$u}){ cart { total_quantity } } }', {
      variables: { c, u: uid }
    });
    expect(rm.body.data.removeItemFromCart.cart.total_quantity).toBe(0);
  });

  it('adds configurable products by parent_sku and by selected options', async () => {
    const c = await newCart();
    const r = await gql(
      app,
      `mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"DRE-0001-BLACK-S", parent_sku:"DRE-0001", quantity:1},
      {sku:"DRE-0001", quantity:1, selected_options:["Y29uZmlndXJhYmxlLzkzLzUw","Y29uZmlndXJhYmxlLzE0NC83Mg=="]}]){
      cart { items { ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } } } } user_errors { message } } }`,
      { variables: { c } }
    );
    expect(r.body.data.addProductsToCart.user_errors).toEqual([]);
    expect(r.body.data.addProductsToCart.cart.items.map((i: Json) => i.configured_variant.sku)).toEqual(['DRE-0001-BLACK-S', 'DRE-0001-BLACK-M']);
  });

  it('keeps carts to their owners, with Magento messages', async () => {
    const missing = await gql(app, '{ cart(cart_id:"nope"){ id } }');
    expect(missing.body.errors![0]).toMatchObject({
      message: 'Could not find a cart with ID "nope"',
      extensions: { category: 'graphql-no-such-entity' }
    });
    const { data } = await token(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    const auth = { authorization: `Bearer ${data.generateCustomerToken.token}` };
    const mine = (await gql(app, '{ customerCart { id } }', { headers: auth })).body.data.customerCart.id;
    const asGuest = await gql(app, 'query($c:String!){ cart(cart_id:$c){ id } }', { variables: { c: mine } });
    expect(asGuest.body.errors![0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${mine}"`,
      extensions: { category: 'graphql-authorization' }
    });
    const guest = await newCart();
    const otherStore = await gql(app, 'query($c:String!){ cart(cart_id:$c){ id } }', { variables: { c: guest }, headers: { store: 'fr' } });
    expect(otherStore.body.errors![0].message).toBe(`Wrong store code specified for cart "${guest}"`);
    await add(guest, 'BAG-0091', 1);
    const merged = await gql(app, 'mutation($s:String!,$d:String!){ mergeCarts(source_cart_id:$s, destination_cart_id:$d){ total_quantity } }', {
      variables: { s: guest, d: mine },
      headers: auth
    });
    expect(merged.body.data.mergeCarts.total_quantity).toBeGreaterThanOrEqual(1);
    expect((await gql(app, 'query($c:String!){ cart(cart_id:$c){ id } }', { variables: { c: guest } })).body.errors![0].message).toBe(
      "The cart isn't active."
    );
  });

  it('places an order once, numbers it, decrements stock and deactivates the cart', async () => {
    const before = (await stockOf('KIT-0131')).quantity;
    const c = await readyGuestCart('KIT-0131', 1);
    const r = await place(c);
    expect(r.body.data.placeOrder.order.order_number).toMatch(/^\d{9}$/);
    expect((await stockOf('KIT-0131')).quantity).toBe(before - 1);
    expect((await place(c)).body.data.placeOrder.errors[0].code).toBe('CART_NOT_ACTIVE');
    expect((await place('nope')).body.data.placeOrder.errors[0].code).toBe('CART_NOT_FOUND');
  });

  it('never oversells: parallel orders for the last items succeed exactly as often as there is stock', async () => {
    const sku = 'KIT-0132';
    const stock = (await stockOf(sku)).quantity as number;
    const carts = [];
    for (let i = 0; i < stock + 5; i++) carts.push(await readyGuestCart(sku, 1));
    const results = await Promise.all(carts.map(place));
    const ok = results.filter((r) => r.body.data.placeOrder.order).length;
    expect(ok).toBe(stock);
    expect(await stockOf(sku)).toMatchObject({ quantity: 0, stock_status: 'OUT_OF_STOCK' });
  }, 30000);
});

describe('REST checkout', () => {
  it('saves shipping information and places the order with payment information', async () => {
    const c = await newCart();
    await add(c, 'BAG-0091', 1);
    const ship = await app.inject({
      method: 'POST',
      url: `/rest/default/V1/guest-carts/${c}/shipping-information`,
      payload: {
        addressInformation: {
          shipping_address: AUSTIN_ADDRESS,
          billing_address: AUSTIN_ADDRESS,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate'
        }
      }
    });
    expect(ship.statusCode).toBe(200);
    expect(ship.json().payment_methods).toContainEqual({ code: 'checkmo', title: 'Check / Money order' });
    expect(ship.json().totals.shipping_amount).toBe(5);
    const pay = await app.inject({
      method: 'POST',
      url: `/rest/V1/guest-carts/${c}/payment-information`,
      payload: {
        cartId: c,
        email: 'g@example.com',
        paymentMethod: { method: 'checkmo', additional_data: { payment_method_nonce: 'x' } },
        billingAddress: AUSTIN_ADDRESS
      }
    });
    expect(pay.statusCode).toBe(200);
    // As Magento: the order's entity id as a JSON string; the number (increment id) is the placed cart's reserved_order_id.
    expect(pay.json()).toMatch(/^\d+$/);
    const placed = await app.inject({ method: 'GET', url: `/rest/V1/guest-carts/${c}` });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ is_active: false, reserved_order_id: pay.json().padStart(9, '0') });
  });

  it('answers the entity id of the order a customer then finds by its uid in their order history', async () => {
    const { data } = await token(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    const auth = { authorization: `Bearer ${data.generateCustomerToken.token}` };
    const mine = (await gql(app, '{ customerCart { id } }', { headers: auth })).body.data.customerCart.id;
    await add(mine, 'BAG-0091', 1, auth);
    await app.inject({
      method: 'POST',
      url: '/rest/V1/carts/mine/shipping-information',
      headers: auth,
      payload: {
        addressInformation: {
          shipping_address: AUSTIN_ADDRESS,
          billing_address: AUSTIN_ADDRESS,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate'
        }
      }
    });
    const pay = await app.inject({
      method: 'POST',
      url: '/rest/V1/carts/mine/payment-information',
      headers: auth,
      payload: { cartId: mine, paymentMethod: { method: 'checkmo', additional_data: {} }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(pay.statusCode).toBe(200);
    const orders = (
      await gql(app, '{ customer { orders(pageSize: 5, sort: { sort_field: CREATED_AT, sort_direction: DESC }) { items { id number } } } }', {
        headers: auth
      })
    ).body.data.customer.orders.items;
    expect(Buffer.from(orders[0].id, 'base64').toString()).toBe(pay.json());
    expect(orders[0].number).toBe(pay.json().padStart(9, '0'));
  });

  it('answers with Magento REST errors: 404 unknown cart, 401 without token, 400 bad input', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/rest/V1/guest-carts/nope/shipping-information', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'nope' }
    });
    expect((await app.inject({ method: 'POST', url: '/rest/V1/carts/mine/payment-information', payload: {} })).statusCode).toBe(401);
    const c = await newCart();
    // An empty cart is refused before its address is looked at (Magento's validateQuote): give it an item.
    await add(c, 'BAG-0091', 1);
    const bad = await app.inject({
      method: 'POST',
      url: `/rest/V1/guest-carts/${c}/shipping-information`,
      payload: { addressInformation: { shipping_address: { country_id: 'US' } } }
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/required/);
    const malformed = await app.inject({
      method: 'POST',
      url: `/rest/V1/guest-carts/${c}/shipping-information`,
      headers: { 'content-type': 'application/json' },
      payload: '{'
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('REST input limits (the same as GraphQL)', () => {
  const shipping = (c: string, shipping_address: unknown) =>
    app.inject({
      method: 'POST',
      url: `/rest/V1/guest-carts/${c}/shipping-information`,
      payload: { addressInformation: { shipping_address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } }
    });
  const shippingAddresses = async (c: string) =>
    (await gql(app, 'query($c:String!){ cart(cart_id:$c){ shipping_addresses { firstname street } } }', { variables: { c } })).body.data.cart
      .shipping_addresses;

  it('refuses a 200 kB first name and 100 kB street lines with 400 in REST shape, and stores nothing', async () => {
    const c = await newCart();
    await add(c, 'BAG-0091', 1);
    const name = await shipping(c, { ...AUSTIN_ADDRESS, firstname: 'A'.repeat(200_000) });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({ message: '"%1" length must be equal or less than %2 characters.', parameters: ['firstname', 255] });
    const street = await shipping(c, { ...AUSTIN_ADDRESS, street: ['s'.repeat(100_000), 't'.repeat(100_000)] });
    expect(street.statusCode).toBe(400);
    expect(street.json()).toEqual({ message: '"%1" length must be equal or less than %2 characters.', parameters: ['street', 255] });
    expect(await shippingAddresses(c)).toEqual([]);
    // GraphQL says the same, filled in, as before.
    const graphql = await gql(
      app,
      'mutation($c:String!,$s:[String]!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:{firstname:"A", lastname:"B", street:$s, city:"X", country_code:"US", region:"TX", postcode:"1", telephone:"1", save_in_address_book:false}}]}){ cart { id } } }',
      { variables: { c, s: ['s'.repeat(100_000)] } }
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: '"street" length must be equal or less than 255 characters.',
      extensions: { category: 'graphql-input' }
    });
    // At the limit, it is stored.
    expect((await shipping(c, { ...AUSTIN_ADDRESS, firstname: 'A'.repeat(255) })).statusCode).toBe(200);
    expect((await shippingAddresses(c))[0].firstname).toHaveLength(255);
  });

  it('caps e-mails at 254 and every other string of the body, billing address and payment data included', async () => {
    const c = await newCart();
    await add(c, 'BAG-0091', 1);
    expect((await shipping(c, AUSTIN_ADDRESS)).statusCode).toBe(200);
    const pay = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/rest/V1/guest-carts/${c}/payment-information`,
        payload: { email: 'g@example.com', paymentMethod: { method: 'checkmo' }, ...payload }
      });
    expect((await pay({ email: `${'e'.repeat(250)}@example.com` })).json()).toEqual({
      message: '"%1" length must be equal or less than %2 characters.',
      parameters: ['email', 254]
    });
    expect((await pay({ billingAddress: { ...AUSTIN_ADDRESS, city: 'c'.repeat(256) } })).json().parameters).toEqual(['city', 255]);
    expect((await pay({ paymentMethod: { method: 'checkmo', additional_data: { nonce: 'n'.repeat(300_000) } } })).json().parameters).toEqual([
      'nonce',
      255
    ]);
    // Any key of the body has a cap, even one named like a property every object has.
    expect((await pay({ paymentMethod: { method: 'checkmo', additional_data: { constructor: 'n'.repeat(300) } } })).json().parameters).toEqual([
      'constructor',
      255
    ]);
    // Nothing was ordered: the cart still takes the order.
    expect((await pay({})).statusCode).toBe(200);
  });

  it('answers 400, never 500, to a body nested 100,000 deep', async () => {
    const c = await newCart();
    const deep = await app.inject({
      method: 'POST',
      url: `/rest/V1/guest-carts/${c}/shipping-information`,
      headers: { 'content-type': 'application/json' },
      payload: `{"addressInformation":{"extension_attributes":${'['.repeat(100_000)}"${'x'.repeat(300)}"${']'.repeat(100_000)}}}`
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: '"%1" length must be equal or less than %2 characters.', parameters: ['extension_attributes', 255] });
  });
});

describe('customers', () => {
  const email = 'new.person@example.com';
  const password = 'Secret123!';
  it('creates an account, signs in, reads and updates the customer, revokes the token', async () => {
    const weak = await gql(
      app,
      'mutation { createCustomerV2(input:{email:"w@example.com", firstname:"W", lastname:"X", password:"abc"}){ customer { email } } }'
    );
    expect(weak.body.errors![0].extensions.category).toBe('graphql-input');
    const created = await gql(
      app,
      `mutation { createCustomerV2(input:{email:"${email}", firstname:"New", lastname:"Person", password:"${password}", is_subscribed:true}){ customer { email is_subscribed } } }`
    );
    expect(created.body.data.createCustomerV2.customer).toEqual({ email, is_subscribed: true });
    const again = await gql(
      app,
      `mutation { createCustomerV2(input:{email:"${email}", firstname:"New", lastname:"Person", password:"${password}"}){ customer { email } } }`
    );
    expect(again.body.errors![0].extensions.category).toBe('graphql-already-exists');
    const t = (await token(email, password)).data.generateCustomerToken.token;
    const auth = { authorization: `Bearer ${t}` };
    expect((await gql(app, '{ customer { firstname } }', { headers: auth })).body.data.customer.firstname).toBe('New');
    const addr = await gql(
      app,
      'mutation { createCustomerAddress(input:{firstname:"N", lastname:"P", street:["2 Elm"], city:"Austin", region:{region_code:"TX"}, postcode:"78701", country_code:US, telephone:"1", default_shipping:true}){ id region { region_code } } }',
      { headers: auth }
    );
    expect(addr.body.data.createCustomerAddress.region.region_code).toBe('TX');
    const c = await gql(app, '{ customer { addresses { city default_shipping } orders { total_count } wishlists { items_count } } }', {
      headers: auth
    });
    expect(c.body.data.customer).toEqual({
      addresses: [{ city: 'Austin', default_shipping: true }],
      orders: { total_count: 0 },
      wishlists: [{ items_count: 0 }]
    });
    await gql(app, 'mutation { revokeCustomerToken { result } }', { headers: auth });
    expect((await gql(app, '{ customer { firstname } }', { headers: auth })).body.errors![0].extensions.category).toBe('graphql-authorization');
  });

  it('expires tokens after an hour and shuts a client out of an account after 6 failures for 30 minutes', async () => {
    const real = clock.now;
    try {
      const t = (await token(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password)).data.generateCustomerToken.token;
      const start = Date.now();
      clock.now = () => start + 61 * 60 * 1000;
      expect((await gql(app, '{ customer { email } }', { headers: { authorization: `Bearer ${t}` } })).body.errors).toBeDefined();
      // One client may try an account 5 times a minute: the 6th failure comes a minute later.
      const client = '192.0.2.61';
      for (let i = 0; i < 5; i++) expect((await token(email, 'wrong', client)).errors![0].extensions.category).toBe('graphql-authentication');
      clock.now = () => start + 62 * 60 * 1000;
      expect((await token(email, 'wrong', client)).errors![0].extensions.category).toBe('graphql-authentication');
      expect((await token(email, password, client)).errors).toBeDefined();
      clock.now = () => start + 93 * 60 * 1000;
      expect((await token(email, password, client)).data.generateCustomerToken.token).toBeTruthy();
    } finally {
      clock.now = real;
    }
  });

  it('writes password-reset and contact mails to the outbox; newsletter twice is handled', async () => {
    expect((await gql(app, `mutation { requestPasswordResetEmail(email:"${email}") }`)).body.data.requestPasswordResetEmail).toBe(true);
    const outbox = path.join(dataDir, 'outbox');
    const mail = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .find((m) => m.includes('createPassword'))!;
    const resetToken = /token=([\w-]+)/.exec(mail)![1];
    const reset = await gql(app, `mutation { resetPassword(email:"${email}", resetPasswordToken:"${resetToken}", newPassword:"Another123!") }`);
    expect(reset.body.data.resetPassword).toBe(true);
    expect((await token(email, 'Another123!')).data.generateCustomerToken.token).toBeTruthy();
    const contact = await gql(app, 'mutation { contactUs(input:{name:"Ann", email:"ann@example.com", comment:"Hello"}){ status } }');
    expect(contact.body.data.contactUs.status).toBe(true);
    // Besides the order confirmations of the orders placed above: one reset mail, one contact mail.
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.filter((m) => !m.includes('Subject: Your Sample Shop order confirmation'))).toHaveLength(2);
    const sub = 'mutation { subscribeEmailToNewsletter(email:"news@example.com"){ status } }';
    expect((await gql(app, sub)).body.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    expect((await gql(app, sub)).body.errors![0]).toMatchObject({
      message: 'This email address is already subscribed.',
      extensions: { category: 'graphql-input' }
    });
  });
});
