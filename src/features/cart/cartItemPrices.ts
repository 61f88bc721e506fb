import type { TaxDisplay } from '../../components/TotalsLines/totals';
import type { TaxedAmount } from '../../components/TaxedPrice/TaxedPrice';
import type { CartItem } from './cartTypes';

// A line's prices as the store view shows them (Magento's tax/cart_display/price): without tax (1), with it (2), or
// both (3, without then with). In a store view whose catalogue prices include tax, the one with tax is the price the
// shopper read on the product page.

type Money = { value: number | null; currency: string | null } | null | undefined;

function shown(exclTax: Money, inclTax: Money, display: TaxDisplay): TaxedAmount[] {
  const one = (money: Money, tax?: TaxedAmount['tax']): TaxedAmount[] =>
    money?.value != null ? [{ value: money.value, currency: money.currency, ...(tax ? { tax } : {}) }] : [];
  if (display.price === 1) return one(exclTax);
  if (display.price === 2) return one(inclTax ?? exclTax);
  return inclTax?.value != null ? [...one(exclTax, 'excl'), ...one(inclTax, 'incl')] : one(exclTax);
}

/** A cart line's unit price(s) as the store view shows them. */
export const unitPricesShown = (item: CartItem, display: TaxDisplay) => shown(item.prices?.price, item.prices?.price_including_tax, display);

/** A cart line's row total(s) as the store view shows them. */
export const rowTotalsShown = (item: CartItem, display: TaxDisplay) => shown(item.prices?.row_total, item.prices?.row_total_including_tax, display);
