import type { CartTotals } from '../cartTotals';
import type { EstimatedTotals } from './estimateTypes';

/**
 * The cart's totals with an estimate's shipping, taxes and grand total in place of the cart's own (subtotal and
 * discounts stay the cart's). An estimate in another currency than the cart's (a switch since) is left out.
 */
export function withEstimate(totals: CartTotals, estimate: EstimatedTotals | null | undefined): CartTotals {
  if (!estimate || estimate.currencyCode !== totals.currencyCode) return totals;
  return { ...totals, shipping: estimate.shipping, taxes: estimate.taxes, grandTotal: estimate.grandTotal };
}
