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
export type ListingPriceLabel = { kind: 'range'; from: RangeEnd; to: RangeEnd } | { kind: 'startingAt' | 'asLowAs'; price: Amount };

/** One end of a bundle's range: its price, and its regular price when a discount makes that higher. */
export interface RangeEnd extends Amount {
  regular?: Amount;
}

type Money = { value: number | null; currency: string | null } | null | undefined;
const amount = (money: Money): Amount => ({ value: money?.value ?? 0, currency: money?.currency ?? DEFAULT_CURRENCY_CODE });

// As Magento's bundle price box: a discounted end shows its regular price struck through beside it.
const rangeEnd = (price: Amount, regular: Money): RangeEnd => {
  const regularAmount = amount(regular);
  return regular?.value != null && regularAmount.value > price.value ? { ...price, regular: regularAmount } : price;
};

export function listingPriceLabel(product: ProductSummary): ListingPriceLabel | null {
  const lowest = amount(product.price_range.minimum_price.final_price);
  if (product.__typename === 'GroupedProduct') return { kind: 'startingAt', price: lowest };
  if (product.__typename === 'BundleProduct') {
    const { minimum_price: minimum, maximum_price: maximum } = product.price_range;
    const dearest = amount(maximum?.final_price ?? minimum.final_price);
    if (dearest.value <= lowest.value) return null;
    return { kind: 'range', from: rangeEnd(lowest, minimum.regular_price), to: rangeEnd(dearest, maximum?.regular_price) };
  }
  const tiers = (product.price_tiers ?? []).flatMap((tier) => (tier?.final_price?.value != null ? [amount(tier.final_price)] : []));
  const lowestTier = tiers.reduce<Amount | null>((low, tier) => (low && low.value <= tier.value ? low : tier), null);
  return lowestTier && lowestTier.value < lowest.value ? { kind: 'asLowAs', price: lowestTier } : null;
}

/** A simple or virtual product with a required customizable option cannot be added from a grid either. */
export function hasRequiredOption(product: ProductSummary): boolean {
  return 'options' in product && Boolean(product.options?.some((option) => option?.required));
}
