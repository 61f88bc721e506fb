import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql } from './helpers';

/**
 * Cart ids are shaped as Magento's masked ids, 32 letters and digits (issue 40, finding 9): a client may choose one
 * of that shape only, and an id of another shape finds no cart, with Magento's answers.
 */

/** A cart made by this backend before its ids were Magento's: 32 characters of base64url. */
const OLD_STYLE_ID = 'Ab-_cdEFghIJklMNopQRstUVwxYZ0123';

let app: FastifyInstance;
let dataDir: string;
beforeAll(
  async () =>
    ({ app, dataDir } = await testApp({}, (db) => {
      const store = db.prepare("SELECT id FROM store WHERE code = 'default'").get() as { id: number };
      db.prepare('INSERT INTO cart (masked_id, store_id, customer_id, updated_at) VALUES (?, ?, NULL, ?)').run(OLD_STYLE_ID, store.id, Date.now());
    }))
);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const createGuestCart = (cartUid: string) =>
  gql(app, 'mutation($u:ID!){ createGuestCart(input:{cart_uid:$u}){ cart { id } } }', { variables: { u: cartUid } });
const createEmptyCart = (cartId: string) => gql(app, 'mutation($c:String){ createEmptyCart(input:{cart_id:$c}) }', { variables: { c: cartId } });

describe('a cart id chosen by the client', () => {
  it.each([
    ['empty', ''],
    ['one character', 'a'],
    ['31 characters', 'a'.repeat(31)],
    ['33 characters', 'a'.repeat(33)],
    ['255 characters', 'a'.repeat(255)]
  ])('is refused when %s, with Magento’s message, by both mutations', async (_, id) => {
    for (const made of [await createGuestCart(id), await createEmptyCart(id)]) {
      expect(made.body.errors?.map((e) => [e.message, e.extensions.category])).toEqual([
        ['Cart ID length should to be 32 symbols.', 'graphql-input']
      ]);
    }
  });

  it('is refused with characters outside letters and digits', async () => {
    for (const id of ['a'.repeat(31) + '-', 'a'.repeat(31) + ' ', 'a'.repeat(31) + 'é', OLD_STYLE_ID]) {
      expect((await createGuestCart(id)).body.errors?.[0].message).toBe('Cart ID should contain only letters and digits.');
    }
  });

  it('is taken when shaped as Magento’s, once', async () => {
    const id = 'Z9'.repeat(16);
    expect((await createGuestCart(id)).body.data.createGuestCart.cart.id).toBe(id);
    expect((await createEmptyCart(id)).body.errors?.[0].message).toBe(`Cart with ID "${id}" already exists.`);
  });
});

describe('the ids this backend makes', () => {
  it('are Magento’s shape', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => (await gql(app, 'mutation { createEmptyCart }')).body.data.createEmptyCart as string)
    );
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('an id of another shape', () => {
  it('finds no cart, in GraphQL and REST alike', async () => {
    for (const id of ['', 'a', 'a'.repeat(255)]) {
      const r = await gql(app, 'query($c:String!){ cart(cart_id:$c){ id } }', { variables: { c: id } });
      expect(r.body.errors?.[0].message).toBe(`Could not find a cart with ID "${id}"`);
    }
    const rest = await app.inject({ method: 'GET', url: '/rest/V1/guest-carts/a/payment-methods' });
    expect([rest.statusCode, rest.json()]).toEqual([
      404,
      { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'a' } }
    ]);
  });

  it('still finds a cart this backend made before, in its own shape', async () => {
    const r = await gql(app, 'query($c:String!){ cart(cart_id:$c){ id total_quantity } }', { variables: { c: OLD_STYLE_ID } });
    expect(r.body.data.cart).toEqual({ id: OLD_STYLE_ID, total_quantity: 0 });
  });
});
