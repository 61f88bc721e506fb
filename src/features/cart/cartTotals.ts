import { createSelector } from 'reselect';
import { DEFAULT_TAX_DISPLAY, type TaxDisplay, type Totals } from '../../components/TotalsLines/totals';
import { selectCartDetails, selectCartSummary } from './cartSelectors';

// The cart's price summary, apart from the selectors the header's cart button uses on every page: only the cart
// page, the mini cart and checkout's review (and its receipt) show it.

/** The cart's totals as the backend prices them: subtotal, discounts, shipping when chosen, taxes, grand total. */
export const selectCartTotals = createSelector([selectCartDetails, selectCartSummary], (details, summary): Totals => {
  const { currencyCode } = summary;
  const prices = details.prices;
  const method = details.shipping_addresses?.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  return {
    currencyCode,
    subtotalExclTax: summary.subtotal,
    subtotalInclTax: prices?.subtotal_including_tax?.value ?? null,
    discounts: (prices?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, value: discount.amount?.value ?? 0 }] : [])),
    taxes: (prices?.applied_taxes ?? []).flatMap((tax) => (tax ? [{ label: tax.label, value: tax.amount?.value ?? 0 }] : [])),
    shipping: method?.amount
      ? {
          label: [method.carrier_title, method.method_title].filter(Boolean).join(' - '),
          value: method.amount.value ?? 0,
          inclTax: method.price_incl_tax?.value ?? null
        }
      : null,
    grandTotal: prices?.grand_total?.value ?? summary.subtotal,
    grandTotalExclTax: prices?.grand_total_excluding_tax?.value ?? null
  };
});

/** How the store view shows the cart's prices and totals (Magento's defaults until the cart's first answer). */
export const selectCartTaxDisplay = (state: Parameters<typeof selectCartDetails>[0]): TaxDisplay =>
  selectCartDetails(state).taxDisplay ?? DEFAULT_TAX_DISPLAY;
