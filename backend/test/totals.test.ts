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
    // fr prices include tax: the grand total is the subtotal as shown less the discounts plus shipping; the tax is
    // inside, and the grand total without it is that less the tax.
    expect(prices.grand_total.value).toBe(
      sum([prices.subtotal_including_tax.value, ...prices.discounts.map((d: Json) => -d.amount.value), shipping])
    );
    expect(prices.grand_total_excluding_tax.value).toBe(sum([prices.grand_total.value, ...prices.applied_taxes.map((t: Json) => -t.amount.value)]));
  });
});

describe('French VAT included in the fr store view (prices include tax, cross-border trade)', () => {
  // One bag: $138.57 × 0.92 = €127.48 (half up), the price the fr catalogue shows.
  it('before any address, taxes at France: the 20 % VAT inside €127.48 is €21.25, and the total stays €127.48', async () => {
    const { prices } = await cart('fr', 1, null);
    expect(prices.applied_taxes).toEqual([{ label: 'TVA (20 %)', amount: { value: 21.25 } }]);
    expect(prices.subtotal_including_tax.value).toBe(127.48);
    // 127.48 / 1.2 = 106.2333…
    expect(prices.subtotal_excluding_tax.value).toBe(106.23);
    expect(prices.grand_total).toEqual({ value: 127.48, currency: 'EUR' });
    expect(prices.grand_total_excluding_tax.value).toBe(106.23);
  });

  it('shipped to the US, the price charged stays the price shown: no VAT in Texas, the Californian rate inside it in California', async () => {
    const texas = (await cart('fr', 1, 'TX')).prices;
    expect(texas.applied_taxes).toEqual([]);
    expect(texas.subtotal_excluding_tax.value).toBe(127.48);
    expect(texas.grand_total.value).toBe(132.08); // 127.48 + flat rate €4.60
    const california = (await cart('fr', 1, 'CA')).prices;
    // 127.48 / 1.0725 = 118.8624… → tax 8.62
    expect(california.applied_taxes).toEqual([{ label: 'Taxe de vente Californie (7,25 %)', amount: { value: 8.62 } }]);
    expect(california.subtotal_including_tax.value).toBe(127.48);
    expect(california.grand_total.value).toBe(132.08);
    expect(california.grand_total_excluding_tax.value).toBe(123.46);
  });

  it('takes the VAT out of each line as Magento does: price and row without tax, the including-tax ones as shown', async () => {
    const { c } = await cart('fr', 2, null);
    const item = (
      await gql(
        app,
        'query($c:String!){ cart(cart_id:$c){ itemsV2 { items { prices { price { value } price_including_tax { value } row_total { value } row_total_including_tax { value } } } } } }',
        {
          variables: { c },
          headers: { store: 'fr' }
        }
      )
    ).body.data.cart.itemsV2.items[0].prices;
    // 254.96 / 1.2 = 212.4666… ; 127.48 / 1.2 = 106.2333…
    expect(item).toEqual({
      price: { value: 106.23 },
      price_including_tax: { value: 127.48 },
      row_total: { value: 212.47 },
      row_total_including_tax: { value: 254.96 }
    });
  });

  it('leaves the default store view adding tax on top, and serves each store view its tax display settings', async () => {
    expect((await cart('default', 1, null)).prices.grand_total.value).toBe(138.57);
    const DISPLAY =
      '{ storeConfig { shopping_cart_display_price shopping_cart_display_subtotal shopping_cart_display_grand_total shopping_cart_display_full_summary shopping_cart_display_zero_tax orders_invoices_credit_memos_display_subtotal orders_invoices_credit_memos_display_grandtotal } }';
    expect((await gql(app, DISPLAY, { headers: { store: 'default' } })).body.data.storeConfig).toEqual({
      shopping_cart_display_price: 1,
      shopping_cart_display_subtotal: 1,
      shopping_cart_display_grand_total: false,
      shopping_cart_display_full_summary: true,
      shopping_cart_display_zero_tax: false,
      orders_invoices_credit_memos_display_subtotal: 1,
      orders_invoices_credit_memos_display_grandtotal: false
    });
    expect((await gql(app, DISPLAY, { headers: { store: 'fr' } })).body.data.storeConfig).toEqual({
      shopping_cart_display_price: 2,
      shopping_cart_display_subtotal: 2,
      shopping_cart_display_grand_total: true,
      shopping_cart_display_full_summary: true,
      shopping_cart_display_zero_tax: false,
      orders_invoices_credit_memos_display_subtotal: 2,
      orders_invoices_credit_memos_display_grandtotal: true
    });
  });

  it('keeps the included tax on the order, its REST totals and its mail: €132.08 charged, €8.62 of it Californian tax', async () => {
    const { c } = await cart('fr', 1, 'CA');
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
      url: `/rest/fr/V1/guest-carts/${c}/shipping-information`,
      payload: {
        addressInformation: { shipping_address: rest, billing_address: rest, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
      }
    });
    const totals = ship.json().totals;
    expect(totals).toMatchObject({ grand_total: 132.08, subtotal: 118.86, subtotal_incl_tax: 127.48, tax_amount: 8.62, shipping_amount: 4.6 });
    const pay = await app.inject({
      method: 'POST',
      url: `/rest/fr/V1/guest-carts/${c}/payment-information`,
      payload: { email: 'vat@example.com', paymentMethod: { method: 'checkmo' }, billingAddress: rest }
    });
    expect(pay.statusCode).toBe(200);
    const mails = fs.readdirSync(`${dataDir}/outbox`).map((f) => fs.readFileSync(`${dataDir}/outbox/${f}`, 'utf8'));
    const mail = mails.find((m) => m.includes('vat@example.com'))!;
    expect(mail).toContain('Taxe de vente Californie (7,25 %) (incluse): 8.62 EUR');
    expect(mail).toContain('Total: 132.08 EUR');
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
