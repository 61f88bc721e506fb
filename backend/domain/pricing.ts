import type { RequestContext } from '../shop';
import type { CartRow, CartItemRow, CouponRow } from '../db/cart';
import type { ProductRow } from '../db/catalog';

export const FREE_SHIPPING_THRESHOLD = 100;
export const FLAT_RATE_PER_ITEM = 5;

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** An amount of money in a currency (ISO 4217 code). */
export interface Amount { value: number; currency: string }
/** An amount in the base currency shown in the request's display currency. */
export const money = (ctx: RequestContext, base: number): Amount => ({ value: round2(base * ctx.rate), currency: ctx.currency });

export interface ShippingMethod { carrier_code: string; method_code: string; carrier_title: string; method_title: string; amount: number }

/** Flat rate per item, and free shipping from the threshold on. */
export function shippingMethods(subtotal: number, qty: number): ShippingMethod[] {
  const list = [{ carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: round2(FLAT_RATE_PER_ITEM * qty) }];
  if (subtotal >= FREE_SHIPPING_THRESHOLD) list.push({ carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', amount: 0 });
  return list;
}

export interface CartLine { item: CartItemRow; product: ProductRow }
export interface CartTotals {
  lines: CartLine[]; subtotal: number; qty: number; coupon: CouponRow | undefined; discount: number; methods: ShippingMethod[];
  selected: ShippingMethod | null; shipping: number; grand: number;
}

/** Prices of a cart in the base currency. */
export function totals(ctx: RequestContext, cart: CartRow): CartTotals {
  const { catalog, cart: carts } = ctx.shop.data;
  const items = carts.items(cart.id);
  const products = new Map(catalog.productsByIds(ctx.store.id, items.map((i) => i.product_id)).map((p) => [p.id, p]));
  const lines = items.map((item) => ({ item, product: products.get(item.product_id)! }));
  const subtotal = round2(lines.reduce((s, l) => s + l.product.final_price * l.item.qty, 0));
  const qty = lines.reduce((s, l) => s + l.item.qty, 0);
  const coupon = cart.coupon_code ? carts.activeCoupon(cart.coupon_code) : undefined;
  const discount = coupon ? round2(subtotal * coupon.percent / 100) : 0;
  const methods = shippingMethods(subtotal, qty);
  const [carrier, method] = (cart.shipping_method ?? '').split('|');
  const selected = methods.find((m) => m.carrier_code === carrier && m.method_code === method) ?? null;
  const shipping = selected?.amount ?? 0;
  return { lines, subtotal, qty, coupon, discount, methods, selected, shipping, grand: round2(subtotal - discount + shipping) };
}
