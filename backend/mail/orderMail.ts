import type { OrderRow, OrderItemRow } from '../db/order';
import type { ChoiceDescription } from '../domain/cartChoices';
import { convertedAmounts } from '../domain/pricing';

import type { Language } from '../domain/storeView';
const TEXTS = {
  en: {
    subject: (n: string) => `Your Sample Shop order #${n}`,
    hello: 'Thank you for your order. Here is what you ordered:',
    qty: 'Qty',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    total: 'Grand total',
    downloads: 'Your downloads will be in your account once the order is paid.',
    noShipping: 'Nothing to ship: this order is fulfilled online.'
  },
  fr: {
    subject: (n: string) => `Votre commande Boutique exemple n° ${n}`,
    hello: 'Merci pour votre commande. Voici ce que vous avez commandé :',
    qty: 'Qté',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Livraison',
    total: 'Total',
    downloads: 'Vos téléchargements seront dans votre compte une fois la commande payée.',
    noShipping: 'Rien à expédier : cette commande est servie en ligne.'
  }
} as const;

/**
 * The order confirmation mail: each line with what was chosen (configurable attributes, customizable options, bundle
 * selections, downloadable links), in the order's currency at the rate it was placed at, as the order history shows it.
 */
export function orderMail(order: OrderRow, items: OrderItemRow[], language: Language): { subject: string; text: string } {
  const t = TEXTS[language];
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${order.currency}`;
  const shown = convertedAmounts(
    items.map((i) => ({ price: i.price_cents, qty: i.qty })),
    order.discount_cents,
    order.shipping_cents,
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
    ...(shown.discount ? [`${t.discount}: -${money(shown.discount)}`] : []),
    ...(order.is_virtual ? [] : [`${t.shipping}: ${money(shown.shipping)}`]),
    `${t.total}: ${money(shown.grand)}`
  ];
  const notes = [
    ...(order.is_virtual ? [t.noShipping] : []),
    ...(items.some((i) => i.product_type === 'downloadable') && order.customer_id ? [t.downloads] : [])
  ];
  return {
    subject: t.subject(order.increment_id),
    text: [t.hello, '', ...lines, '', ...totals, ...(notes.length ? ['', ...notes] : [])].join('\n')
  };
}
