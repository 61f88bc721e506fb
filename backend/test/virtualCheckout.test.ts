import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, createTestCustomer, type Json, AUSTIN_ADDRESS } from './helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (s: string) => Buffer.from(s).toString('base64');
/** The last mail written to `to` (outbox files sort by time). */
function mailTo(to: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`));
  return mails[mails.length - 1].replace(/\r\n/g, '\n');
}

const OPTIONS = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  ... on CustomizableProductInterface { options { uid title ... on CustomizableRadioOption { values: value { uid title } }
    ... on CustomizableDropDownOption { values: value { uid title } } } }
  ... on BundleProduct { items { options { uid } } }
  ... on DownloadableProduct { downloadable_product_links { uid title } }
} } }`;
const optionsOf = async (sku: string): Promise<Json> => (await gql(app, OPTIONS, { variables: { sku } })).body.data.products.items[0];

async function addTo(cart: string, items: Json[], headers?: Record<string, string>) {
  const r = await gql(
    app,
    'mutation($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { cart { is_virtual } user_errors { message } } }',
    { variables: { c: cart, i: items }, headers }
  );
  expect(r.body.data.addProductsToCart.user_errors).toEqual([]);
  return r.body.data.addProductsToCart.cart;
}

/** A gift wrap (virtual, radio + field options) and a knitting pattern (downloadable, one link). */
async function virtualItems(): Promise<Json[]> {
  const wrap = await optionsOf('VIRTUAL-GIFT-WRAP');
  const patterns = await optionsOf('DOWNLOAD-KNIT-PATTERNS');
  return [
    {
      sku: 'VIRTUAL-GIFT-WRAP',
      quantity: 2,
      selected_options: [wrap.options[0].values[1].uid],
      entered_options: [{ uid: wrap.options[1].uid, value: 'Happy birthday' }]
    },
    { sku: 'DOWNLOAD-KNIT-PATTERNS', quantity: 1, selected_options: [patterns.downloadable_product_links[1].uid] }
  ];
}

const ORDER_ITEMS = `number is_virtual shipping_address { city } carrier shipping_method billing_address { city }
  total { subtotal { value } total_shipping { value } grand_total { value currency } }
  items { __typename product_sku product_type quantity_ordered product_sale_price { value }
    selected_options { label value } entered_options { label value }
    ... on BundleOrderItem { bundle_options { label values { product_name quantity price { value currency } } } }
    ... on DownloadableOrderItem { downloadable_links { title } } }`;

describe('virtual carts and orders with options', () => {
  it('a guest places a virtual-only cart through REST with a billing address alone; its order keeps every choice', async () => {
    const cart = (await gql(app, 'mutation { createGuestCart { cart { id } } }')).body.data.createGuestCart.cart.id;
    expect((await addTo(cart, await virtualItems())).is_virtual).toBe(true);
    const placed = await app.inject({
      method: 'POST',
      url: `/rest/default/V1/guest-carts/${cart}/payment-information`,
      payload: { email: 'v@example.com', paymentMethod: { method: 'checkmo' }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(placed.statusCode).toBe(200);
    // As Magento: the order's entity id, and its number kept on the placed cart for the guest's receipt.
    expect(String(placed.json())).toMatch(/^\d+$/);
    const guestCart = await app.inject({ method: 'GET', url: `/rest/default/V1/guest-carts/${cart}` });
    expect(guestCart.json().reserved_order_id).toMatch(/^\d{9}$/);
    const again = await gql(app, 'query($c: String!) { cart(cart_id: $c) { id } }', { variables: { c: cart } });
    expect(again.body.errors?.[0].message).toBe("The cart isn't active.");
  });

  it('REST shipping-information on a virtual cart: taken as Magento 2.4 takes it (no rate asked), its billing address kept', async () => {
    const email = await createTestCustomer(app, 'restvirtual');
    const t = (await gql(app, `mutation { generateCustomerToken(email: "${email}", password: "Secret123!") { token } }`)).body.data
      .generateCustomerToken.token;
    const headers = { Authorization: `Bearer ${t}` };
    const cart = (await gql(app, '{ customerCart { id } }', { headers })).body.data.customerCart.id;
    const post = (url: string, payload: Json) => app.inject({ method: 'POST', url: `/rest/default/V1/carts/mine/${url}`, headers, payload });
    const billing = { ...AUSTIN_ADDRESS, city: 'Dallas', postcode: '75201' };
    const flatRate = { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' };
    // An empty cart is refused first (ShippingInformationManagement::validateQuote), with Magento's 400.
    const empty = await post('shipping-information', { addressInformation: { shipping_address: AUSTIN_ADDRESS, ...flatRate } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The shipping method can't be set for an empty cart. Add an item to cart and try again.");

    await addTo(cart, await virtualItems(), headers);
    // The address is still required (validateAddress)...
    const noAddress = await post('shipping-information', { addressInformation: { billing_address: billing, ...flatRate } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('The shipping address is missing. Set the address and try again.');
    // ...but a virtual quote skips the carrier check: with or without a method, the answer is the payment details.
    for (const method of [{}, flatRate]) {
      const saved = await post('shipping-information', {
        addressInformation: { shipping_address: AUSTIN_ADDRESS, billing_address: billing, ...method }
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().payment_methods.map((m: Json) => m.code)).toContain('checkmo');
      expect(saved.json().totals).toMatchObject({ shipping_amount: 0 });
    }
    // With the address REST kept, GraphQL takes a method as well (no carrier is checked on a virtual cart).
    const method = await gql(
      app,
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      { variables: { c: cart }, headers }
    );
    expect(method.body.errors).toBeUndefined();
    // The billing address was kept: the order is placed without sending it again, and ships nowhere.
    const placed = await post('payment-information', { paymentMethod: { method: 'checkmo' } });
    expect(placed.statusCode).toBe(200);
    const orders = await gql(app, `{ customer { orders { items { ${ORDER_ITEMS} } } } }`, { headers });
    const order = orders.body.data.customer.orders.items[0];
    expect(order).toMatchObject({ is_virtual: true, shipping_address: null, carrier: null, billing_address: { city: 'Dallas' } });
    expect(order.total.total_shipping.value).toBe(0);
  });

  it('a customer places a virtual cart through GraphQL without shipping; the history shows the options, links and no shipping', async () => {
    const email = await createTestCustomer(app, 'virtual');
    const t = (await gql(app, `mutation { generateCustomerToken(email: "${email}", password: "Secret123!") { token } }`)).body.data
      .generateCustomerToken.token;
    const headers = { Authorization: `Bearer ${t}` };
    const cart = (await gql(app, '{ customerCart { id } }', { headers })).body.data.customerCart.id;
    await addTo(cart, await virtualItems(), headers);
    // Magento refuses a shipping address on a virtual cart (ShippingAddressManagement::assign).
    const shipping = await gql(
      app,
      `mutation($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: { firstname: "Ann", lastname: "Lee",
        street: ["1 Main St"], city: "Austin", region: "TX", postcode: "78701", country_code: "US", telephone: "5550100" } }] }) { cart { id } } }`,
      { variables: { c: cart }, headers }
    );
    expect(shipping.body.errors?.[0]).toMatchObject({
      message: 'The Cart includes virtual product(s) only, so a shipping address is not used.',
      extensions: { category: 'graphql-no-such-entity' }
    });
    const method = await gql(
      app,
      'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      { variables: { c: cart }, headers }
    );
    // A method goes through ShippingInformationManagement in Magento 2.4: the cart has no shipping address for it.
    expect(method.body.errors?.[0]).toMatchObject({
      message: 'The shipping address is missing. Set the address and try again.',
      extensions: { category: 'graphql-input' }
    });
    const billing = await gql(
      app,
      `mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: { firstname: "Ann", lastname: "Lee",
        street: ["1 Main St"], city: "Austin", region: "TX", postcode: "78701", country_code: "US", telephone: "5550100" } } }) { cart { id } } }`,
      { variables: { c: cart }, headers }
    );
    expect(billing.body.errors).toBeUndefined();
    await gql(app, 'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { id } } }', {
      variables: { c: cart },
      headers
    });
    const placed = await gql(app, `mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { ${ORDER_ITEMS} } } }`, {
      variables: { c: cart },
      headers
    });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data.placeOrder.errors).toEqual([]);
    const order = placed.body.data.placeOrder.orderV2;
    expect(order).toMatchObject({
      is_virtual: true,
      shipping_address: null,
      carrier: null,
      shipping_method: null,
      billing_address: { city: 'Austin' }
    });
    // 2 × (5 + gold foil 2 + card 1.50) + the beanie pattern 4; no shipping.
    expect(order.total).toEqual({ subtotal: { value: 21 }, total_shipping: { value: 0 }, grand_total: { value: 21, currency: 'USD' } });
    expect(order.items.map((i: Json) => [i.__typename, i.product_type, i.product_sale_price.value])).toEqual([
      ['OrderItem', 'virtual', 8.5],
      ['DownloadableOrderItem', 'downloadable', 4]
    ]);
    expect(order.items[0].selected_options).toEqual([{ label: 'Paper', value: 'Gold foil' }]);
    expect(order.items[0].entered_options).toEqual([{ label: 'Card message', value: 'Happy birthday' }]);
    expect(order.items[1].downloadable_links).toEqual([{ title: 'Beanie pattern' }]);

    const history = await gql(app, `{ customer { orders { items { ${ORDER_ITEMS} } } } }`, { headers });
    expect(history.body.data.customer.orders.items[0]).toEqual(order);

    // The confirmation mail lists each line with its choices, and no shipping.
    const mail = mailTo(email);
    expect(mail).toContain('Subject: Your Sample Shop order confirmation');
    expect(mail).toContain(`Your Order #${order.number}`);
    for (const line of [
      'Gift Wrapping Service (VIRTUAL-GIFT-WRAP)  Qty 2  8.50 USD  = 17.00 USD',
      'Paper: Gold foil',
      'Card message: Happy birthday',
      '↓ Beanie pattern',
      'Grand total: 21.00 USD',
      'Nothing to ship'
    ])
      expect(mail).toContain(line);
    expect(mail).not.toContain('Shipping:');

    const downloads = await gql(
      app,
      '{ customerDownloadableProducts { items { order_increment_id status download_url remaining_downloads date } } }',
      {
        headers
      }
    );
    expect(downloads.body.data.customerDownloadableProducts.items).toEqual([
      {
        order_increment_id: order.number,
        status: 'pending',
        download_url: expect.stringMatching(/^http/),
        remaining_downloads: 'Unlimited',
        date: expect.any(String)
      }
    ]);
    const guest = await gql(app, '{ customerDownloadableProducts { items { order_increment_id } } }');
    expect(guest.body.errors?.[0].message).toBe("The current customer isn't authorized.");
  });

  it('a mixed cart still needs a shipping address and method; its bundle order item lists the selections', async () => {
    const cart = (await gql(app, 'mutation { createGuestCart { cart { id } } }')).body.data.createGuestCart.cart.id;
    const tea = await optionsOf('BUNDLE-TEA-SET');
    const mixed = await addTo(cart, [
      ...(await virtualItems()),
      { sku: 'BUNDLE-TEA-SET', quantity: 1, selected_options: [tea.items[0].options[0].uid, tea.items[1].options[0].uid] }
    ]);
    expect(mixed.is_virtual).toBe(false);
    const noShipping = await app.inject({
      method: 'POST',
      url: `/rest/default/V1/guest-carts/${cart}/payment-information`,
      payload: { email: 'm@example.com', paymentMethod: { method: 'checkmo' }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.json().message).toBe('Unable to place order: Please check the shipping address information.');

    const shipping = await app.inject({
      method: 'POST',
      url: `/rest/default/V1/guest-carts/${cart}/shipping-information`,
      payload: { addressInformation: { shipping_address: AUSTIN_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } }
    });
    expect(shipping.statusCode).toBe(200);
    // Flat rate per shipped item: the bundle only (the wrap and the pattern are not shipped).
    expect(shipping.json().totals.shipping_amount).toBe(5);
    const placed = await app.inject({
      method: 'POST',
      url: `/rest/default/V1/guest-carts/${cart}/payment-information`,
      payload: { email: 'm@example.com', paymentMethod: { method: 'checkmo' }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(placed.statusCode).toBe(200);
  });

  it('a bundle order takes its parts from stock and keeps the selections in the order', async () => {
    const email = await createTestCustomer(app, 'bundle');
    const t = (await gql(app, `mutation { generateCustomerToken(email: "${email}", password: "Secret123!") { token } }`)).body.data
      .generateCustomerToken.token;
    const headers = { Authorization: `Bearer ${t}` };
    const stock = async (sku: string) =>
      (await gql(app, `{ products(filter: { sku: { eq: "${sku}" } }) { items { quantity } } }`, { method: 'POST' })).body.data.products.items[0]
        .quantity;
    const before = await stock('KIT-0131');
    const cart = (await gql(app, '{ customerCart { id } }', { headers })).body.data.customerCart.id;
    const tea = await optionsOf('BUNDLE-TEA-SET');
    await addTo(
      cart,
      [{ sku: 'BUNDLE-TEA-SET', quantity: 2, selected_options: [tea.items[0].options[0].uid, tea.items[1].options[0].uid] }],
      headers
    );
    const shipping = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/shipping-information',
      headers,
      payload: { addressInformation: { shipping_address: AUSTIN_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } }
    });
    expect(shipping.statusCode).toBe(200);
    const placed = await app.inject({
      method: 'POST',
      url: '/rest/default/V1/carts/mine/payment-information',
      headers,
      payload: { paymentMethod: { method: 'checkmo' }, billingAddress: AUSTIN_ADDRESS }
    });
    expect(placed.statusCode).toBe(200);
    // Two bundles of two mugs each.
    expect(await stock('KIT-0131')).toBe(before - 4);
    const history = await gql(app, `{ customer { orders { items { ${ORDER_ITEMS} } } } }`, { headers });
    const [item] = history.body.data.customer.orders.items[0].items;
    expect(item.__typename).toBe('BundleOrderItem');
    expect(item.bundle_options.map((o: Json) => [o.label, o.values.map((v: Json) => [v.quantity, v.price.value])])).toEqual([
      ['Teapot', [[1, 0]]],
      ['Mugs', [[2, 6]]]
    ]);
    expect(item.product_sale_price.value).toBe(59 + 12);
    expect(mailTo(email)).toContain('Mugs: 2 × Augusta Alpine Mug');
  });

  it('grouped parts added from a grouped product are plain lines of the order', async () => {
    const cart = (await gql(app, 'mutation { createGuestCart { cart { id } } }')).body.data.createGuestCart.cart.id;
    const set = (
      await gql(app, '{ products(filter: { sku: { eq: "GROUPED-LINEN" } }) { items { ... on GroupedProduct { items { product { uid } } } } } }')
    ).body.data.products.items[0];
    const [throwId] = set.items.map((i: Json) => Buffer.from(i.product.uid, 'base64').toString());
    const c = await addTo(cart, [{ sku: 'GROUPED-LINEN', quantity: 1, selected_options: [b64(`grouped/${throwId}/1`)] }]);
    expect(c.is_virtual).toBe(false);
  });
});
