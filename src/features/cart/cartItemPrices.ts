import type { TaxDisplay } from '../../components/TotalsLines/totals';
import type { CartItem } from './cartTypes';

// A line's prices as the store view shows them (Magento's tax/cart_display/price): without tax (1), or with it (2;
// "both", 3, shows the price with tax here). In a store view whose catalogue prices include tax, the one with tax is
// the price the shopper read on the product page.

/** A cart line's unit price as the store view shows it. */
export const unitPriceShown = (item: CartItem, display: TaxDisplay) =>
  (display.price === 1 ? item.prices?.price : (item.prices?.price_including_tax ?? item.prices?.price)) ?? null;

/** A cart line's row total as the store view shows it. */
export const rowTotalShown = (item: CartItem, display: TaxDisplay) =>
  (display.price === 1 ? item.prices?.row_total : (item.prices?.row_total_including_tax ?? item.prices?.row_total)) ?? null;
