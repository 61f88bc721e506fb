import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';

/**
 * Shipping taxed at the destination's rate when a store view has a shipping tax class (Magento's
 * tax/classes/shipping_tax_class; the sample shop has none, as Magento's default): added to the flat rate in the
 * default store view, inside it in the fr one (tax/calculation/shipping_includes_tax), and its display setting served.
 */

let app: FastifyInstance;
let dataDir: string;
beforeAll(
  async () =>
    ({ app, dataDir } = await testApp({}, (db) => {
      const update = (code: string, settings: Record<string, unknown>) => {
        const { config } = db.prepare('SELECT config FROM store WHERE code = ?').get(code) as { config: string };
        db.prepare('UPDATE store SET config = ? WHERE code = ?').run(JSON.stringify({ ...JSON.parse(config), ...settings }), code);
      };
      update('default', { tax_shipping_tax_class: 2, shopping_cart_display_shipping: 3 });
      update('fr', { tax_shipping_tax_class: 2, tax_shipping_includes_tax: true });
    }))
);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const REST_ADDRESS = {
  firstname: 'Ann',
  lastname: 'Lee',
  street: ['1 Main St'],
  city: 'San Francisco',
  postcode: '94103',
  country_id: 'US',
  telephone: '5550100'
};

/** A guest cart in `store` with one bag (BAG-0091, $138.57 / €127.48) shipped by flat rate ($5 / €4.60) to `region`. */
async function shippedCart(store: string, region: string) {
  const headers = { store };
  const c = (await gql(app, 'mutation { createEmptyCart }', { headers })).body.data.createEmptyCart as string;
  await gql(app, 'mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:1}]){ user_errors { message } } }', {
    variables: { c },
    headers
  });
  const address = { ...REST_ADDRESS, region_code: region, ...(region === 'TX' ? { city: 'Austin', postcode: '78701' } : {}) };
  const ship = await app.inject({
    method: 'POST',
    url: `/rest/${store}/V1/guest-carts/${c}/shipping-information`,
    payload: {
      addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
    }
  });
  expect(ship.statusCode).toBe(200);
  const cart = (
    await gql(
      app,
      `query($c:String!){ cart(cart_id:$c){
        prices { grand_total { value } grand_total_excluding_tax { value } subtotal_including_tax { value } applied_taxes { label amount { value } } }
        shipping_addresses {
          selected_shipping_method { amount { value } price_excl_tax { value } price_incl_tax { value } }
          available_shipping_methods { method_code amount { value } price_excl_tax { value } price_incl_tax { value } }
        } } }`,
      { variables: { c }, headers }
    )
  ).body.data.cart as Json;
  return { c, address, rest: ship.json().totals as Json, cart };
}

async function placeAndMail(store: string, c: string, address: object, email: string) {
  const pay = await app.inject({
    method: 'POST',
    url: `/rest/${store}/V1/guest-carts/${c}/payment-information`,
    payload: { email, paymentMethod: { method: 'checkmo' }, billingAddress: address }
  });
  expect(pay.statusCode).toBe(200);
  return fs
    .readdirSync(`${dataDir}/outbox`)
    .map((f) => fs.readFileSync(`${dataDir}/outbox/${f}`, 'utf8'))
    .find((m) => m.includes(email))!;
}

describe('shipping tax added to the flat rate (default store view, USD)', () => {
  it('taxes $5 shipping to California at 7.25 %: $0.36, in the tax line, the REST totals and the shipping method', async () => {
    const { c, address, rest, cart } = await shippedCart('default', 'CA');
    // Items: 7.25 % of 138.57 = 10.046… → 10.05; shipping: 7.25 % of 5.00 = 0.3625 → 0.36.
    expect(rest).toMatchObject({
      subtotal: 138.57,
      subtotal_incl_tax: 148.62,
      shipping_amount: 5,
      shipping_tax_amount: 0.36,
      shipping_incl_tax: 5.36,
      tax_amount: 10.41,
      grand_total: 153.98
    });
    expect(cart.prices.applied_taxes).toEqual([{ label: 'CA Sales Tax (7.25%)', amount: { value: 10.41 } }]);
    expect(cart.prices.subtotal_including_tax.value).toBe(148.62);
    expect(cart.prices.grand_total.value).toBe(153.98);
    expect(cart.prices.grand_total_excluding_tax.value).toBe(143.57);
    const [shipping] = cart.shipping_addresses;
    expect(shipping.selected_shipping_method).toEqual({ amount: { value: 5 }, price_excl_tax: { value: 5 }, price_incl_tax: { value: 5.36 } });
    expect(shipping.available_shipping_methods).toContainEqual({
      method_code: 'flatrate',
      amount: { value: 5 },
      price_excl_tax: { value: 5 },
      price_incl_tax: { value: 5.36 }
    });

    const mail = await placeAndMail('default', c, address, 'ship-tax@example.com');
    expect(mail).toContain('Shipping: 5.00 USD');
    expect(mail).toContain('CA Sales Tax (7.25%): 10.41 USD');
    expect(mail).toContain('Grand total: 153.98 USD');
  });

  it('leaves shipping untaxed where no rate applies (Texas), and serves the shipping display setting', async () => {
    const { rest, cart } = await shippedCart('default', 'TX');
    expect(rest).toMatchObject({ shipping_amount: 5, shipping_tax_amount: 0, shipping_incl_tax: 5, tax_amount: 0, grand_total: 143.57 });
    expect(cart.shipping_addresses[0].selected_shipping_method.price_incl_tax.value).toBe(5);
    const config = await gql(app, '{ storeConfig { shopping_cart_display_shipping orders_invoices_credit_memos_display_shipping_amount } }');
    expect(config.body.data.storeConfig).toEqual({ shopping_cart_display_shipping: 3, orders_invoices_credit_memos_display_shipping_amount: 1 });
  });
});

describe('shipping tax inside the flat rate (fr store view, EUR, prices and shipping include tax)', () => {
  it('keeps €4.60 charged for shipping to California, €0.31 of it tax, and the order recomputes the same figures', async () => {
    const { c, address, rest, cart } = await shippedCart('fr', 'CA');
    // Items: 127.48 − 127.48 / 1.0725 = 8.62; shipping: 4.60 − 4.60 / 1.0725 (4.2890…) = 0.31.
    expect(rest).toMatchObject({
      subtotal_incl_tax: 127.48,
      shipping_amount: 4.29,
      shipping_tax_amount: 0.31,
      shipping_incl_tax: 4.6,
      tax_amount: 8.93,
      grand_total: 132.08
    });
    expect(cart.prices.applied_taxes).toEqual([{ label: 'Taxe de vente Californie (7,25 %)', amount: { value: 8.93 } }]);
    expect(cart.prices.grand_total.value).toBe(132.08);
    expect(cart.prices.grand_total_excluding_tax.value).toBe(123.15);
    expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({
      amount: { value: 4.29 },
      price_excl_tax: { value: 4.29 },
      price_incl_tax: { value: 4.6 }
    });

    const mail = await placeAndMail('fr', c, address, 'tva-livraison@example.com');
    expect(mail).toContain(': 4.60 EUR');
    expect(mail).toContain('Taxe de vente Californie (7,25 %) (incluse): 8.93 EUR');
    expect(mail).toContain('Total: 132.08 EUR');
  });

  it('to Texas (no rate) the flat rate has no tax inside: €4.60 both ways', async () => {
    const { rest } = await shippedCart('fr', 'TX');
    expect(rest).toMatchObject({ shipping_amount: 4.6, shipping_tax_amount: 0, shipping_incl_tax: 4.6, grand_total: 132.08 });
  });
});
