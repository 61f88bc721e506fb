import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, createTestCustomer, AUSTIN_ADDRESS, type Json } from './helpers';

/** The cart page's estimate over REST: estimate-shipping-methods and totals-information, guest and customer. */

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PRICES = `prices { grand_total { value currency } applied_taxes { label amount { value } } }
  shipping_addresses { region { code } postcode selected_shipping_method { carrier_code amount { value } } }`;

/** A guest cart in `store` with `qty` bags (BAG-0091, $138.57). */
async function guestCart(store: string, qty: number): Promise<string> {
  const c = (await gql(app, 'mutation { createEmptyCart }', { headers: { store } })).body.data.createEmptyCart as string;
  const added = await gql(
    app,
    'mutation($c:String!,$q:Float!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:$q}]){ user_errors { message } } }',
    { variables: { c, q: qty }, headers: { store } }
  );
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  return c;
}

const cartPrices = async (c: string, store = 'default') =>
  (await gql(app, `query($c:String!){ cart(cart_id:$c){ ${PRICES} } }`, { variables: { c }, headers: { store } })).body.data.cart as Json;

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

const CALIFORNIA = { country_id: 'US', region_code: 'CA', postcode: '94103' };

describe('estimate-shipping-methods', () => {
  it("lists the carriers' methods for a region and postcode, priced for the cart, with Magento's ShippingMethodInterface fields", async () => {
    const c = await guestCart('default', 1);
    const res = await post(`/rest/default/V1/guest-carts/${c}/estimate-shipping-methods`, { address: CALIFORNIA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Flat Rate',
        method_title: 'Fixed',
        amount: 5,
        base_amount: 5,
        available: true,
        error_message: '',
        price_excl_tax: 5,
        price_incl_tax: 5
      },
      expect.objectContaining({ carrier_code: 'freeshipping', method_code: 'freeshipping', amount: 0, available: true })
    ]);
  });

  it('leaves the cart as it was: no shipping address is set by an estimate', async () => {
    const c = await guestCart('default', 1);
    await post(`/rest/default/V1/guest-carts/${c}/estimate-shipping-methods`, { address: CALIFORNIA });
    await post(`/rest/default/V1/guest-carts/${c}/totals-information`, {
      addressInformation: { address: CALIFORNIA, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
    });
    const cart = await cartPrices(c);
    expect(cart.shipping_addresses).toEqual([]);
    expect(cart.prices.applied_taxes).toEqual([]);
    expect(cart.prices.grand_total.value).toBe(138.57);
  });

  it("prices in the store view's currency (fr: EUR) and answers nothing for an empty cart", async () => {
    const c = await guestCart('fr', 2);
    const methods = (await post(`/rest/fr/V1/guest-carts/${c}/estimate-shipping-methods`, { address: CALIFORNIA })).json();
    const flat = methods.find((m: Json) => m.carrier_code === 'flatrate');
    expect(flat.base_amount).toBe(10);
    expect(flat.amount).toBeGreaterThan(0);
    expect(flat.amount).not.toBe(10);

    const empty = (await gql(app, 'mutation { createEmptyCart }')).body.data.createEmptyCart as string;
    expect((await post(`/rest/default/V1/guest-carts/${empty}/estimate-shipping-methods`, { address: CALIFORNIA })).json()).toEqual([]);
  });

  it("answers Magento's 404 for an unknown cart and 401 for carts/mine without a customer", async () => {
    const unknown = await post('/rest/default/V1/guest-carts/nope/estimate-shipping-methods', { address: CALIFORNIA });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'nope' }
    });
    const mine = await post('/rest/default/V1/carts/mine/estimate-shipping-methods', { address: CALIFORNIA });
    expect(mine.statusCode).toBe(401);
  });
});

describe('totals-information', () => {
  it("gives the totals for the estimate's region and method, equal to the cart's once checkout sets the same address", async () => {
    const c = await guestCart('default', 1);
    const res = await post(`/rest/default/V1/guest-carts/${c}/totals-information`, {
      addressInformation: { address: CALIFORNIA, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
    });
    expect(res.statusCode).toBe(200);
    const totals = res.json();
    expect(totals).toMatchObject({ subtotal: 138.57, shipping_amount: 5, tax_amount: 10.05, grand_total: 153.62, quote_currency_code: 'USD' });
    const tax = totals.total_segments.find((s: Json) => s.code === 'tax');
    expect(tax.extension_attributes.tax_grandtotal_details).toEqual([
      { amount: 10.05, rates: [{ percent: '7.25', title: 'CA Sales Tax (7.25%)' }], group_id: 1 }
    ]);

    // Checkout with a real address in the same region and the same method charges exactly that.
    const address = { ...AUSTIN_ADDRESS, city: 'San Francisco', region_code: 'CA', postcode: '94103' };
    const ship = await post(`/rest/default/V1/guest-carts/${c}/shipping-information`, {
      addressInformation: { shipping_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
    });
    expect(ship.statusCode).toBe(200);
    const cart = await cartPrices(c);
    expect(cart.prices.grand_total.value).toBe(totals.grand_total);
    expect(cart.prices.applied_taxes).toEqual([{ label: 'CA Sales Tax (7.25%)', amount: { value: totals.tax_amount } }]);
  });

  it("collects no shipping without a method, no tax where no rate applies, and keeps checkout's saved address and method", async () => {
    const c = await guestCart('default', 1);
    await post(`/rest/default/V1/guest-carts/${c}/shipping-information`, {
      addressInformation: { shipping_address: AUSTIN_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' }
    });
    const noMethod = (await post(`/rest/default/V1/guest-carts/${c}/totals-information`, { addressInformation: { address: CALIFORNIA } })).json();
    expect(noMethod).toMatchObject({ shipping_amount: 0, tax_amount: 10.05, grand_total: 148.62 });
    const texas = (
      await post(`/rest/default/V1/guest-carts/${c}/totals-information`, {
        addressInformation: {
          address: { country_id: 'US', region_code: 'TX', postcode: '78701' },
          shipping_carrier_code: 'freeshipping',
          shipping_method_code: 'freeshipping'
        }
      })
    ).json();
    expect(texas).toMatchObject({ shipping_amount: 0, tax_amount: 0, grand_total: 138.57 });

    const cart = await cartPrices(c);
    expect(cart.shipping_addresses).toEqual([
      { region: { code: 'TX' }, postcode: '78701', selected_shipping_method: { carrier_code: 'flatrate', amount: { value: 5 } } }
    ]);
  });

  it("refuses a body without an address with Magento's message", async () => {
    const c = await guestCart('default', 1);
    const res = await post(`/rest/default/V1/guest-carts/${c}/totals-information`, { addressInformation: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The shipping address is missing. Set the address and try again.');
  });

  it("works on a signed-in customer's own cart (carts/mine)", async () => {
    const email = await createTestCustomer(app, 'estimate');
    const token = (
      await gql(app, 'mutation($e:String!){ generateCustomerToken(email:$e, password:"Secret123!"){ token } }', { variables: { e: email } })
    ).body.data.generateCustomerToken.token;
    const auth = { authorization: `Bearer ${token}` };
    const cartId = (await gql(app, '{ customerCart { id } }', { headers: auth })).body.data.customerCart.id as string;
    await gql(app, 'mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"BAG-0091", quantity:1}]){ user_errors { message } } }', {
      variables: { c: cartId },
      headers: auth
    });
    const methods = (await post('/rest/default/V1/carts/mine/estimate-shipping-methods', { address: CALIFORNIA }, auth)).json();
    expect(methods.map((m: Json) => m.carrier_code)).toEqual(['flatrate', 'freeshipping']);
    const totals = (
      await post(
        '/rest/default/V1/carts/mine/totals-information',
        { addressInformation: { address: CALIFORNIA, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
        auth
      )
    ).json();
    expect(totals.grand_total).toBe(153.62);
  });
});

describe('a carrier that does not ship to a region (the sample shop: free shipping, not to Alaska or Hawaii)', () => {
  const ALASKA = {
    firstname: 'Ann',
    lastname: 'Lee',
    street: ['1 Main St'],
    city: 'Juneau',
    region: 'AK',
    postcode: '99801',
    country_code: 'US',
    telephone: '5550100'
  };
  const METHODS = `available_shipping_methods { carrier_code method_code available error_message amount { value } }`;

  it("lists it with Magento's showmethod message, and it cannot be chosen (GraphQL)", async () => {
    const c = await guestCart('default', 1);
    const set = await gql(
      app,
      `mutation($c:String!,$a:CartAddressInput!){ setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { shipping_addresses { ${METHODS} } } } }`,
      { variables: { c, a: ALASKA } }
    );
    expect(set.body.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods).toEqual([
      { carrier_code: 'flatrate', method_code: 'flatrate', available: true, error_message: '', amount: { value: 5 } },
      {
        carrier_code: 'freeshipping',
        method_code: 'freeshipping',
        available: false,
        error_message: 'This shipping method is not available. To use this shipping method, please contact us.',
        amount: { value: 0 }
      }
    ]);
    const chosen = await gql(
      app,
      'mutation($c:String!){ setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"freeshipping", method_code:"freeshipping"}]}){ cart { id } } }',
      { variables: { c } }
    );
    expect(chosen.body.errors?.[0].message).toBe('Carrier with such method not found: freeshipping, freeshipping');
  });

  it('says so in the estimate for Hawaii, in the store view’s language, and ships free elsewhere', async () => {
    const c = await guestCart('fr', 1);
    const hawaii = (
      await post(`/rest/fr/V1/guest-carts/${c}/estimate-shipping-methods`, { address: { country_id: 'US', region_code: 'HI', postcode: '96813' } })
    ).json();
    expect(hawaii.find((m: Json) => m.carrier_code === 'freeshipping')).toMatchObject({
      available: false,
      error_message: 'Ce mode de livraison n’est pas disponible. Pour l’utiliser, veuillez nous contacter.'
    });
    const totals = (
      await post(`/rest/fr/V1/guest-carts/${c}/totals-information`, {
        addressInformation: {
          address: { country_id: 'US', region_code: 'HI', postcode: '96813' },
          shipping_carrier_code: 'freeshipping',
          shipping_method_code: 'freeshipping'
        }
      })
    ).json();
    expect(totals.shipping_amount).toBe(0);
    expect(totals.grand_total).toBe(totals.subtotal);
    const texas = (
      await post(`/rest/fr/V1/guest-carts/${c}/estimate-shipping-methods`, { address: { country_id: 'US', region_code: 'TX', postcode: '78701' } })
    ).json();
    expect(texas.find((m: Json) => m.carrier_code === 'freeshipping')).toMatchObject({ available: true, error_message: '' });
  });
});
