import type { OrderRow, OrderItemRow } from '../db/order';
import type { ChoiceDescription } from '../domain/cartChoices';
import { adjustmentParts, convertedAmounts } from '../domain/pricing';
import { adjustmentsOf } from '../domain/orderAdjustments';
import type { Language } from '../domain/storeView';
import { oneLine } from './oneLine';

// Subject and number line as Magento's order confirmation (sales_email/order/template) words them.
const TEXTS = {
  en: {
    subject: 'Your Sample Shop order confirmation',
    hello: 'Thank you for your order from Sample Shop.',
    number: (n: string) => `Your Order #${n}`,
    payment: 'Payment Method',
    poNumber: 'Purchase Order Number',
    qty: 'Qty',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Grand total',
    included: '(included)',
    downloads: 'Your downloads will be in your account once the order is paid.',
    noShipping: 'Nothing to ship: this order is fulfilled online.'
  },
  fr: {
    subject: 'Confirmation de votre commande Boutique exemple',
    hello: 'Merci pour votre commande chez Boutique exemple.',
    number: (n: string) => `Votre commande n° ${n}`,
    payment: 'Mode de paiement',
    poNumber: 'Numéro de bon de commande',
    qty: 'Qté',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    total: 'Total',
    included: '(incluse)',
    downloads: 'Vos téléchargements seront dans votre compte une fois la commande payée.',
    noShipping: 'Rien à expédier : cette commande est servie en ligne.'
  }
} as const;

/**
 * The order confirmation mail: each line with what was chosen (configurable attributes, customizable options, bundle
 * selections, downloadable links), in the order's currency at the rate it was placed at, as the order history shows it.
 */
export function orderMail(order: OrderRow, items: OrderItemRow[], language: Language, paymentTitle: string): { subject: string; text: string } {
  const t = TEXTS[language];
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${order.currency}`;
  const adjustments = adjustmentsOf(order);
  const shown = convertedAmounts(
    items.map((i) => ({ price: i.price_cents, qty: i.qty })),
    adjustmentParts(
      adjustments.discounts.map((d) => d.cents),
      order.shipping_cents,
      adjustments.taxes
    ),
    order.rate
  );
  const lines = items.flatMap((item, n) => {
    const d = (item.chosen ? JSON.parse(item.chosen) : {}) as ChoiceDescription;
    const details = [
      ...(JSON.parse(item.options) as { code: string; label: string }[]).map((o) => `${o.code}: ${o.label}`),
      ...(d.bundle ?? []).map((o) => `${o.label}: ${o.values.map((v) => `${v.qty} × ${v.name}`).join(', ')}`),
      ...(d.custom ?? []).map((o) => `${o.label}: ${o.values.map((v) => v.label || v.value).join(', ')}`),
      ...(d.links ?? []).map((l) => `↓ ${l.title}`)
    ];
    return [
      `- ${item.name} (${item.sku})  ${t.qty} ${item.qty}  ${money(shown.lines[n].price)}  = ${money(shown.lines[n].row)}`,
      ...details.map((line) => `    ${line}`)
    ];
  });
  const totals = [
    `${t.subtotal}: ${money(shown.subtotal)}`,
    ...adjustments.discounts.map((d, n) => `${d.label}${d.coupon ? ` (${d.coupon})` : ''}: -${money(shown.discounts[n])}`),
    // As the subtotal: with the tax inside where prices include it (the taxes are then not added again).
    ...(order.is_virtual ? [] : [`${t.shipping}: ${money(shown.taxIncluded ? shown.shippingInclTax : shown.shipping)}`]),
    ...adjustments.taxes.map((x, n) => `${x.label}${x.included ? ` ${t.included}` : ''}: ${money(shown.taxes[n])}`),
    `${t.total}: ${money(shown.grand)}`,
    `${t.payment}: ${paymentTitle}`,
    ...(order.po_number ? [`${t.poNumber}: ${order.po_number}`] : [])
  ];
  const notes = [
    ...(order.is_virtual ? [t.noShipping] : []),
    ...(items.some((i) => i.product_type === 'downloadable') && order.customer_id ? [t.downloads] : [])
  ];
  return {
    subject: t.subject,
    // Every element is one line of the mail: a break inside a field (a PO number, an option's text, a name) would add
    // a line of its own, such as a forged "Grand total".
    text: [t.hello, '', t.number(order.increment_id), '', ...lines, '', ...totals, ...(notes.length ? ['', ...notes] : [])].map(oneLine).join('\n')
  };
}
