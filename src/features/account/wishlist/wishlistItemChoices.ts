import type { MergedUnion } from '../../../graphql/mergedUnion';
import type { WishlistEntry } from './useWishlist';

// A bundle's selections and a grouped product's quantities are chosen on the product's page: Magento, too, sends a
// favourite of these there ("specify the product's options") rather than putting it in the cart as it is.
const PARTS_CHOSEN_ON_PAGE = new Set(['BundleProduct', 'GroupedProduct']);

/**
 * Whether a favourite needs its product's page before it can go in the cart: a configurable product saved without
 * its options, a bundle or grouped product, a downloadable product whose links are bought one by one, or a product
 * with a required customizable option.
 */
export function needsChoosingOnPage(item: WishlistEntry): boolean {
  if (!item.product) return false;
  const product: MergedUnion<NonNullable<WishlistEntry['product']>> = item.product;
  if (item.__typename === 'ConfigurableWishlistItem' && !item.configured_variant) return true;
  if (PARTS_CHOSEN_ON_PAGE.has(product.__typename)) return true;
  if (product.links_purchased_separately) return true;
  return (product.options ?? []).some((option) => option?.required);
}
