import type { RequestContext } from '../shop';
import type { CartRow, CartItemRow, CouponRow } from '../db/cart';
import type { ProductRow } from '../db/catalog';
import { convertCents, percentOf } from './money';
import { linePrice, parseChosen, type Chosen, type LinePrice } from './cartChoices';

/*
 * Money is kept in integer cents of the base currency (USD). An amount shown in another currency is converted once,
 * rounded half up to the cent, and totals in that currency are sums of converted parts: a line is its converted unit
 * price times the quantity, the subtotal the sum of the lines, the grand total subtotal - discount + shipping. So what
 * a shopper reads adds up, in the cart and in the order, whatever the rate.
 */

export const FREE_SHIPPING_THRESHOLD_CENTS = 100_00;
export const FLAT_RATE_PER_ITEM_CENTS = 5_00;

/** An amount of money in a currency (ISO 4217 code), as GraphQL's Money. */
export interface Amount {
  value: number;
  currency: string;
}
export const amount = (cents: number, currency: string): Amount => ({ value: cents / 100, currency });
/** Base-currency cents shown in the request's display currency. */
export const money = (ctx: RequestContext, baseCents: number): Amount => amount(convertCents(baseCents, ctx.rate), ctx.currency);

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  cents: number;
}

/** Flat rate per item, and free shipping from the threshold on. */
export function shippingMethods(subtotalCents: number, qty: number): ShippingMethod[] {
  const list = [
    { carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', cents: FLAT_RATE_PER_ITEM_CENTS * qty }
  ];
  if (subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS)
    list.push({ carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', cents: 0 });
  return list;
}

/** The amounts of a cart or an order, all in cents of one currency. */
export interface Amounts {
  lines: { price: number; row: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  grand: number;
}

/**
 * The amounts in the currency of `rate`, from the base-currency unit prices and quantities, discount and shipping:
 * each part converted once, the totals summed from the converted parts.
 */
export function convertedAmounts(lines: { price: number; qty: number }[], discount: number, shipping: number, rate: number): Amounts {
  const converted = lines.map((l) => {
    const price = convertCents(l.price, rate);
    return { price, row: price * l.qty };
  });
  const subtotal = converted.reduce((s, l) => s + l.row, 0);
  const shown = { discount: convertCents(discount, rate), shipping: convertCents(shipping, rate) };
  return { lines: converted, subtotal, ...shown, grand: subtotal - shown.discount + shown.shipping };
}

export interface CartLine {
  item: CartItemRow;
  product: ProductRow;
  /** The configurable product a variant was chosen from. */
  parent: ProductRow | null;
  chosen: Chosen;
  /** Unit prices in base-currency cents, at this quantity (tier prices) and with what was chosen. */
  price: LinePrice;
}
/** Products that are never shipped. */
export const isVirtualProduct = (p: ProductRow) => p.type === 'virtual' || p.type === 'downloadable';
/** A cart of only virtual or downloadable items (Magento's is_virtual quote): no shipping address nor method. */
export const isVirtualCart = (lines: CartLine[]) => lines.length > 0 && lines.every((l) => isVirtualProduct(l.product));

export interface CartTotals {
  lines: CartLine[];
  qty: number;
  isVirtual: boolean;
  coupon: CouponRow | undefined;
  methods: ShippingMethod[];
  selected: ShippingMethod | null;
  /** In base-currency cents. */
  base: Amounts;
  /** In cents of the request's display currency. */
  shown: Amounts;
}

/** Prices of a cart, in the base currency and as shown in the request's currency. */
export function totals(ctx: RequestContext, cart: CartRow): CartTotals {
  const { catalog, cart: carts } = ctx.shop.data;
  const items = carts.items(cart.id);
  const products = new Map(
    catalog
      .productsByIds(
        ctx.store.id,
        items.flatMap((i) => (i.parent_id ? [i.product_id, i.parent_id] : [i.product_id]))
      )
      .map((p) => [p.id, p])
  );
  const lines = items.map((item): CartLine => {
    const product = products.get(item.product_id)!;
    const parent = item.parent_id ? (products.get(item.parent_id) ?? null) : null;
    const chosen = parseChosen(item.options);
    return { item, product, parent, chosen, price: linePrice(ctx, product, chosen, item.qty, parent ?? product) };
  });
  const priced = lines.map((l) => ({ price: l.price.unit, qty: l.item.qty }));
  const subtotal = priced.reduce((s, l) => s + l.price * l.qty, 0);
  const qty = lines.reduce((s, l) => s + l.item.qty, 0);
  // Only what is shipped counts for the flat rate per item (virtual and downloadable items are not).
  const shippedQty = lines.filter((l) => !isVirtualProduct(l.product)).reduce((s, l) => s + l.item.qty, 0);
  const coupon = cart.coupon_code ? carts.activeCoupon(cart.coupon_code) : undefined;
  const discount = coupon ? percentOf(subtotal, coupon.percent) : 0;
  const methods = shippingMethods(subtotal, shippedQty);
  const [carrier, method] = (cart.shipping_method ?? '').split('|');
  const isVirtual = isVirtualCart(lines);
  const selected = isVirtual ? null : (methods.find((m) => m.carrier_code === carrier && m.method_code === method) ?? null);
  const shipping = selected?.cents ?? 0;
  return {
    lines,
    qty,
    isVirtual,
    coupon,
    methods,
    selected,
    base: convertedAmounts(priced, discount, shipping, 1),
    shown: convertedAmounts(priced, discount, shipping, ctx.rate)
  };
}
