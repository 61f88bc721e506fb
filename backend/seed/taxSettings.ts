/**
 * The sample shop's tax rates and how each store view shows taxes (also given to a sample shop seeded before them,
 * migrations.ts version 7).
 */
export function sampleTaxSettings(fr: boolean): Record<string, unknown> {
  return {
    tax_rates: [
      { label: fr ? 'Taxe de vente Californie (7,25 %)' : 'CA Sales Tax (7.25%)', country: 'US', region: 'CA', percent: 7.25 },
      ...(fr ? [{ label: 'TVA (20 %)', country: 'FR', percent: 20 }] : [])
    ],
    // fr: catalogue prices include tax (French VAT, taxed at France before any address), with cross-border trade (the
    // price shown is the price charged wherever it ships: only the part that is tax changes); shown including tax,
    // the grand total also without tax (Magento's tax/cart_display and tax/sales_display).
    ...(fr
      ? {
          tax_price_includes_tax: true,
          tax_default_country: 'FR',
          shopping_cart_display_price: 2,
          shopping_cart_display_subtotal: 2,
          shopping_cart_display_shipping: 2,
          shopping_cart_display_grand_total: true,
          orders_invoices_credit_memos_display_price: 2,
          orders_invoices_credit_memos_display_subtotal: 2,
          orders_invoices_credit_memos_display_shipping_amount: 2,
          orders_invoices_credit_memos_display_grandtotal: true
        }
      : {}),
    // Both store views name each tax (Magento's default sums them in one "Tax" line).
    shopping_cart_display_full_summary: true,
    orders_invoices_credit_memos_display_full_summary: true
  };
}
