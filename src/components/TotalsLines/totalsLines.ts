import type { Totals, TaxDisplay } from './totals';

/** One line of a totals list: what it is (for its words), its own label when it has one, and its signed amount. */
export interface TotalsLine {
  key: string;
  kind:
    | 'subtotal'
    | 'subtotalExclTax'
    | 'subtotalInclTax'
    | 'discount'
    | 'shipping'
    | 'shippingExclTax'
    | 'shippingInclTax'
    | 'grandTotalExclTax'
    | 'tax'
    | 'taxes'
    | 'grandTotal'
    | 'grandTotalInclTax';
  label?: string;
  value: number;
}

/**
 * The lines to show, in Magento's order (its checkout summary and order totals): subtotal (excluding tax, including
 * it, or both), each discount, shipping when known (excluding tax, including it, or both), the grand total without tax when the store view includes tax in
 * the grand total, the taxes (each with its label in a full summary, else their sum; none at zero unless the store
 * view shows a zero tax), and the grand total.
 */
export function totalsLines(totals: Totals, display: TaxDisplay): TotalsLine[] {
  const inclTax = totals.subtotalInclTax ?? totals.subtotalExclTax;
  const subtotal: TotalsLine[] =
    display.subtotal === 3
      ? [
          { key: 'subtotal-excl', kind: 'subtotalExclTax', value: totals.subtotalExclTax },
          { key: 'subtotal-incl', kind: 'subtotalInclTax', value: inclTax }
        ]
      : [{ key: 'subtotal', kind: 'subtotal', value: display.subtotal === 2 ? inclTax : totals.subtotalExclTax }];
  const taxSum = totals.taxes.reduce((sum, tax) => sum + tax.value, 0);
  const taxes: TotalsLine[] =
    totals.taxes.length && taxSum !== 0
      ? display.fullSummary
        ? totals.taxes.map((tax, index) => ({ key: `tax-${index}`, kind: 'tax', label: tax.label, value: tax.value }))
        : [{ key: 'taxes', kind: 'taxes', value: Math.round(taxSum * 100) / 100 }]
      : display.zeroTax
        ? [{ key: 'taxes', kind: 'taxes', value: 0 }]
        : [];
  const shipping = totals.shipping;
  const shippingInclTax = shipping ? (shipping.inclTax ?? shipping.value) : 0;
  const shippingLines: TotalsLine[] = !shipping
    ? []
    : display.shipping === 3
      ? [
          { key: 'shipping-excl', kind: 'shippingExclTax', label: shipping.label, value: shipping.value },
          { key: 'shipping-incl', kind: 'shippingInclTax', label: shipping.label, value: shippingInclTax }
        ]
      : [{ key: 'shipping', kind: 'shipping', label: shipping.label, value: display.shipping === 2 ? shippingInclTax : shipping.value }];
  const withExclTax = display.grandTotalExclTax && totals.grandTotalExclTax != null;
  return [
    ...subtotal,
    ...totals.discounts.map((discount, index): TotalsLine => ({
      key: `discount-${index}`,
      kind: 'discount',
      label: discount.label,
      value: -Math.abs(discount.value)
    })),
    ...shippingLines,
    ...(withExclTax ? [{ key: 'grand-excl', kind: 'grandTotalExclTax' as const, value: totals.grandTotalExclTax! }] : []),
    ...taxes,
    { key: 'grand', kind: withExclTax ? 'grandTotalInclTax' : 'grandTotal', value: totals.grandTotal }
  ];
}
