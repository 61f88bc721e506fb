import type { Totals } from '../../../components/TotalsLines/totals';
import type { EstimatedTotals } from './estimateTypes';

/**
 * The cart's totals with an estimate's shipping, taxes and grand total in place of the cart's own (subtotal and
 * discounts stay the cart's). An estimate in another currency than the cart's (a switch since) is left out.
 */
export function withEstimate(totals: Totals, estimate: EstimatedTotals | null | undefined): Totals {
  if (!estimate || estimate.currencyCode !== totals.currencyCode) return totals;
  const taxed = estimate.taxes.reduce((sum, tax) => sum + tax.value, 0);
  return {
    ...totals,
    shipping: estimate.shipping,
    taxes: estimate.taxes,
    grandTotal: estimate.grandTotal,
    grandTotalExclTax: totals.grandTotalExclTax === null ? null : Math.round((estimate.grandTotal - taxed) * 100) / 100
  };
}
