import type { RequestContext } from '../shop';
import type { OrderRow, OrderItemRow } from '../db/order';
import { adjustmentsOf } from '../domain/orderAdjustments';
import type { ChoiceDescription } from '../domain/cartChoices';
import { convertCents } from '../domain/money';
import type { Address } from '../domain/address';
import { productById } from '../domain/catalog';
import { uid } from '../domain/uid';
import { countryCode } from './enums';
import { adjustmentParts, amount, convertedAmounts, type Amount } from '../domain/pricing';
import { paymentTitle } from '../domain/payment';

/** An order as Magento's CustomerOrder: amounts in the currency and at the rate it was placed in. */
export function orderOut(ctx: RequestContext, o: OrderRow) {
  const m = (cents: number) => amount(cents, o.currency);
  const rows = ctx.shop.data.order.items(o.id);
  // Converted as the cart was when the order was placed: the same lines and totals, to the cent.
  const adjustments = adjustmentsOf(o);
  const shown = convertedAmounts(
    rows.map((i) => ({ price: i.price_cents, qty: i.qty })),
    adjustmentParts(
      adjustments.discounts.map((d) => d.cents),
      o.shipping_cents,
      adjustments.taxes
    ),
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
    ...orderItemChoices(i, (cents) => m(convertCents(cents, o.rate))),
    id: uid(i.id),
    product_name: i.name,
    product_sku: i.sku,
    product_url_key: productById(ctx, i.parent_id ?? i.product_id)?.url_key ?? null,
    product_type: i.product_type ?? (i.parent_id ? 'configurable' : 'simple'),
    product_sale_price: m(shown.lines[n].price),
    quantity_ordered: i.qty,
    status: 'Ordered',
    product: productById(ctx, i.parent_id ?? i.product_id),
    prices: {
      price: m(shown.lines[n].priceExclTax),
      price_including_tax: m(shown.lines[n].price),
      row_total: m(shown.lines[n].rowExclTax),
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
    is_virtual: !!o.is_virtual,
    carrier: o.is_virtual ? null : carrier === 'freeshipping' ? 'Free Shipping' : 'Flat Rate',
    shipping_method: o.is_virtual ? null : carrier === 'freeshipping' ? 'Free Shipping - Free' : 'Flat Rate - Fixed',
    shipping_address: o.is_virtual ? null : addr(o.shipping_address),
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
        // Magento answers no additional data here; the number the shopper gave is what a purchase order has to show.
        additional_data: o.po_number ? [{ name: 'po_number', value: o.po_number }] : []
      }
    ],
    total: {
      subtotal: m(shown.subtotalExclTax),
      subtotal_excl_tax: m(shown.subtotalExclTax),
      subtotal_incl_tax: m(shown.subtotalInclTax),
      grand_total: m(shown.grand),
      grand_total_excl_tax: m(shown.grand - shown.tax),
      base_grand_total: amount(o.grand_total_cents, 'USD'),
      total_shipping: m(shown.shipping),
      total_tax: m(shown.tax),
      taxes: adjustments.taxes.map((t, i) => ({ title: t.label, rate: t.percent ?? 0, amount: m(shown.taxes[i]) })),
      shipping_handling: {
        amount_excluding_tax: m(shown.shipping),
        amount_including_tax: m(shown.shippingInclTax),
        total_amount: m(shown.shipping),
        taxes: adjustments.taxes.flatMap((t, i) =>
          shown.shippingTaxes[i] ? [{ title: t.label, rate: t.percent ?? 0, amount: m(shown.shippingTaxes[i]) }] : []
        ),
        discounts: []
      },
      discounts: adjustments.discounts.map((d, i) => ({ amount: m(shown.discounts[i]), label: d.label }))
    }
  };
}

const TEXT_OPTIONS = ['field', 'area', 'date'];

/**
 * An order line's choices as Magento's order item shows them: configurable attributes and chosen option values in
 * `selected_options`, typed text in `entered_options` (SalesGraphQl's OptionsProcessor), a bundle's selections in
 * `bundle_options`, a downloadable line's links in `downloadable_links`; and its GraphQL type.
 */
function orderItemChoices(i: OrderItemRow, money: (cents: number) => Amount) {
  const attributes = (JSON.parse(i.options) as { code: string; label: string }[]).map((s) => ({ label: s.code, value: s.label }));
  const d = (i.chosen ? JSON.parse(i.chosen) : {}) as ChoiceDescription;
  const custom = d.custom ?? [];
  const optionValue = (o: (typeof custom)[number]) => o.values.map((v) => (TEXT_OPTIONS.includes(o.type) ? v.value : v.label)).join(', ');
  const out = {
    selected_options: [
      ...attributes,
      ...custom.filter((o) => !TEXT_OPTIONS.includes(o.type)).map((o) => ({ label: o.label, value: optionValue(o) }))
    ],
    entered_options: custom.filter((o) => TEXT_OPTIONS.includes(o.type)).map((o) => ({ label: o.label, value: optionValue(o) }))
  };
  if (i.product_type === 'bundle')
    return {
      ...out,
      __typename: 'BundleOrderItem' as const,
      bundle_options: (d.bundle ?? []).map((o) => ({
        id: uid(`bundle/${o.id}`),
        uid: uid(`bundle/${o.id}`),
        label: o.label,
        values: o.values.map((v) => ({
          id: uid(`bundle/${o.id}/${v.id}/${v.qty}`),
          uid: uid(`bundle/${o.id}/${v.id}/${v.qty}`),
          product_name: v.name,
          product_sku: v.sku,
          quantity: v.qty,
          price: money(v.cents)
        }))
      }))
    };
  if (i.product_type === 'downloadable')
    return {
      ...out,
      __typename: 'DownloadableOrderItem' as const,
      downloadable_links: (d.links ?? []).map((l) => ({ uid: uid(`downloadable/${l.id}`), title: l.title, sort_order: l.position }))
    };
  return { ...out, __typename: 'OrderItem' as const };
}

export const orderById = (ctx: RequestContext, id: number) => ctx.shop.data.order.byId(id)!;

/**
 * The signed-in customer's downloadable links (Magento's customerDownloadableProducts): one per link of each
 * downloadable line of their orders, newest order first. Links become available when an order is invoiced; this shop
 * does not invoice, so they stay pending, and their number of downloads is unlimited.
 */
export function customerDownloadables(ctx: RequestContext, customerId: number) {
  const { order: orders } = ctx.shop.data;
  const base = new URL('downloadable/download/link/id/', ctx.shop.publicUrl.replace(/\/?$/, '/')).href;
  return orders.ofCustomer(customerId).flatMap((o) =>
    orders
      .items(o.id)
      .filter((i) => i.product_type === 'downloadable' && i.chosen)
      .flatMap((i) =>
        ((JSON.parse(i.chosen!) as ChoiceDescription).links ?? []).map((l) => ({
          order_increment_id: o.increment_id,
          date: o.created_at,
          status: 'pending',
          remaining_downloads: 'Unlimited',
          download_url: `${base}${uid(`${i.id}/${l.id}`)}`
        }))
      )
  );
}
