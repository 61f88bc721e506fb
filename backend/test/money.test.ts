import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';
import { SAMPLE_COUPON } from '../seed/content';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const fr = { store: 'fr' };
const ADDRESS = {
  firstname: 'Anne',
  lastname: 'Leroy',
  street: ['1 rue de la Paix'],
  city: 'Paris',
  postcode: '75002',
  country_code: 'FR',
  telephone: '0140000000'
};
const cents = (value: number) => Math.round(value * 100);
const PRICES =
  'prices { grand_total { value currency } subtotal_including_tax { value } discounts { amount { value } } applied_taxes { amount { value } } }';
// fr prices include VAT (taxed at France, the address's country): what the shopper reads are the including-tax figures.
const ITEMS = 'items { quantity prices { price_including_tax { value } row_total_including_tax { value } } }';
const SHIPPING = 'shipping_addresses { selected_shipping_method { amount { value } } }';

/**
 * The dress DRE-0001 costs $87.83: €80.8036 at 0.92, shown as €80.80 a piece. Two of them (in two colours) came to a
 * subtotal of €161.61 (the rounded conversion of $175.66) under lines of €80.80 + €80.80 = €161.60: the cart and the
 * order disagreed with their own lines by a cent.
 */
describe('amounts in EUR', () => {
  it('add up to the cent in the cart and in the order: lines, subtotal, discount, shipping, grand total', async () => {
    const c = (await gql(app, 'mutation { createEmptyCart }', { headers: fr })).body.data.createEmptyCart as string;
    const added = await gql(
      app,
      `mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"DRE-0001-BLACK-S", parent_sku:"DRE-0001", quantity:1},
      {sku:"DRE-0001-BLUE-S", parent_sku:"DRE-0001", quantity:1}, {sku:"DRE-0001-GREY-M", parent_sku:"DRE-0001", quantity:2}]){ user_errors { message } } }`,
      { variables: { c }, headers: fr }
    );
    expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
    for (const step of [
      `setGuestEmailOnCart(input:{cart_id:$c, email:"anne@example.com"}){ cart { id } }`,
      `applyCouponToCart(input:{cart_id:$c, coupon_code:"${SAMPLE_COUPON.code}"}){ cart { id } }`,
      'setShippingAddressesOnCart(input:{cart_id:$c, shipping_addresses:[{address:$a}]}){ cart { id } }',
      'setBillingAddressOnCart(input:{cart_id:$c, billing_address:{same_as_shipping:true}}){ cart { id } }',
      'setShippingMethodsOnCart(input:{cart_id:$c, shipping_methods:[{carrier_code:"flatrate", method_code:"flatrate"}]}){ cart { id } }',
      'setPaymentMethodOnCart(input:{cart_id:$c, payment_method:{code:"checkmo"}}){ cart { id } }'
    ]) {
      const withAddress = step.includes('$a');
      const r = await gql(app, `mutation($c:String!${withAddress ? ', $a:CartAddressInput!' : ''}){ ${step} }`, {
        variables: withAddress ? { c, a: ADDRESS } : { c },
        headers: fr
      });
      expect(r.body.errors).toBeUndefined();
    }
    const cart = (await gql(app, `query($c:String!){ cart(cart_id:$c){ ${ITEMS} ${PRICES} ${SHIPPING} } }`, { variables: { c }, headers: fr })).body
      .data.cart;

    const lines = cart.items.map((i: Json) => ({
      price: cents(i.prices.price_including_tax.value),
      row: cents(i.prices.row_total_including_tax.value),
      qty: i.quantity
    }));
    expect(lines.map((l: Json) => l.price)).toEqual([8080, 8080, 8080]);
    for (const l of lines) expect(l.row).toBe(l.price * l.qty);
    const subtotal = cents(cart.prices.subtotal_including_tax.value);
    expect(subtotal).toBe(lines.reduce((s: number, l: Json) => s + l.row, 0));
    const discount = cents(cart.prices.discounts[0].amount.value);
    const shipping = cents(cart.shipping_addresses[0].selected_shipping_method.amount.value);
    expect(shipping).toBe(4 * 460);
    const grand = cents(cart.prices.grand_total.value);
    // The VAT is inside the prices: the grand total does not add it.
    expect(grand).toBe(subtotal - discount + shipping);
    expect(cart.prices.applied_taxes).toHaveLength(1);
    expect(cart.prices.grand_total.currency).toBe('EUR');

    const placed = await gql(
      app,
      `mutation($c:String!){ placeOrder(input:{cart_id:$c}){ orderV2 { number total { subtotal_incl_tax { value } grand_total { value currency }
      total_shipping { value } discounts { amount { value } } } items { quantity_ordered prices { row_total_including_tax { value } } } } errors { message } } }`,
      { variables: { c }, headers: fr }
    );
    const order = placed.body.data.placeOrder.orderV2;
    expect(order.items.map((i: Json) => cents(i.prices.row_total_including_tax.value))).toEqual(lines.map((l: Json) => l.row));
    expect(cents(order.total.subtotal_incl_tax.value)).toBe(subtotal);
    expect(cents(order.total.discounts[0].amount.value)).toBe(discount);
    expect(cents(order.total.total_shipping.value)).toBe(shipping);
    expect(order.total.grand_total).toEqual({ value: grand / 100, currency: 'EUR' });
  });
});
