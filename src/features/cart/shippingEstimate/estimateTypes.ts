/** A method of Magento's estimate-shipping-methods answer, as the estimate lists it. */
export interface EstimatedMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** In the cart's currency. */
  amount: number;
  /** A carrier that cannot ship there says why (available: false with its error_message); it cannot be chosen. */
  unavailableMessage?: string;
}

/** What an estimate changes in the cart's summary: its shipping line, its tax lines and so the grand total. */
/** A labelled amount in the estimate's currency. */
export interface EstimatedLine {
  label: string;
  value: number;
}

export interface EstimatedTotals {
  currencyCode: string;
  /** `value` without tax, `inclTax` with it (Magento's shipping_amount and shipping_incl_tax). */
  shipping: (EstimatedLine & { inclTax: number | null }) | null;
  taxes: EstimatedLine[];
  grandTotal: number;
}
