import type { RequestContext } from '../shop';
import type { OrderAdjustments, OrderRow } from '../db/order';
import type { Address } from '../domain/address';
import { productById } from '../domain/catalog';
import { uid } from '../domain/uid';
import { countryCode } from './enums';
import { amount, convertedAmounts } from '../domain/pricing';
import { paymentTitle } from '../domain/payment';

/** An order as Magento's CustomerOrder: amounts in the currency and at the rate it was placed in. */
export function orderOut(ctx: RequestContext, o: OrderRow) {
  const m = (cents: number) => amount(cents, o.currency);
  const rows = ctx.shop.data.order.items(o.id);
  // Converted as the cart was when the order was placed: the same lines and totals, to the cent.
  const adjustments = adjustmentsOf(o);
  const shown = convertedAmounts(
    rows.map((i) => ({ price: i.price_cents, qty: i.qty })),
    { discounts: adjustments.discounts.map((d) => d.cents), shipping: o.shipping_cents, taxes: adjustments.taxes.map((t) => t.cents) },
    o.rate
  );
  const addr = (json: string) => {
    const a = JSON.parse(json) as Address;
    return {
      ...a,
      country_code: countryCode(a.country_code),
      region: a.region,
      region_id: a.region_id ? String(a.region_id) : null,
      custom_attributesV2: []
    };
  };
  const [carrier] = o.shipping_method.split('|');
  const items = rows.map((i, n) => ({
    id: uid(i.id),
    product_name: i.name,
    product_sku: i.sku,
    product_url_key: productById(ctx, i.parent_id ?? i.product_id)?.url_key ?? null,
    product_type: i.parent_id ? 'configurable' : 'simple',
    product_sale_price: m(shown.lines[n].price),
    quantity_ordered: i.qty,
    status: 'Ordered',
    product: productById(ctx, i.parent_id ?? i.product_id),
    entered_options: [],
    selected_options: (JSON.parse(i.options) as { code: string; label: string }[]).map((s) => ({ label: s.code, value: s.label })),
    prices: {
      price: m(shown.lines[n].price),
      price_including_tax: m(shown.lines[n].price),
      row_total: m(shown.lines[n].row),
      row_total_including_tax: m(shown.lines[n].row),
      original_row_total: m(shown.lines[n].row),
      original_row_total_including_tax: m(shown.lines[n].row),
      total_item_discount: m(0),
      fixed_product_taxes: [],
      discounts: []
    }
  }));
  return {
    id: uid(o.id),
    number: o.increment_id,
    order_number: o.increment_id,
    increment_id: o.increment_id,
    created_at: o.created_at,
    order_date: o.created_at,
    order_status_change_date: o.created_at,
    status: 'Pending',
    email: o.email,
    grand_total: shown.grand / 100,
    token: uid(`${o.id}:${o.email}`),
    is_virtual: false,
    carrier: carrier === 'freeshipping' ? 'Free Shipping' : 'Flat Rate',
    shipping_method: carrier === 'freeshipping' ? 'Free Shipping - Free' : 'Flat Rate - Fixed',
    shipping_address: addr(o.shipping_address),
    billing_address: addr(o.billing_address),
    items,
    invoices: [],
    shipments: [],
    credit_memos: [],
    comments: [],
    available_actions: [],
    applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    customer_info: { firstname: JSON.parse(o.billing_address).firstname, lastname: JSON.parse(o.billing_address).lastname },
    payment_methods: [
      {
        name: paymentTitle([...ctx.shop.stores.values()].find((s) => s.id === o.store_id) ?? ctx.store, o.payment_method),
        type: o.payment_method,
        additional_data: []
      }
    ],
    total: {
      subtotal: m(shown.subtotal),
      subtotal_excl_tax: m(shown.subtotal),
      subtotal_incl_tax: m(shown.subtotal + shown.tax),
      grand_total: m(shown.grand),
      grand_total_excl_tax: m(shown.grand - shown.tax),
      base_grand_total: amount(o.grand_total_cents, 'USD'),
      total_shipping: m(shown.shipping),
      total_tax: m(shown.tax),
      taxes: adjustments.taxes.map((t, i) => ({ title: t.label, rate: t.percent ?? 0, amount: m(shown.taxes[i]) })),
      shipping_handling: {
        amount_excluding_tax: m(shown.shipping),
        amount_including_tax: m(shown.shipping),
        total_amount: m(shown.shipping),
        taxes: [],
        discounts: []
      },
      discounts: adjustments.discounts.map((d, i) => ({ amount: m(shown.discounts[i]), label: d.label }))
    }
  };
}

/** An order's discounts and taxes with their labels; an order placed before they were kept had its coupon's discount alone. */
function adjustmentsOf(o: OrderRow): OrderAdjustments {
  if (o.adjustments) return JSON.parse(o.adjustments) as OrderAdjustments;
  return {
    discounts: o.discount_cents
      ? [{ label: o.coupon_code ?? 'Discount', ...(o.coupon_code ? { coupon: o.coupon_code } : {}), cents: o.discount_cents }]
      : [],
    taxes: []
  };
}

export const orderById = (ctx: RequestContext, id: number) => ctx.shop.data.order.byId(id)!;
