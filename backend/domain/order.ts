import type { RequestContext } from '../shop';
import { durableTransaction } from '../db';
import { totals } from './pricing';
import { selectedOptions } from './catalog';
import { sendMail } from '../mail/outbox';
import { paymentTitle } from './payment';

export class PlaceOrderFailure extends Error {
  constructor(
    readonly code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED',
    message: string
  ) {
    super(message);
  }
}

const sqlTime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/**
 * Places the order in one immediate transaction, on disk before the shopper is told (durableTransaction): validates,
 * decrements stock (never below zero), numbers the order, deactivates the cart. Returns the order's id and number.
 */
export function placeOrder(ctx: RequestContext, cartId: number): { id: number; number: string } {
  const { cart: carts, catalog, customer: customers, order: orders } = ctx.shop.data;
  let confirmation = { to: '', lines: [] as string[] };
  const result = durableTransaction(ctx.shop.db, () => {
    const cart = carts.byId(cartId)!;
    if (!cart.is_active) throw new PlaceOrderFailure('CART_NOT_ACTIVE', "The cart isn't active.");
    const email = (cart.customer_id ? customers.byId(cart.customer_id)?.email : null) ?? cart.email;
    if (!email) throw new PlaceOrderFailure('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
    const t = totals(ctx, cart);
    const fail = (m: string) => new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', `Unable to place order: ${m}`);
    if (!t.lines.length) throw fail('A server error stopped your order from being placed. Please try to place your order again.');
    if (!cart.shipping_address) throw fail('Please check the shipping address information.');
    if (!t.selected) throw fail('The shipping method is missing. Select the shipping method and try again.');
    if (!cart.billing_address) throw fail('Please check the billing address information.');
    if (!cart.payment_method) throw fail('Enter a valid payment method and try again.');
    for (const l of t.lines) {
      if (!catalog.takeStock(l.product.id, l.item.qty))
        throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', 'Some of the products are out of stock.');
    }
    const order = orders.insert(
      {
        cart_id: cart.id,
        customer_id: cart.customer_id,
        store_id: cart.store_id,
        email,
        created_at: sqlTime(Date.now()),
        currency: ctx.currency,
        rate: ctx.rate,
        subtotal_cents: t.base.subtotal,
        shipping_cents: t.base.shipping,
        discount_cents: t.base.discount,
        grand_total_cents: t.base.grand,
        tax_cents: t.base.tax,
        adjustments: JSON.stringify({
          discounts: t.discountLabels.map((d, i) => ({ ...d, cents: t.base.discounts[i] })),
          taxes: t.taxLabels.map((x, i) => ({ ...x, cents: t.base.taxes[i] }))
        }),
        coupon_code: t.coupon?.code ?? null,
        shipping_address: cart.shipping_address,
        billing_address: cart.billing_address,
        shipping_method: cart.shipping_method!,
        payment_method: cart.payment_method
      },
      t.lines.map((l) => ({
        product_id: l.product.id,
        parent_id: l.item.parent_id,
        sku: l.product.sku,
        qty: l.item.qty,
        price_cents: l.product.final_price_cents,
        name: l.item.parent_id ? catalog.productsByIds(ctx.store.id, [l.item.parent_id])[0].name : l.product.name,
        options: JSON.stringify(l.item.parent_id ? selectedOptions(ctx, l.product) : [])
      }))
    );
    carts.deactivate(cart.id);
    const shown = (cents: number) => `${(cents / 100).toFixed(2)} ${ctx.currency}`;
    confirmation = {
      to: email,
      lines: [
        ...t.lines.map((l, i) => `${l.item.qty} × ${l.product.name} (${l.product.sku}): ${shown(t.shown.lines[i].row)}`),
        `Subtotal: ${shown(t.shown.subtotal)}`,
        ...t.discountLabels.map((d, i) => `${d.label}${d.coupon ? ` (${d.coupon})` : ''}: -${shown(t.shown.discounts[i])}`),
        `Shipping & Handling (${t.selected.carrier_title} - ${t.selected.method_title}): ${shown(t.shown.shipping)}`,
        ...t.taxLabels.map((x, i) => `${x.label}: ${shown(t.shown.taxes[i])}`),
        `Grand Total: ${shown(t.shown.grand)}`,
        `Payment Method: ${paymentTitle(ctx.store, cart.payment_method)}`
      ]
    };
    return order;
  });
  ctx.shop.catalogVersion++;
  // Magento's order confirmation (sales_email/order): its subject, and the number the shopper finds on the receipt.
  const shopName = String(ctx.store.settings.default_title ?? 'Sample Shop');
  try {
    sendMail(ctx.shop.outboxDir, {
      to: confirmation.to,
      subject: `Your ${shopName} order confirmation`,
      text: [`Thank you for your order from ${shopName}.`, '', `Your Order #${result.number}`, '', ...confirmation.lines].join('\n')
    });
  } catch (e) {
    // The order is placed and on disk: a mail that cannot be written is the shop's to resend, not the shopper's failure.
    console.error(`[backend] order ${result.number}: confirmation mail not written`, e);
  }
  return result;
}
