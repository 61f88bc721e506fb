import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Shop, RequestContext } from '../shop';
import { MagentoError } from '../domain/errors';
import type { CartRow } from '../db/cart';
import { normaliseAddress, type Address } from '../domain/address';
import { assertArgumentLengths } from '../domain/inputLimits';
import { cartForUser, customerActiveCart, setShippingAddress, setBillingAddress, setShippingMethod, setEmail, reloadCart } from '../domain/cart';
import { availablePaymentMethods, setPaymentMethod } from '../domain/payment';
import { placeOrder, PlaceOrderFailure } from '../domain/order';
import { totals } from '../domain/pricing';

/** Magento's REST error body: the raw phrase plus its placeholder values. */
export const restError = (message: string, parameters?: Record<string, unknown> | unknown[]) => ({ message, ...(parameters ? { parameters } : {}) });

/** GraphQL error categories as REST statuses: no such entity 404, auth 401, other client errors 400. */
const STATUS: Record<string, number> = { 'graphql-no-such-entity': 404, 'graphql-authorization': 401, 'graphql-authentication': 401 };

/** A REST AddressInterface (snake_case, country_id, region_code/region_id) as the cart's address. */
function restAddress(ctx: RequestContext, a: unknown): Address {
  const r = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
  const region = typeof r.region === 'object' && r.region ? (r.region as Record<string, unknown>).region_code : r.region;
  return normaliseAddress(ctx, {
    firstname: r.firstname as string,
    lastname: r.lastname as string,
    company: r.company as string,
    city: r.city as string,
    street: Array.isArray(r.street) ? r.street.map(String) : typeof r.street === 'string' ? [r.street] : [],
    country_code: r.country_id as string,
    telephone: r.telephone as string,
    postcode: r.postcode as string,
    region_code: (r.region_code ?? region) as string,
    region: region as string,
    region_id: r.region_id ? Number(r.region_id) : null
  });
}

function paymentDetails(ctx: RequestContext, cart: CartRow) {
  const t = totals(ctx, cart);
  // Amounts in the quote currency (as the GraphQL cart shows them) and in the base currency; cents to units.
  const [s, b] = [t.shown, t.base];
  const units = (cents: number) => cents / 100;
  return {
    payment_methods: availablePaymentMethods(ctx, cart),
    totals: {
      grand_total: units(s.grand),
      base_grand_total: units(b.grand),
      subtotal: units(s.subtotalExclTax),
      base_subtotal: units(b.subtotalExclTax),
      discount_amount: -units(s.discount),
      base_discount_amount: -units(b.discount),
      subtotal_with_discount: units(s.subtotal - s.discount),
      base_subtotal_with_discount: units(b.subtotal - b.discount),
      shipping_amount: units(s.shipping),
      base_shipping_amount: units(b.shipping),
      shipping_discount_amount: 0,
      tax_amount: units(s.tax),
      base_tax_amount: units(b.tax),
      shipping_tax_amount: 0,
      subtotal_incl_tax: units(s.subtotalInclTax),
      shipping_incl_tax: units(s.shipping),
      base_currency_code: 'USD',
      quote_currency_code: ctx.currency,
      coupon_code: cart.coupon_code ?? undefined,
      items_qty: t.qty,
      items: t.lines.map((l, i) => ({
        item_id: l.item.id,
        qty: l.item.qty,
        price: units(s.lines[i].priceExclTax),
        row_total: units(s.lines[i].rowExclTax),
        name: l.product.name
      })),
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: units(s.subtotalExclTax) },
        {
          code: 'discount',
          title: t.discountLabels.length ? `Discount (${t.discountLabels.map((d) => d.label).join(', ')})` : 'Discount',
          value: -units(s.discount)
        },
        { code: 'shipping', title: 'Shipping & Handling', value: units(s.shipping) },
        {
          code: 'tax',
          title: 'Tax',
          value: units(s.tax),
          extension_attributes: {
            tax_grandtotal_details: t.taxLabels.map((x, i) => ({
              amount: units(s.taxes[i]),
              rates: [{ percent: String(x.percent), title: x.label }],
              group_id: i + 1
            }))
          }
        },
        { code: 'grand_total', title: 'Grand Total', value: units(s.grand) }
      ]
    }
  };
}

/**
 * A guest cart by its masked id, active or not: Magento's GuestCartRepository loads it through the quote repository,
 * which does not ask for an active cart, so a placed cart still answers (with its reserved_order_id).
 */
function guestCart(shop: Shop, masked: string): CartRow {
  const cart = shop.data.cart.byMask(masked);
  if (!cart || cart.customer_id !== null) throw new MagentoError(`No such entity with cartId = ${masked}`, 'graphql-no-such-entity');
  return cart;
}

/** A guest cart as Magento's CartInterface (the fields a storefront reads); reserved_order_id is the placed order's number. */
function guestCartOut(ctx: RequestContext, cart: CartRow) {
  const t = totals(ctx, cart);
  const order = ctx.shop.data.order.byCart(cart.id);
  return {
    id: cart.id,
    updated_at: new Date(cart.updated_at).toISOString().replace('T', ' ').slice(0, 19),
    is_active: Boolean(cart.is_active),
    is_virtual: false,
    items: t.lines.map((l, i) => ({
      item_id: l.item.id,
      sku: l.product.sku,
      qty: l.item.qty,
      name: l.product.name,
      price: t.shown.lines[i].priceExclTax / 100,
      product_type: l.item.parent_id ? 'configurable' : 'simple',
      quote_id: String(cart.id)
    })),
    items_count: t.lines.length,
    items_qty: t.qty,
    customer: { email: cart.email ?? undefined },
    reserved_order_id: order?.increment_id ?? null,
    orig_order_id: 0,
    currency: { base_currency_code: 'USD', quote_currency_code: ctx.currency, store_currency_code: 'USD' },
    customer_is_guest: true,
    customer_note_notify: true,
    customer_tax_class_id: 3,
    store_id: cart.store_id
  };
}

export function registerRest(app: FastifyInstance, shop: Shop): void {
  type Handler = (ctx: RequestContext, cart: CartRow, body: Record<string, unknown>) => unknown;
  /** Resolves the cart (guest by masked id, or the customer's own for `mine`) and maps failures to REST errors. */
  const route =
    (mine: boolean, fn: Handler, placed = false) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const params = req.params as { store?: string; cartId?: string };
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      try {
        const ctx = shop.contextFor(req.headers, params.store, req);
        if (mine && !ctx.customerId)
          return reply.code(401).send(restError("The consumer isn't authorized to access %resources.", { resources: 'self' }));
        // The limits GraphQL applies to its arguments (names, street lines, e-mail…), before anything is looked up or stored.
        assertArgumentLengths(body);
        let cart: CartRow;
        if (mine) cart = customerActiveCart(ctx);
        else {
          try {
            cart = placed ? guestCart(shop, params.cartId!) : cartForUser({ ...ctx, customerId: null }, params.cartId!);
          } catch (e) {
            if (e instanceof MagentoError && e.category === 'graphql-no-such-entity') {
              return reply
                .code(404)
                .send(restError('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: params.cartId }));
            }
            throw e;
          }
        }
        // JSON-encode here: fastify would send a bare string (the order id) as text.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(fn(ctx, cart, body)));
      } catch (e) {
        if (e instanceof PlaceOrderFailure) return reply.code(400).send(restError(e.message));
        if (e instanceof MagentoError) {
          return reply.code(STATUS[e.category] ?? 400).send(e.phrase ? restError(e.phrase.text, e.phrase.parameters) : restError(e.message));
        }
        throw e;
      }
    };

  const shippingInformation: Handler = (ctx, cart, body) => {
    const info = (body.addressInformation ?? {}) as Record<string, unknown>;
    if (!info.shipping_address) throw new MagentoError('The shipping address is missing. Set the address and try again.', 'graphql-input');
    const shipping = restAddress(ctx, info.shipping_address);
    setShippingAddress(ctx, cart, shipping);
    setBillingAddress(ctx, cart, info.billing_address ? restAddress(ctx, info.billing_address) : shipping);
    setShippingMethod(ctx, reloadCart(ctx, cart), String(info.shipping_carrier_code ?? ''), String(info.shipping_method_code ?? ''));
    return paymentDetails(ctx, reloadCart(ctx, cart));
  };
  const paymentInformation =
    (guest: boolean): Handler =>
    (ctx, cart, body) => {
      const method = (body.paymentMethod ?? {}) as { method?: string; po_number?: unknown };
      if (guest) setEmail(ctx, cart, String(body.email ?? ''));
      if (body.billingAddress) setBillingAddress(ctx, cart, restAddress(ctx, body.billingAddress));
      setPaymentMethod(ctx, reloadCart(ctx, cart), String(method.method ?? ''), typeof method.po_number === 'string' ? method.po_number : null);
      // additional_data (e.g. payment_method_nonce) means nothing to the offline methods: accepted and ignored.
      // As Magento: the order's entity id, as a string; its number is the cart's reserved_order_id (GET guest-carts/{cartId}).
      return String(placeOrder(ctx, cart.id).id);
    };
  /** PaymentMethodManagement::getList: the methods that may pay for the cart now, {code, title}. */
  const paymentMethods: Handler = (ctx, cart) => availablePaymentMethods(ctx, cart);

  for (const prefix of ['/rest/V1', '/rest/:store/V1']) {
    app.post(`${prefix}/guest-carts/:cartId/shipping-information`, route(false, shippingInformation));
    app.post(`${prefix}/carts/mine/shipping-information`, route(true, shippingInformation));
    app.post(`${prefix}/guest-carts/:cartId/payment-information`, route(false, paymentInformation(true)));
    app.post(`${prefix}/carts/mine/payment-information`, route(true, paymentInformation(false)));
    app.get(`${prefix}/guest-carts/:cartId/payment-methods`, route(false, paymentMethods));
    app.get(`${prefix}/carts/mine/payment-methods`, route(true, paymentMethods));
    app.get(`${prefix}/guest-carts/:cartId`, route(false, guestCartOut, true));
  }
}
