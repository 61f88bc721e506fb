import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json, AUSTIN_ADDRESS, createTestCustomer } from './helpers';

/** Payment methods per store view, their availability rules and refusals (domain/payment.ts). */

const FR = {
  firstname: 'Zoé',
  lastname: 'Roy',
  street: ['2 rue de Rivoli'],
  city: 'Paris',
  postcode: '75001',
  country_id: 'FR',
  telephone: '0102030405'
};

/** Changes one store view's payment settings in the database before the backend opens it. */
const configure = (code: string, payment: Record<string, object>, coupon?: [string, string, number]) => (db: Database.Database) => {
  const row = db.prepare('SELECT config FROM store WHERE code = ?').get(code) as { config: string };
  const config = JSON.parse(row.config);
  for (const [method, settings] of Object.entries(payment)) config.payment[method] = { ...config.payment[method], ...settings };
  db.prepare('UPDATE store SET config = ? WHERE code = ?').run(JSON.stringify(config), code);
  if (coupon) db.prepare('INSERT INTO coupon VALUES (?, ?, ?, 1)').run(...coupon);
};

const apps: { app: FastifyInstance; dataDir: string }[] = [];
async function shop(alter?: (db: Database.Database) => void) {
  const made = await testApp({}, alter);
  apps.push(made);
  return made.app;
}
afterAll(async () => {
  for (const { app, dataDir } of apps) {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** A guest cart in a store view with `qty` of a product, shipped by `carrier` to `address`. */
async function cartWith(app: FastifyInstance, store: string, address: object, qty = 1, carrier = 'flatrate', coupon?: string) {
  const headers = { store };
  const c = (await gql(app, 'mutation { createEmptyCart }', { headers })).body.data.createEmptyCart as string;
  const added = await gql(
    app,
    'mutation($c:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:$q}]){ user_errors { message } } }',
    {
      variables: { c, q: qty },
      headers
    }
  );
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  if (coupon) {
    const applied = await gql(app, 'mutation($c:String!,$k:String!){ applyCouponToCart(input:{cart_id:$c, coupon_code:$k}){ cart { id } } }', {
      variables: { c, k: coupon },
      headers
    });
    expect(applied.body.errors).toBeUndefined();
  }
  const ship = await app.inject({
    method: 'POST',
    url: `/rest/${store}/V1/guest-carts/${c}/shipping-information`,
    payload: {
      addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: carrier, shipping_method_code: carrier }
    }
  });
  expect(ship.statusCode).toBe(200);
  return { c, details: ship.json() as Json };
}

const methodsOf = async (app: FastifyInstance, store: string, c: string) =>
  (await app.inject({ method: 'GET', url: `/rest/${store}/V1/guest-carts/${c}/payment-methods` })).json() as { code: string; title: string }[];

const pay = (app: FastifyInstance, store: string, c: string, paymentMethod: object, billingAddress: object = AUSTIN_ADDRESS) =>
  app.inject({
    method: 'POST',
    url: `/rest/${store}/V1/guest-carts/${c}/payment-information`,
    payload: { cartId: c, email: 'g@example.com', paymentMethod, billingAddress }
  });

describe('the sample shop', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await shop()));
  const lastMail = () => {
    const outbox = path.join(apps[0].dataDir, 'outbox');
    const newest = fs.readdirSync(outbox).sort().at(-1)!;
    return fs.readFileSync(path.join(outbox, newest), 'utf8');
  };

  it('offers check/money order, bank transfer and purchase order in default, in their sort order and titles', async () => {
    const { c, details } = await cartWith(app, 'default', AUSTIN_ADDRESS);
    const expected = [
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'banktransfer', title: 'Bank Transfer Payment' },
      { code: 'purchaseorder', title: 'Purchase Order' }
    ];
    expect(details.payment_methods).toEqual(expected);
    expect(await methodsOf(app, 'default', c)).toEqual(expected);
    const cart = await gql(app, '{ cart(cart_id:"' + c + '"){ available_payment_methods { code title } } }', { headers: { store: 'default' } });
    expect(cart.body.data.cart.available_payment_methods).toEqual(expected);
  });

  it('offers check/money order and bank transfer in fr, with the store view titles, and no cash on delivery', async () => {
    const { c } = await cartWith(app, 'fr', FR);
    expect(await methodsOf(app, 'fr', c)).toEqual([
      { code: 'checkmo', title: 'Chèque / mandat' },
      { code: 'banktransfer', title: 'Virement bancaire' }
    ]);
    const refused = await pay(app, 'fr', c, { method: 'cashondelivery' }, FR);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The requested Payment Method is not available.' });
  });

  it('offers bank transfer in fr to European billing addresses only', async () => {
    const { c } = await cartWith(app, 'fr', AUSTIN_ADDRESS);
    expect(await methodsOf(app, 'fr', c)).toEqual([{ code: 'checkmo', title: 'Chèque / mandat' }]);
    expect((await pay(app, 'fr', c, { method: 'banktransfer' })).json().message).toBe('The requested Payment Method is not available.');
  });

  it("places an order with each method offered, mails its number, and the order keeps the method's title", async () => {
    for (const method of [{ method: 'checkmo' }, { method: 'banktransfer' }, { method: 'purchaseorder', po_number: 'PO-1234' }]) {
      const { c } = await cartWith(app, 'default', AUSTIN_ADDRESS);
      const placed = await pay(app, 'default', c, method);
      expect(placed.statusCode).toBe(200);
      const number = (await app.inject({ method: 'GET', url: `/rest/V1/guest-carts/${c}` })).json().reserved_order_id;
      expect(number).toMatch(/^\d{9}$/);
      const mail = lastMail();
      expect(mail).toContain('Subject: Your Sample Shop order confirmation');
      expect(mail).toContain(`Your Order #${number}`);
      expect(mail).toContain(
        `Payment Method: ${method.method === 'checkmo' ? 'Check / Money order' : method.method === 'banktransfer' ? 'Bank Transfer Payment' : 'Purchase Order'}`
      );
      if (method.po_number) expect(mail).toContain('Purchase Order Number: PO-1234');
      else expect(mail).not.toContain('Purchase Order Number');
    }
  });

  it("keeps a purchase order's number on the order: the customer's order history gives it with the method", async () => {
    const email = await createTestCustomer(app, 'po');
    const token = (await gql(app, `mutation { generateCustomerToken(email:"${email}", password:"Secret123!"){ token } }`)).body.data
      .generateCustomerToken.token;
    const auth = { authorization: `Bearer ${token}`, store: 'default' };
    const c = (await gql(app, '{ customerCart { id } }', { headers: auth })).body.data.customerCart.id;
    await gql(app, 'mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:1}]){ user_errors { message } } }', {
      variables: { c },
      headers: auth
    });
    const ship = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/shipping-information',
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
    expect(ship.statusCode).toBe(200);
    const placed = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/payment-information',
      headers: auth,
      payload: { paymentMethod: { method: 'purchaseorder', po_number: ' PO-77 ' }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(placed.statusCode).toBe(200);
    const orders = await gql(app, '{ customer { orders { items { payment_methods { name type additional_data { name value } } } } } }', {
      headers: auth
    });
    expect(orders.body.data.customer.orders.items[0].payment_methods).toEqual([
      { name: 'Purchase Order', type: 'purchaseorder', additional_data: [{ name: 'po_number', value: 'PO-77' }] }
    ]);
  });

  it('refuses a purchase order without its number, with Magento’s message, and leaves the cart open', async () => {
    const { c } = await cartWith(app, 'default', AUSTIN_ADDRESS);
    for (const po_number of [undefined, '', '   ']) {
      const refused = await pay(app, 'default', c, { method: 'purchaseorder', po_number });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Purchase order number is a required field.');
    }
    const graphql = await gql(
      app,
      'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"purchaseorder"}}){ cart { id } } }',
      {
        variables: { c }
      }
    );
    expect(graphql.body.errors?.[0].message).toBe('Purchase order number is a required field.');
    const accepted = await gql(
      app,
      'mutation($c:String!){ setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"purchaseorder", purchase_order_number:"PO-9"}}){ cart { selected_payment_method { code title purchase_order_number } } } }',
      { variables: { c } }
    );
    expect(accepted.body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'purchaseorder',
      title: 'Purchase Order',
      purchase_order_number: 'PO-9'
    });
  });

  it('does not offer purchase order to a billing address outside its countries (US only)', async () => {
    const { c, details } = await cartWith(app, 'default', FR);
    expect(details.payment_methods.map((m: Json) => m.code)).toEqual(['checkmo', 'banktransfer']);
    const refused = await pay(app, 'default', c, { method: 'purchaseorder', po_number: 'PO-1' }, FR);
    expect(refused.json().message).toBe('The requested Payment Method is not available.');
  });

  it('refuses `free` while there is something to pay', async () => {
    const { c } = await cartWith(app, 'default', AUSTIN_ADDRESS);
    const refused = await pay(app, 'default', c, { method: 'free' });
    expect(refused.json()).toEqual({ message: 'The requested Payment Method is not available.' });
  });

  it('serves check/money order’s payee and address in storeConfig', async () => {
    const config = await gql(
      app,
      '{ storeConfig { check_money_order_enabled check_money_order_title check_money_order_make_check_payable_to check_money_order_send_check_to } }'
    );
    expect(config.body.data.storeConfig).toEqual({
      check_money_order_enabled: true,
      check_money_order_title: 'Check / Money order',
      check_money_order_make_check_payable_to: 'Sample Shop, Inc.',
      check_money_order_send_check_to: '12 Market Street, Portland, OR 97205'
    });
  });

  it('answers 404 for the payment methods of an unknown cart', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/rest/V1/guest-carts/nope/payment-methods' });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/rest/V1/guest-carts/nope' })).statusCode).toBe(404);
  });
});

describe('a shop with limits', () => {
  let app: FastifyInstance;
  beforeAll(
    async () =>
      (app = await shop((db) => {
        configure('default', {
          cashondelivery: { active: true, title: 'Pay the courier', sort_order: 0, min_order_total: 200, max_order_total: 500 },
          banktransfer: { active: false }
        })(db);
        configure('fr', {}, ['FREE100', 'Everything free', 100])(db);
      }))
  );

  it('offers a method only between its minimum and maximum order totals (base grand total)', async () => {
    // BAG-0091 is $138.57 and flat rate $5 an item: 1 → $143.57, 2 → $287.14, 4 → $546.57 (the automatic 5 % from
    // $500 on: 554.28 - 27.71 + 20); the limits are $200-$500.
    const offered = async (qty: number) => {
      const { details } = await cartWith(app, 'default', AUSTIN_ADDRESS, qty);
      return { total: details.totals.base_grand_total, codes: details.payment_methods.map((m: Json) => m.code) };
    };
    expect(await offered(1)).toEqual({ total: 143.57, codes: ['checkmo', 'purchaseorder'] });
    expect(await offered(2)).toEqual({ total: 287.14, codes: ['cashondelivery', 'checkmo', 'purchaseorder'] });
    expect(await offered(4)).toEqual({ total: 546.57, codes: ['checkmo', 'purchaseorder'] });
  });

  it('offers `free` alone when a 100 % coupon and free shipping bring the total to zero, and places the order with it', async () => {
    const qtyForFreeShipping = 10;
    const { c, details } = await cartWith(app, 'fr', FR, qtyForFreeShipping, 'freeshipping', 'FREE100');
    expect(details.totals.grand_total).toBe(0);
    expect(details.payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);
    expect((await pay(app, 'fr', c, { method: 'checkmo' }, FR)).json().message).toBe('The requested Payment Method is not available.');
    expect((await pay(app, 'fr', c, { method: 'free' }, FR)).statusCode).toBe(200);
  });
});
