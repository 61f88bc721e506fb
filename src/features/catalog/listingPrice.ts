import { DEFAULT_CURRENCY_CODE } from '../../lib/formatPrice';
import type { ProductSummary } from './catalogTypes';

interface Amount {
  value: number;
  currency: string;
}

/**
 * What Magento's listing price boxes say of a product beyond its price: a bundle whose configurations cost
 * different amounts "From … To …", a grouped product "Starting at" its cheapest part, any other product "As low as"
 * its lowest tier price when that is below its price. Null: the price alone.
 */
export type ListingPriceLabel = { kind: 'range'; from: Amount; to: Amount } | { kind: 'startingAt' | 'asLowAs'; price: Amount };

type Money = { value: number | null; currency: string | null } | null | undefined;
const amount = (money: Money): Amount => ({ value: money?.value ?? 0, currency: money?.currency ?? DEFAULT_CURRENCY_CODE });

export function listingPriceLabel(product: ProductSummary): ListingPriceLabel | null {
  const lowest = amount(product.price_range.minimum_price.final_price);
  if (product.__typename === 'GroupedProduct') return { kind: 'startingAt', price: lowest };
  if (product.__typename === 'BundleProduct') {
    const dearest = amount(product.price_range.maximum_price?.final_price ?? product.price_range.minimum_price.final_price);
    return dearest.value > lowest.value ? { kind: 'range', from: lowest, to: dearest } : null;
  }
  const tiers = (product.price_tiers ?? []).flatMap((tier) => (tier?.final_price?.value != null ? [amount(tier.final_price)] : []));
  const lowestTier = tiers.reduce<Amount | null>((low, tier) => (low && low.value <= tier.value ? low : tier), null);
  return lowestTier && lowestTier.value < lowest.value ? { kind: 'asLowAs', price: lowestTier } : null;
}

/** A simple or virtual product with a required customizable option cannot be added from a grid either. */
export function hasRequiredOption(product: ProductSummary): boolean {
  return 'options' in product && Boolean(product.options?.some((option) => option?.required));
}
