/**
 * The totals of a cart or an order as the shop charges them, and how the store view says to show them (Magento's
 * tax display settings: storeConfig `shopping_cart_display_*` for a cart, `orders_invoices_credit_memos_display_*`
 * for an order). Amounts are in `currencyCode`; discounts are positive amounts taken off.
 */
export interface Totals {
  currencyCode: string;
  subtotalExclTax: number;
  /** Null when the backend did not say (shown as the subtotal without tax). */
  subtotalInclTax: number | null;
  discounts: Array<{ label: string; value: number }>;
  /**
   * Known once a shipping method is chosen; `label` names it (carrier - method) when known, `value` is without tax and
   * `inclTax` with it (absent or null when the backend did not say: shown as without tax).
   */
  shipping: { label: string; value: number; inclTax?: number | null } | null;
  taxes: Array<{ label: string; value: number }>;
  grandTotal: number;
  /** Null when the backend did not say (then no "excluding tax" grand total line is shown). */
  grandTotalExclTax: number | null;
}

/** Magento's display settings: 1 excluding tax, 2 including tax, 3 both. */
export type TaxDisplayMode = 1 | 2 | 3;

export interface TaxDisplay {
  /** Which subtotal: excluding tax, including it, or both. */
  subtotal: TaxDisplayMode;
  /** Which unit and row prices of the items. */
  price: TaxDisplayMode;
  /** Which shipping amount. */
  shipping: TaxDisplayMode;
  /** "Include tax in the grand total": the grand total without tax, the taxes, then the grand total with them. */
  grandTotalExclTax: boolean;
  /** Each tax on its own line with its label (else one "Tax" line). */
  fullSummary: boolean;
  /** A tax line even when no tax applies. */
  zeroTax: boolean;
}

/** Magento's defaults (config.xml): everything excluding tax, taxes in one line, no zero tax line. */
export const DEFAULT_TAX_DISPLAY: TaxDisplay = { subtotal: 1, price: 1, shipping: 1, grandTotalExclTax: false, fullSummary: false, zeroTax: false };

const mode = (value: number | null | undefined): TaxDisplayMode => (value === 2 || value === 3 ? value : 1);

/** A store view's display settings as storeConfig answers them (the cart's or the orders' fields, named by the caller). */
export function taxDisplayOf(config: {
  subtotal?: number | null;
  price?: number | null;
  shipping?: number | null;
  grandTotal?: boolean | null;
  fullSummary?: boolean | null;
  zeroTax?: boolean | null;
}): TaxDisplay {
  return {
    subtotal: mode(config.subtotal),
    price: mode(config.price),
    shipping: mode(config.shipping),
    grandTotalExclTax: Boolean(config.grandTotal),
    fullSummary: Boolean(config.fullSummary),
    zeroTax: Boolean(config.zeroTax)
  };
}
