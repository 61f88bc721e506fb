import type { RequestContext } from '../shop';
import type { OrderRow } from '../db/order';
import type { Address } from '../domain/address';
import { productById } from '../domain/catalog';
import { uid } from '../domain/uid';
import { countryCode } from './enums';

/** An order as Magento's CustomerOrder: amounts in the currency and at the rate it was placed in. */
export function orderOut(ctx: RequestContext, o: OrderRow) {
  const m = (v: number) => ({ value: Math.round(v * o.rate * 100) / 100, currency: o.currency });
  const addr = (json: string) => {
    const a = JSON.parse(json) as Address;
    return { ...a, country_code: countryCode(a.country_code), region: a.region, region_id: a.region_id ? String(a.region_id) : null, custom_attributesV2: [] };
  };
  const [carrier] = o.shipping_method.split('|');
  const items = ctx.shop.data.order.items(o.id).map((i) => ({
      id: uid(i.id), product_name: i.name, product_sku: i.sku, product_url_key: productById(ctx, i.parent_id ?? i.product_id)?.url_key ?? null,
      product_type: i.parent_id ? 'configurable' : 'simple', product_sale_price: m(i.price), quantity_ordered: i.qty, status: 'Ordered',
      product: productById(ctx, i.parent_id ?? i.product_id), entered_options: [],
      selected_options: (JSON.parse(i.options) as { code: string; label: string }[]).map((s) => ({ label: s.code, value: s.label })),
      prices: { price: m(i.price), price_including_tax: m(i.price), row_total: m(i.price * i.qty), row_total_including_tax: m(i.price * i.qty),
        original_row_total: m(i.price * i.qty), original_row_total_including_tax: m(i.price * i.qty), total_item_discount: m(0), fixed_product_taxes: [], discounts: [] }
    }));
  return {
    id: uid(o.id), number: o.increment_id, order_number: o.increment_id, increment_id: o.increment_id, created_at: o.created_at, order_date: o.created_at,
    order_status_change_date: o.created_at, status: 'Pending', email: o.email, grand_total: Math.round(o.grand_total * o.rate * 100) / 100, token: uid(`${o.id}:${o.email}`),
    is_virtual: false, carrier: carrier === 'freeshipping' ? 'Free Shipping' : 'Flat Rate', shipping_method: carrier === 'freeshipping' ? 'Free Shipping - Free' : 'Flat Rate - Fixed',
    shipping_address: addr(o.shipping_address), billing_address: addr(o.billing_address), items, invoices: [], shipments: [], credit_memos: [], comments: [],
    available_actions: [], applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    customer_info: { firstname: JSON.parse(o.billing_address).firstname, lastname: JSON.parse(o.billing_address).lastname },
    payment_methods: [{ name: o.payment_method === 'checkmo' ? 'Check / Money order' : 'Cash On Delivery', type: o.payment_method, additional_data: [] }],
    total: {
      subtotal: m(o.subtotal), subtotal_excl_tax: m(o.subtotal), subtotal_incl_tax: m(o.subtotal), grand_total: m(o.grand_total), grand_total_excl_tax: m(o.grand_total),
      base_grand_total: { value: o.grand_total, currency: 'USD' }, total_shipping: m(o.shipping), total_tax: m(0), taxes: [],
      shipping_handling: { amount_excluding_tax: m(o.shipping), amount_including_tax: m(o.shipping), total_amount: m(o.shipping), taxes: [], discounts: [] },
      discounts: o.discount ? [{ amount: m(o.discount), label: o.coupon_code ?? 'Discount' }] : []
    }
  };
}

export const orderById = (ctx: RequestContext, id: number) => ctx.shop.data.order.byId(id)!;
