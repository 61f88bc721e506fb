import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql } from './helpers';
import { clock } from '../domain/auth';
import { SAMPLE_CUSTOMER } from '../seed/content';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

type Headers = Record<string, string>;
const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const signIn = async (): Promise<Headers> => {
  const r = await gql(app, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
    variables: { e: SAMPLE_CUSTOMER.email, p: SAMPLE_CUSTOMER.password }
  });
  return { authorization: `Bearer ${r.body.data.generateCustomerToken.token}` };
};
const guestCart = async () => (await gql(app, 'mutation { createEmptyCart }')).body.data.createEmptyCart as string;

/** Operations that act for a shopper: with a rejected token none of them may run as a guest. */
const SHOPPER_OPERATIONS: [string, string, (cart: string) => Record<string, unknown>][] = [
  ['customer', '{ customer { email } }', () => ({})],
  ['customerCart', '{ customerCart { id } }', () => ({})],
  ['customerPaymentTokens', '{ customerPaymentTokens { items { public_hash } } }', () => ({})],
  ['createEmptyCart', 'mutation { createEmptyCart }', () => ({})],
  ['createGuestCart', 'mutation { createGuestCart { cart { id } } }', () => ({})],
  ['cart', 'query($c:String!){ cart(cart_id:$c){ id } }', (c) => ({ c })],
  [
    'addProductsToCart',
    'mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:1}]){ cart { id } } }',
    (c) => ({ c })
  ],
  ['setGuestEmailOnCart', 'mutation($c:String!){ setGuestEmailOnCart(input:{cart_id:$c, email:"g@example.com"}){ cart { id } } }', (c) => ({ c })],
  ['placeOrder', 'mutation($c:String!){ placeOrder(input:{cart_id:$c}){ errors { code } } }', (c) => ({ c })],
  ['mergeCarts', 'mutation($c:String!){ mergeCarts(source_cart_id:$c){ id } }', (c) => ({ c })],
  ['updateCustomerV2', 'mutation { updateCustomerV2(input:{firstname:"X"}){ customer { firstname } } }', () => ({})],
  ['revokeCustomerToken', 'mutation { revokeCustomerToken { result } }', () => ({})],
  ['subscribeEmailToNewsletter', 'mutation { subscribeEmailToNewsletter(email:"stale@example.com"){ status } }', () => ({})]
];

async function expectRejected(headers: Headers) {
  const cart = await guestCart();
  for (const [field, query, vars] of SHOPPER_OPERATIONS) {
    const r = await gql(app, query, { variables: vars(cart), headers });
    expect([field, r.body.errors?.[0]]).toEqual([field, expect.objectContaining(NOT_AUTHORIZED)]);
    expect([field, r.body.data?.[field] ?? null]).toEqual([field, null]);
  }
  // Nothing happened on the guest cart meanwhile.
  expect((await gql(app, 'query($c:String!){ cart(cart_id:$c){ total_quantity email } }', { variables: { c: cart } })).body.data.cart).toEqual({
    total_quantity: 0,
    email: null
  });
}

describe('bearer tokens (Magento 2.4 semantics)', () => {
  it('an unknown token is not a guest: shopper operations answer "The current customer isn\'t authorized."', async () => {
    await expectRejected({ authorization: 'Bearer made-up-token' });
  });

  it('the catalogue, content and the ways back in still work with a stale token', async () => {
    const headers = { authorization: 'Bearer made-up-token' };
    const r = await gql(
      app,
      '{ storeConfig { store_code } products(search:"bag", pageSize:1){ total_count } route(url:"women.html"){ type } cmsPage(identifier:"home"){ identifier } }',
      { headers, method: 'POST' }
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.storeConfig.store_code).toBe('default');
    const again = await gql(app, 'mutation($e:String!,$p:String!){ generateCustomerToken(email:$e, password:$p){ token } }', {
      variables: { e: SAMPLE_CUSTOMER.email, p: SAMPLE_CUSTOMER.password },
      headers
    });
    expect(again.body.data.generateCustomerToken.token).toEqual(expect.any(String));
    expect(
      (await gql(app, 'mutation { contactUs(input:{name:"A", email:"a@example.com", comment:"Hi"}){ status } }', { headers })).body.data.contactUs
        .status
    ).toBe(true);
  });

  it('a token is valid for one hour, then rejected like an unknown one', async () => {
    const start = Date.now();
    clock.now = () => start;
    const auth = await signIn();
    clock.now = () => start + 59 * 60 * 1000;
    const before = await gql(app, '{ customer { email } customerCart { id } }', { headers: auth });
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.customer.email).toBe(SAMPLE_CUSTOMER.email);
    clock.now = () => start + 60 * 60 * 1000;
    await expectRejected(auth);
    clock.now = realNow;
    expect((await gql(app, '{ customer { email } }', { headers: await signIn() })).body.data.customer.email).toBe(SAMPLE_CUSTOMER.email);
  });

  it('a revoked token is rejected; every token of the customer is revoked', async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await gql(app, 'mutation { revokeCustomerToken { result } }', { headers: first })).body.data.revokeCustomerToken.result).toBe(true);
    await expectRejected(first);
    await expectRejected(second);
  });

  it("without an Authorization header, or with a non-bearer one, the request is a guest's", async () => {
    for (const headers of [{}, { authorization: 'Basic dXNlcjpwYXNz' }] as Headers[]) {
      const cart = await gql(app, 'mutation { createEmptyCart }', { headers });
      expect(cart.body.data.createEmptyCart).toEqual(expect.any(String));
      expect((await gql(app, '{ customer { email } }', { headers })).body.errors![0]).toMatchObject(NOT_AUTHORIZED);
    }
  });

  it("the cache id of a rejected token is the guest's, a valid token gets its own", async () => {
    const id = async (headers: Headers) => (await gql(app, '{ storeConfig { store_code } }', { headers })).headers['x-magento-cache-id'];
    const guest = await id({});
    expect(await id({ authorization: 'Bearer made-up-token' })).toBe(guest);
    expect(await id(await signIn())).not.toBe(guest);
  });
});
