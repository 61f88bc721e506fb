import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Shop, RequestContext } from '../shop';
import { MagentoError, inputError } from '../domain/errors';
import type { CartRow } from '../db/cart';
import { estimateAddress, normaliseAddress, type Address } from '../domain/address';
import { assertArgumentLengths } from '../domain/inputLimits';
import {
  cartByMaskedId,
  cartForUser,
  customerActiveCart,
  setShippingAddress,
  setBillingAddress,
  setShippingMethod,
  setEmail,
  reloadCart
} from '../domain/cart';
import { availablePaymentMethods, setPaymentMethod } from '../domain/payment';
import { placeOrder, PlaceOrderFailure } from '../domain/order';
import { money, totals } from '../domain/pricing';

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

/** A REST AddressInterface as the destination of an estimate (country, region, postcode; nothing required). */
function restEstimateAddress(ctx: RequestContext, a: unknown): Address {
  const r = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const region = typeof r.region === 'object' && r.region ? (r.region as Record<string, unknown>).region_code : r.region;
  return estimateAddress(ctx, {
    country_code: text(r.country_id),
    region_code: text(r.region_code),
    region: text(region),
    region_id: Number(r.region_id) || null,
    postcode: text(r.postcode)
  });
}

/**
 * The cart as it would be with `address` as its destination (and `method`, when given): Magento's estimate and
 * totals-information collect totals on such an address without saving it, so the checkout's own address stays.
 */
function cartEstimatedFor(cart: CartRow, address: Address, method?: { carrier: string; method: string }): CartRow {
  const json = JSON.stringify(address);
  return {
    ...cart,
    shipping_address: json,
    // A virtual cart is taxed where it is billed (Magento's totals-information sets its billing address instead).
    billing_address: json,
    shipping_method: method ? `${method.carrier}|${method.method}` : null
  };
}

/** Magento's TotalsInterface: the quote currency's amounts (as the GraphQL cart shows them) and their base twins. */
function restTotals(ctx: RequestContext, cart: CartRow) {
  const t = totals(ctx, cart);
  const [s, b] = [t.shown, t.base];
  const units = (cents: number) => cents / 100;
  return {
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
    shipping_tax_amount: units(s.shippingTax),
    base_shipping_tax_amount: units(b.shippingTax),
    subtotal_incl_tax: units(s.subtotalInclTax),
    shipping_incl_tax: units(s.shippingInclTax),
    base_shipping_incl_tax: units(b.shippingInclTax),
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
  };
}

function paymentDetails(ctx: RequestContext, cart: CartRow) {
  return { payment_methods: availablePaymentMethods(ctx, cart), totals: restTotals(ctx, cart) };
}

/**
 * A guest cart by its masked id, active or not: Magento's GuestCartRepository loads it through the quote repository,
 * which does not ask for an active cart, so a placed cart still answers (with its reserved_order_id).
 */
function guestCart(shop: Shop, masked: string): CartRow {
  const cart = cartByMaskedId({ shop }, masked);
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

  /**
   * Magento 2.4's ShippingInformationManagement: the cart must hold items, then the shipping address must be there. A
   * virtual cart is taken too (it keeps the billing address), but no carrier is checked or kept: nothing ships.
   */
  const shippingInformation: Handler = (ctx, cart, body) => {
    if (!ctx.shop.data.cart.items(cart.id).length)
      throw inputError("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
    const info = (body.addressInformation ?? {}) as Record<string, unknown>;
    if (!info.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
    const shipping = restAddress(ctx, info.shipping_address);
    setShippingAddress(ctx, cart, shipping);
    setBillingAddress(ctx, cart, info.billing_address ? restAddress(ctx, info.billing_address) : shipping);
    if (!totals(ctx, cart).isVirtual) {
      setShippingMethod(ctx, reloadCart(ctx, cart), String(info.shipping_carrier_code ?? ''), String(info.shipping_method_code ?? ''));
    }
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
  /**
   * ShipmentEstimation::estimateByExtendedAddress: the carriers' methods for a destination, priced for the cart, with
   * Magento's ShippingMethodInterface fields; none for a virtual or empty cart. The cart is not changed.
   */
  const estimateShippingMethods: Handler = (ctx, cart, body) => {
    const t = totals(ctx, cartEstimatedFor(cart, restEstimateAddress(ctx, body.address)));
    if (t.isVirtual || t.lines.length === 0) return [];
    return t.methods.map((m) => {
      const price = money(ctx, m.cents).value;
      return {
        carrier_code: m.carrier_code,
        method_code: m.method_code,
        carrier_title: m.carrier_title,
        method_title: m.method_title,
        amount: price,
        base_amount: m.cents / 100,
        available: !m.unavailable,
        error_message: m.unavailable ?? '',
        price_excl_tax: price,
        price_incl_tax: price
      };
    });
  };
  /**
   * TotalsInformationManagement::calculate: the cart's totals for a destination and, when both codes are given, a
   * shipping method (one the cart cannot use adds no shipping). Collected, not saved: checkout's address stays.
   */
  const totalsInformation: Handler = (ctx, cart, body) => {
    const info = (body.addressInformation ?? {}) as Record<string, unknown>;
    if (!info.address || typeof info.address !== 'object')
      throw new MagentoError('The shipping address is missing. Set the address and try again.', 'graphql-input');
    const [carrier, method] = [info.shipping_carrier_code, info.shipping_method_code].map((code) => (typeof code === 'string' ? code : ''));
    const chosen = carrier && method ? { carrier, method } : undefined;
    return restTotals(ctx, cartEstimatedFor(cart, restEstimateAddress(ctx, info.address), chosen));
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
    app.post(`${prefix}/guest-carts/:cartId/estimate-shipping-methods`, route(false, estimateShippingMethods));
    app.post(`${prefix}/carts/mine/estimate-shipping-methods`, route(true, estimateShippingMethods));
    app.post(`${prefix}/guest-carts/:cartId/totals-information`, route(false, totalsInformation));
    app.post(`${prefix}/carts/mine/totals-information`, route(true, totalsInformation));
  }
}
