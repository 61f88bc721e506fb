import { createSelector } from 'reselect';
import { selectCartDetails, selectCartSummary } from './cartSelectors';
import type { Money } from './cartTypes';

// The cart's price summary, apart from the selectors the header's cart button uses on every page: only the cart
// page, the mini cart and checkout's review show it.

export interface PriceLine {
  label: string;
  value: number;
  currencyCode: string;
}

export interface CartTotals {
  currencyCode: string;
  subtotal: number;
  discounts: PriceLine[];
  taxes: PriceLine[];
  /** Known once a shipping method is chosen (checkout), else null. */
  shipping: PriceLine | null;
  grandTotal: number;
}

const lineOf = (label: string, amount: Money | null | undefined, currencyCode: string): PriceLine => ({
  label,
  value: amount?.value ?? 0,
  currencyCode: amount?.currency || currencyCode
});

/** The cart page summary: subtotal, discounts, estimated shipping when known, taxes, grand total. */
export const selectCartTotals = createSelector([selectCartDetails, selectCartSummary], (details, summary): CartTotals => {
  const { currencyCode } = summary;
  const prices = details.prices;
  const method = details.shipping_addresses?.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  return {
    currencyCode,
    subtotal: summary.subtotal,
    discounts: (prices?.discounts ?? []).flatMap((discount) => (discount ? [lineOf(discount.label, discount.amount, currencyCode)] : [])),
    taxes: (prices?.applied_taxes ?? []).flatMap((tax) => (tax ? [lineOf(tax.label, tax.amount, currencyCode)] : [])),
    shipping: method?.amount ? lineOf([method.carrier_title, method.method_title].filter(Boolean).join(' - '), method.amount, currencyCode) : null,
    grandTotal: prices?.grand_total?.value ?? summary.subtotal
  };
});
