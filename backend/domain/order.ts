import type { RequestContext } from '../shop';
import { durableTransaction } from '../db';
import { totals } from './pricing';
import { selectedOptions } from './catalog';
import { CHOICE_ERRORS, describeChoices } from './cartChoices';
import { orderMailBudgetAllows } from './mailBudget';
import { languageOf } from './storeView';
import { orderMail } from '../mail/orderMail';
import { sendMail } from '../mail/outbox';
import { paymentRefusal, paymentTitle } from './payment';

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
  const result = durableTransaction(ctx.shop.db, () => {
    const cart = carts.byId(cartId)!;
    if (!cart.is_active) throw new PlaceOrderFailure('CART_NOT_ACTIVE', "The cart isn't active.");
    const email = (cart.customer_id ? customers.byId(cart.customer_id)?.email : null) ?? cart.email;
    if (!email) throw new PlaceOrderFailure('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
    const t = totals(ctx, cart);
    const fail = (m: string) => new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', `Unable to place order: ${m}`);
    if (!t.lines.length) throw fail('A server error stopped your order from being placed. Please try to place your order again.');
    // A virtual cart (only virtual and downloadable items) is placed from its billing address alone, as Magento does.
    if (!t.isVirtual && !cart.shipping_address) throw fail('Please check the shipping address information.');
    if (!t.isVirtual && !t.selected) throw fail('The shipping method is missing. Select the shipping method and try again.');
    if (!cart.billing_address) throw fail('Please check the billing address information.');
    if (!cart.payment_method) throw fail('Enter a valid payment method and try again.');
    // The method is checked again as when it was set: the cart, its billing country or its store view may have changed.
    const refused = paymentRefusal(ctx, cart, cart.payment_method, cart.po_number, t.base.grand);
    if (refused) throw fail(refused);
    for (const l of t.lines) {
      // A bundle's stock is its parts': each selection's quantity for every bundle ordered.
      const takes =
        l.product.type === 'bundle'
          ? (l.chosen.bundle ?? []).map((c) => ({
              id: catalog.bundleSelections(l.product.id).find((s) => s.id === c.selection)!.product_id,
              qty: c.qty * l.item.qty
            }))
          : [{ id: l.product.id, qty: l.item.qty }];
      for (const take of takes) {
        // A line stored before quantities were held to whole numbers is not placed: stock and prices are whole-unit.
        if (!Number.isInteger(take.qty)) throw fail(CHOICE_ERRORS.decimalQty);
        if (!catalog.takeStock(take.id, take.qty)) throw new PlaceOrderFailure('UNABLE_TO_PLACE_ORDER', 'Some of the products are out of stock.');
      }
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
        // The method's price as configured (tax inside it when shipping prices include tax): priced again as the cart was.
        shipping_cents: t.selected?.cents ?? 0,
        discount_cents: t.base.discount,
        grand_total_cents: t.base.grand,
        tax_cents: t.base.tax,
        adjustments: JSON.stringify({
          discounts: t.discountLabels.map((d, i) => ({ ...d, cents: t.base.discounts[i] })),
          // The items' part of each tax: shipping's is worked out again from the kept shipping price and rate.
          taxes: t.taxLabels.map((x, i) => ({ ...x, cents: t.base.taxes[i] - t.base.shippingTaxes[i] }))
        }),
        coupon_code: t.coupon?.code ?? null,
        shipping_address: t.isVirtual ? 'null' : cart.shipping_address!,
        billing_address: cart.billing_address,
        shipping_method: t.isVirtual ? '' : cart.shipping_method!,
        payment_method: cart.payment_method,
        po_number: cart.payment_method === 'purchaseorder' ? cart.po_number : null,
        is_virtual: t.isVirtual ? 1 : 0
      },
      t.lines.map((l) => {
        const chosen = describeChoices(ctx, l.product, l.parent ?? l.product, l.chosen, l.price);
        return {
          product_id: l.product.id,
          parent_id: l.item.parent_id,
          sku: l.product.sku,
          qty: l.item.qty,
          price_cents: l.price.unit,
          name: l.parent ? l.parent.name : l.product.name,
          options: JSON.stringify(l.item.parent_id ? selectedOptions(ctx, l.product) : []),
          product_type: l.parent ? 'configurable' : l.product.type,
          // The choices in words and prices as ordered: the catalogue may change after.
          chosen: Object.keys(chosen).length ? JSON.stringify(chosen) : null
        };
      })
    );
    carts.deactivate(cart.id);
    return order;
  });
  ctx.shop.catalogVersion++;
  sendOrderMail(ctx, result.id);
  return result;
}

/**
 * The order confirmation to the shopper, within its mail budgets (an order is placed all the same when they are
 * spent, or when the mail cannot be written: the order is what counts).
 */
function sendOrderMail(ctx: RequestContext, orderId: number): void {
  if (!orderMailBudgetAllows(ctx)) return;
  const { order: orders } = ctx.shop.data;
  const order = orders.byId(orderId)!;
  try {
    const mail = orderMail(order, orders.items(orderId), languageOf(ctx.store), paymentTitle(ctx.store, order.payment_method));
    sendMail(ctx.shop.outboxDir, { to: order.email, ...mail });
  } catch (e) {
    console.error(`[backend] order ${order.increment_id}: the confirmation mail could not be written`, e);
  }
}
