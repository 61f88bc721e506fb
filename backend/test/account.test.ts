import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';
import { SAMPLE_CUSTOMER, SAMPLE_PAYMENT_TOKENS } from '../seed/content';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const signIn = async (email: string, password: string) =>
  (
    await gql(app, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
      variables: { e: email, p: password }
    })
  ).body;
const bearer = async (email: string, password: string): Promise<Headers> => ({
  authorization: `Bearer ${(await signIn(email, password)).data.generateCustomerToken.token}`
});
async function newCustomer(email: string, password = 'Secret123!'): Promise<Headers> {
  const r = await gql(
    app,
    'mutation($e:String!,$p:String!){ createCustomerV2(input:{email:$e, firstname:"Ann", lastname:"Lee", password:$p}){ customer { email } } }',
    { variables: { e: email, p: password } }
  );
  expect(r.body.errors).toBeUndefined();
  return bearer(email, password);
}
const firstError = (body: { errors?: { message: string; extensions: { category: string } }[] }) => ({
  message: body.errors?.[0]?.message,
  category: body.errors?.[0]?.extensions.category
});
const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };

describe('updateCustomerV2', () => {
  it('updates names, date of birth and the newsletter flag of the signed-in customer only', async () => {
    const auth = await newCustomer('update.me@example.com');
    const m =
      'mutation($i:CustomerUpdateInput!){ updateCustomerV2(input:$i){ customer { firstname lastname middlename date_of_birth is_subscribed email } } }';
    const r = await gql(app, m, {
      variables: { i: { firstname: 'Anna', lastname: 'Leigh', middlename: 'B', date_of_birth: '1990-04-01', is_subscribed: true } },
      headers: auth
    });
    expect(r.body.data.updateCustomerV2.customer).toEqual({
      firstname: 'Anna',
      lastname: 'Leigh',
      middlename: 'B',
      date_of_birth: '1990-04-01',
      is_subscribed: true,
      email: 'update.me@example.com'
    });
    const off = await gql(app, m, { variables: { i: { is_subscribed: false } }, headers: auth });
    expect(off.body.data.updateCustomerV2.customer).toMatchObject({ firstname: 'Anna', is_subscribed: false });
    const empty = await gql(app, m, { variables: { i: { firstname: '  ' } }, headers: auth });
    expect(firstError(empty.body)).toEqual({ message: '"firstname" is required. Enter and try again.', category: 'graphql-input' });
    expect(firstError((await gql(app, m, { variables: { i: { firstname: 'X' } } })).body)).toEqual(NOT_AUTHORIZED);
  });
});

describe('updateCustomerEmail', () => {
  const m = 'mutation($e:String!,$p:String!){ updateCustomerEmail(email:$e, password:$p){ customer { email } } }';
  it('needs the current password, a valid and free address; then the new address signs in', async () => {
    const auth = await newCustomer('old.mail@example.com');
    const wrong = await gql(app, m, { variables: { e: 'new.mail@example.com', p: 'Nope12345!' }, headers: auth });
    expect(firstError(wrong.body)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    const invalid = await gql(app, m, { variables: { e: 'not-an-email', p: 'Secret123!' }, headers: auth });
    expect(firstError(invalid.body)).toEqual({ message: '"not-an-email" is not a valid email address.', category: 'graphql-input' });
    const taken = await gql(app, m, { variables: { e: SAMPLE_CUSTOMER.email, p: 'Secret123!' }, headers: auth });
    expect(firstError(taken.body)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.',
      category: 'graphql-already-exists'
    });
    const ok = await gql(app, m, { variables: { e: 'new.mail@example.com', p: 'Secret123!' }, headers: auth });
    expect(ok.body.data.updateCustomerEmail.customer.email).toBe('new.mail@example.com');
    expect((await signIn('new.mail@example.com', 'Secret123!')).data.generateCustomerToken.token).toBeTruthy();
    expect((await signIn('old.mail@example.com', 'Secret123!')).errors).toBeDefined();
    expect(firstError((await gql(app, m, { variables: { e: 'x@example.com', p: 'Secret123!' } })).body)).toEqual(NOT_AUTHORIZED);
  });
});

describe('changeCustomerPassword', () => {
  const m = 'mutation($c:String!,$n:String!){ changeCustomerPassword(currentPassword:$c, newPassword:$n){ email } }';
  it('rejects a wrong current password and weak new passwords; the new password then signs in', async () => {
    const email = 'change.pw@example.com';
    const auth = await newCustomer(email);
    const wrong = await gql(app, m, { variables: { c: 'Wrong1234!', n: 'Brand-new-42' }, headers: auth });
    expect(firstError(wrong.body)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    const short = await gql(app, m, { variables: { c: 'Secret123!', n: 'Ab1!' }, headers: auth });
    expect(firstError(short.body)).toEqual({
      message: 'The password needs at least 8 characters. Create a new password and try again.',
      category: 'graphql-input'
    });
    const twoClasses = await gql(app, m, { variables: { c: 'Secret123!', n: 'alllowercase1' }, headers: auth });
    expect(firstError(twoClasses.body)).toEqual({
      message:
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      category: 'graphql-input'
    });
    const sameAsEmail = await gql(app, m, { variables: { c: 'Secret123!', n: email.toUpperCase() }, headers: auth });
    expect(firstError(sameAsEmail.body).category).toBe('graphql-input');
    const ok = await gql(app, m, { variables: { c: 'Secret123!', n: 'Brand-new-42' }, headers: auth });
    expect(ok.body.data.changeCustomerPassword.email).toBe(email);
    expect((await signIn(email, 'Brand-new-42')).data.generateCustomerToken.token).toBeTruthy();
    expect((await signIn(email, 'Secret123!')).errors).toBeDefined();
  });

  it('counts wrong current passwords towards the lock of that session, like a failed sign-in', async () => {
    const auth = await newCustomer('lock.me@example.com');
    for (let i = 0; i < 6; i++) {
      expect(firstError((await gql(app, m, { variables: { c: 'Wrong1234!', n: 'Brand-new-42' }, headers: auth })).body).message).toBe(
        'Invalid login or password.'
      );
    }
    const locked = await gql(app, m, { variables: { c: 'Secret123!', n: 'Brand-new-42' }, headers: auth });
    expect(firstError(locked.body)).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
    // The session that guessed is shut out, not the owner: a sign-in from elsewhere still works.
    expect((await signIn('lock.me@example.com', 'Secret123!')).data.generateCustomerToken.token).toBeTruthy();
  });
});

describe('customer addresses', () => {
  const fields = 'id firstname city street postcode country_code region { region_code region_id } default_shipping default_billing';
  const create = (input: object, headers: Headers) =>
    gql(app, `mutation($i:CustomerAddressInput!){ createCustomerAddress(input:$i){ ${fields} } }`, { variables: { i: input }, headers });
  const update = (id: number, input: object, headers: Headers) =>
    gql(app, `mutation($id:Int!,$i:CustomerAddressInput){ updateCustomerAddress(id:$id, input:$i){ ${fields} } }`, {
      variables: { id, i: input },
      headers
    });
  const remove = (id: number, headers: Headers) => gql(app, 'mutation($id:Int!){ deleteCustomerAddress(id:$id) }', { variables: { id }, headers });
  const HOME = {
    firstname: 'Ann',
    lastname: 'Lee',
    street: ['1 Main St'],
    city: 'Austin',
    region: { region_code: 'TX' },
    postcode: '78701',
    country_code: 'US',
    telephone: '5550100'
  };

  it("creates, updates and deletes the own addresses; keeps defaults; refuses other customers' addresses", async () => {
    const mine = await newCustomer('addresses@example.com');
    const other = await bearer(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    const home = (await create({ ...HOME, default_shipping: true, default_billing: true }, mine)).body.data.createCustomerAddress;
    expect(home).toMatchObject({ city: 'Austin', country_code: 'US', region: { region_code: 'TX' }, default_shipping: true, default_billing: true });
    const work = (await create({ ...HOME, city: 'Dallas', street: ['2 Elm St'], postcode: '75201' }, mine)).body.data.createCustomerAddress;
    expect(work).toMatchObject({ city: 'Dallas', default_shipping: false });
    const missing = await create({ ...HOME, city: '' }, mine);
    expect(firstError(missing.body).category).toBe('graphql-input');

    const moved = (await update(work.id, { city: 'Houston', postcode: '77002' }, mine)).body.data.updateCustomerAddress;
    expect(moved).toMatchObject({ id: work.id, city: 'Houston', postcode: '77002', street: ['2 Elm St'], region: { region_code: 'TX' } });

    const denied = { message: `Current customer does not have permission to address with ID "${work.id}"`, category: 'graphql-authorization' };
    expect(firstError((await update(work.id, { city: 'Elsewhere' }, other)).body)).toEqual(denied);
    expect(firstError((await remove(work.id, other)).body)).toEqual(denied);
    expect(firstError((await update(work.id, { city: 'Elsewhere' }, {})).body)).toEqual(NOT_AUTHORIZED);
    expect(firstError((await remove(999999, mine)).body)).toEqual({
      message: 'Could not find a address with ID "999999"',
      category: 'graphql-no-such-entity'
    });

    expect(firstError((await remove(home.id, mine)).body)).toEqual({
      message: `Customer Address ${home.id} is set as default billing address and can not be deleted`,
      category: 'graphql-input'
    });
    expect((await remove(work.id, mine)).body.data.deleteCustomerAddress).toBe(true);
    const left = await gql(app, '{ customer { addresses { id city } default_shipping default_billing } }', { headers: mine });
    expect(left.body.data.customer).toEqual({
      addresses: [{ id: home.id, city: 'Austin' }],
      default_shipping: String(home.id),
      default_billing: String(home.id)
    });
  });
});

describe('wish list', () => {
  const add = (id: string, items: object[], headers: Headers) =>
    gql(
      app,
      `mutation($id:ID!,$items:[WishlistItemInput!]!){ addProductsToWishlist(wishlistId:$id, wishlistItems:$items){
    wishlist { items_count items_v2 { items { id quantity product { sku } } } } user_errors { code message } } }`,
      { variables: { id, items }, headers }
    );
  const remove = (id: string, ids: string[], headers: Headers) =>
    gql(
      app,
      `mutation($id:ID!,$ids:[ID!]!){ removeProductsFromWishlist(wishlistId:$id, wishlistItemsIds:$ids){
    wishlist { items_count items_v2 { items { id product { sku } } } } user_errors { code message } } }`,
      { variables: { id, ids }, headers }
    );

  it('adds simple and configurable products, merges repeats, reports unknown SKUs and removes items', async () => {
    const auth = await newCustomer('wishes@example.com');
    const id = (await gql(app, '{ customer { wishlists { id items_count } } }', { headers: auth })).body.data.customer.wishlists[0].id as string;
    const r = await add(
      id,
      [
        { sku: 'BAG-0091', quantity: 1 },
        { sku: 'DRE-0001-BLACK-S', parent_sku: 'DRE-0001', quantity: 2 },
        { sku: 'NOPE', quantity: 1 }
      ],
      auth
    );
    const out = r.body.data.addProductsToWishlist;
    expect(out.user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' }]);
    expect(out.wishlist.items_count).toBe(2);
    expect(out.wishlist.items_v2.items.map((i: Json) => [i.product.sku, i.quantity])).toEqual([
      ['BAG-0091', 1],
      ['DRE-0001', 2]
    ]);
    const again = (await add(id, [{ sku: 'BAG-0091', quantity: 2 }], auth)).body.data.addProductsToWishlist.wishlist;
    expect(again.items_count).toBe(2);
    expect(again.items_v2.items[0]).toMatchObject({ quantity: 3, product: { sku: 'BAG-0091' } });

    const other = await bearer(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    expect(firstError((await add(id, [{ sku: 'BAG-0091', quantity: 1 }], other)).body)).toEqual({
      message: 'The wishlist was not found.',
      category: 'graphql-no-such-entity'
    });
    expect(firstError((await remove(id, [again.items_v2.items[0].id], other)).body).category).toBe('graphql-no-such-entity');
    expect(firstError((await add(id, [{ sku: 'BAG-0091', quantity: 1 }], {})).body)).toEqual(NOT_AUTHORIZED);

    const removed = (await remove(id, [again.items_v2.items[0].id, '999999'], auth)).body.data.removeProductsFromWishlist;
    expect(removed.wishlist.items_v2.items.map((i: Json) => i.product.sku)).toEqual(['DRE-0001']);
    expect(removed.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Could not find a wishlist item with ID "999999"' }]);
    const c = await gql(app, '{ customer { wishlists { items_count } } }', { headers: auth });
    expect(c.body.data.customer.wishlists).toEqual([{ items_count: 1 }]);
  });
});

describe('stored payment methods', () => {
  const list = (headers: Headers) => gql(app, '{ customerPaymentTokens { items { public_hash payment_method_code type details } } }', { headers });
  const del = (hash: string, headers: Headers) =>
    gql(app, `mutation($h:String!){ deletePaymentToken(public_hash:$h){ result customerPaymentTokens { items { public_hash } } } }`, {
      variables: { h: hash },
      headers
    });

  it("lists the sample customer's tokens, deletes only the own ones", async () => {
    const sample = await bearer(SAMPLE_CUSTOMER.email, SAMPLE_CUSTOMER.password);
    const tokens = (await list(sample)).body.data.customerPaymentTokens.items;
    expect(tokens).toHaveLength(SAMPLE_PAYMENT_TOKENS.length);
    expect(tokens[0]).toMatchObject({ payment_method_code: 'braintree', type: 'card' });
    expect(JSON.parse(tokens[0].details)).toMatchObject({ maskedCC: '1111' });

    const stranger = await newCustomer('no.tokens@example.com');
    expect((await list(stranger)).body.data.customerPaymentTokens.items).toEqual([]);
    const [first, second] = SAMPLE_PAYMENT_TOKENS.map((t) => t.public_hash);
    expect(firstError((await del(first, stranger)).body)).toEqual({
      message: `Could not find a token using public hash: ${first}`,
      category: 'graphql-no-such-entity'
    });
    expect(firstError((await del(first, {})).body)).toEqual(NOT_AUTHORIZED);
    expect(firstError((await list({})).body)).toEqual(NOT_AUTHORIZED);
    expect((await list(sample)).body.data.customerPaymentTokens.items).toHaveLength(2);

    const done = (await del(first, sample)).body.data.deletePaymentToken;
    expect(done).toEqual({ result: true, customerPaymentTokens: { items: [{ public_hash: second }] } });
    expect(firstError((await del(first, sample)).body).category).toBe('graphql-no-such-entity');
  });
});

describe('REST checkout for a signed-in customer (carts/mine)', () => {
  const ADDRESS = {
    firstname: 'Veronica',
    lastname: 'Costello',
    street: ['6146 Honey Bluff Parkway'],
    city: 'Calder',
    region_code: 'TX',
    postcode: '75201',
    country_id: 'US',
    telephone: '5551234567'
  };
  const post = (url: string, payload: object, headers: Headers = {}) => app.inject({ method: 'POST', url, payload, headers });
  const SHIPPING = {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
  };
  const PAYMENT = { paymentMethod: { method: 'banktransfer' }, billingAddress: ADDRESS };

  it("saves shipping information on the customer's cart and places the order with payment information", async () => {
    const auth = await newCustomer('rest.buyer@example.com');
    const cart = (await gql(app, '{ customerCart { id } }', { headers: auth })).body.data.customerCart.id;
    const added = await gql(
      app,
      'mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:2}]){ user_errors { message } } }',
      { variables: { c: cart }, headers: auth }
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);

    const ship = await post('/rest/default/V1/carts/mine/shipping-information', SHIPPING, auth);
    expect(ship.statusCode).toBe(200);
    const details = ship.json();
    expect(details.payment_methods.map((m: Json) => m.code)).toEqual(['checkmo', 'banktransfer', 'purchaseorder']);
    expect(details.totals).toMatchObject({ shipping_amount: 10, items_qty: 2, quote_currency_code: 'USD' });
    expect(details.totals.grand_total).toBeCloseTo(details.totals.subtotal + 10, 2);

    const pay = await post('/rest/V1/carts/mine/payment-information', { cartId: 'ignored', ...PAYMENT }, auth);
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['content-type']).toMatch(/application\/json/);
    const orderId = pay.json();
    expect(orderId).toMatch(/^\d+$/);

    const orders = await gql(
      app,
      '{ customer { orders { total_count items { number email payment_methods { type } total { grand_total { value } } } } } }',
      { headers: auth }
    );
    expect(orders.body.data.customer.orders.total_count).toBe(1);
    expect(orders.body.data.customer.orders.items[0]).toMatchObject({
      number: orderId.padStart(9, '0'),
      email: 'rest.buyer@example.com',
      payment_methods: [{ type: 'banktransfer' }]
    });
    expect(orders.body.data.customer.orders.items[0].total.grand_total.value).toBeCloseTo(details.totals.grand_total, 2);
    // The ordered cart is gone; the customer gets a fresh, empty one.
    const fresh = (await gql(app, '{ customerCart { id total_quantity } }', { headers: auth })).body.data.customerCart;
    expect(fresh).toMatchObject({ total_quantity: 0 });
    expect(fresh.id).not.toBe(cart);
  });

  it('answers 401 without a token, with an unknown or a revoked token, or a non-bearer one', async () => {
    const unauthorized = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } };
    const auth = await newCustomer('rest.revoked@example.com');
    await gql(app, 'mutation { revokeCustomerToken { result } }', { headers: auth });
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic dXNlcjpwYXNz' }, auth]) {
      for (const url of ['/rest/V1/carts/mine/shipping-information', '/rest/default/V1/carts/mine/payment-information']) {
        const r = await post(url, url.includes('shipping') ? SHIPPING : PAYMENT, headers);
        expect([url, r.statusCode]).toEqual([url, 401]);
        expect(r.json()).toEqual(unauthorized);
      }
    }
  });
});
