import type { OrderAdjustments, OrderRow } from '../db/order';

/** An order's discounts and taxes with their labels; an order placed before they were kept had its coupon's discount alone. */
export function adjustmentsOf(o: OrderRow): OrderAdjustments {
  if (o.adjustments) return JSON.parse(o.adjustments) as OrderAdjustments;
  return {
    discounts: o.discount_cents
      ? [{ label: o.coupon_code ?? 'Discount', ...(o.coupon_code ? { coupon: o.coupon_code } : {}), cents: o.discount_cents }]
      : [],
    taxes: []
  };
}
