import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, createTestCustomer, type Json } from './helpers';

/** Cart price rules (automatic and coupon) and tax rates with their labels, in cart, REST totals and orders. */

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const address = (region: string) => ({
  firstname: 'Ann',
  lastname: 'Lee',
  street: ['1 Main St'],
  city: 'Somewhere',
  region,
  postcode: region === 'CA' ? '94103' : '78701',
  country_code: 'US',
  telephone: '5550100'
});

const PRICES = `prices { grand_total { value currency } grand_total_excluding_tax { value } subtotal_excluding_tax { value } subtotal_including_tax { value }
  discounts { label amount { value } coupon { code } } applied_taxes { label amount { value } } }`;

/** A cart in `store` with `qty` bags (BAG-0091, $138.57), shipped by flat rate to `region` (and a coupon). */
async function cart(store: string, qty: number, region: string | null, coupon?: string, headers: Record<string, string> = {}) {
  const h = { store, ...headers };
  const c = headers.authorization
    ? ((await gql(app, '{ customerCart { id } }', { headers: h })).body.data.customerCart.id as string)
    : ((await gql(app, 'mutation { createEmptyCart }', { headers: h })).body.data.createEmptyCart as string);
  await gql(
    app,
    'mutation($c:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:$q}]){ user_errors { message } } }',
    {
      variables: { c, q: qty },
      headers: h
    }
  );
  if (coupon)
    await gql(app, 'mutation($c:String!,$k:String!){ applyCouponToCart(input:{cart_id:$c, coupon_code:$k}){ cart { id } } }', {
      variables: { c, k: coupon },
      headers: h
    });
  if (region) {
    const set = await gql(
      app,
      'mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } } }',
      { variables: { c, a: address(region) }, headers: h }
    );
    expect(set.body.errors).toBeUndefined();
    await gql(
      app,
      'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } } }',
      {
        variables: { c },
        headers: h
      }
    );
  }
  const prices = (await gql(app, `query($c:String!){ cart(cart_id:$c){ ${PRICES} } }`, { variables: { c }, headers: h })).body.data.cart
    .prices as Json;
  return { c, prices };
}

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('tax rates', () => {
  it('adds the California rate, with its label, to a cart shipped to California: 7.25 % of the subtotal', async () => {
    const { prices } = await cart('default', 1, 'CA');
    expect(prices.applied_taxes).toEqual([{ label: 'CA Sales Tax (7.25%)', amount: { value: 10.05 } }]);
    expect(prices.subtotal_excluding_tax.value).toBe(138.57);
    expect(prices.subtotal_including_tax.value).toBe(148.62);
    expect(prices.grand_total.value).toBe(153.62);
    expect(prices.grand_total_excluding_tax.value).toBe(143.57);
  });

  it('adds no tax to a cart shipped elsewhere, or without an address yet', async () => {
    expect((await cart('default', 1, 'TX')).prices.applied_taxes).toEqual([]);
    expect((await cart('default', 1, null)).prices.applied_taxes).toEqual([]);
  });
});

describe('cart price rules', () => {
  it('applies the automatic rule from $500 on with its label, and a coupon beside it with its own', async () => {
    const below = await cart('default', 3, 'TX');
    expect(below.prices.discounts).toEqual([]);
    const { prices } = await cart('default', 4, 'TX', 'WELCOME10');
    expect(prices.discounts).toEqual([
      { label: '5% off orders of $500 or more', amount: { value: 27.71 }, coupon: null },
      { label: '10% off your order', amount: { value: 55.43 }, coupon: { code: 'WELCOME10' } }
    ]);
    expect(prices.grand_total.value).toBe(sum([554.28, -27.71, -55.43, 20]));
  });

  it('names both in the fr store view in its words, and every line adds up to the grand total in euros', async () => {
    const { prices } = await cart('fr', 4, 'CA', 'WELCOME10');
    expect(prices.grand_total.currency).toBe('EUR');
    expect(prices.discounts.map((d: Json) => d.label)).toEqual(['5 % de remise dès 500 $', '10% off your order']);
    expect(prices.applied_taxes.map((t: Json) => t.label)).toEqual(['Taxe de vente Californie (7,25 %)']);
    const shipping = 4 * 4.6;
    expect(prices.grand_total.value).toBe(
      sum([
        prices.subtotal_excluding_tax.value,
        ...prices.discounts.map((d: Json) => -d.amount.value),
        shipping,
        ...prices.applied_taxes.map((t: Json) => t.amount.value)
      ])
    );
  });
});

describe('REST totals and the order', () => {
  it('gives tax and labelled discount segments in REST totals, and the order keeps every line with its label', async () => {
    const email = await createTestCustomer(app, 'totals');
    const token = (await gql(app, `mutation { generateCustomerToken(email:"${email}", password:"Secret123!"){ token } }`)).body.data
      .generateCustomerToken.token;
    const auth = { authorization: `Bearer ${token}` };
    const { prices } = await cart('default', 4, null, 'WELCOME10', auth);
    const rest = {
      firstname: 'Ann',
      lastname: 'Lee',
      street: ['1 Main St'],
      city: 'San Francisco',
      region_code: 'CA',
      postcode: '94103',
      country_id: 'US',
      telephone: '5550100'
    };
    const ship = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/shipping-information',
      headers: auth,
      payload: {
        addressInformation: { shipping_address: rest, billing_address: rest, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
      }
    });
    const totals = ship.json().totals;
    expect(totals.tax_amount).toBe(34.16);
    expect(totals.total_segments).toEqual(
      expect.arrayContaining([
        { code: 'discount', title: 'Discount (5% off orders of $500 or more, 10% off your order)', value: -83.14 },
        expect.objectContaining({ code: 'tax', title: 'Tax', value: 34.16 })
      ])
    );
    expect(totals.grand_total).toBe(sum([554.28, -83.14, 20, 34.16]));
    expect(prices.discounts).toHaveLength(2);

    const pay = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/payment-information',
      headers: auth,
      payload: { paymentMethod: { method: 'checkmo' }, billingAddress: rest }
    });
    expect(pay.statusCode).toBe(200);
    const order = (
      await gql(
        app,
        '{ customer { orders { items { total { grand_total { value } total_tax { value } taxes { title rate amount { value } } discounts { label amount { value } } } } } } }',
        { headers: auth }
      )
    ).body.data.customer.orders.items[0].total;
    expect(order).toEqual({
      grand_total: { value: totals.grand_total },
      total_tax: { value: 34.16 },
      taxes: [{ title: 'CA Sales Tax (7.25%)', rate: 7.25, amount: { value: 34.16 } }],
      discounts: [
        { label: '5% off orders of $500 or more', amount: { value: 27.71 } },
        { label: '10% off your order', amount: { value: 55.43 } }
      ]
    });
  });
});
