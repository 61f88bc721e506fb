import type { ProductChoicesDetail } from '../catalogTypes';

/**
 * Whether a product's page needs the choices' chunk (ProductChoices): customizable options, a bundle's items, a
 * grouped product's children, a downloadable product's links or samples, or tier offers. Kept apart from the
 * choices' model so the product page decides without loading it.
 */
export function hasChoices(product: ProductChoicesDetail): boolean {
  return Boolean(
    product.options?.length ||
    product.bundleItems?.length ||
    product.groupedItems?.length ||
    product.downloadable_product_links?.length ||
    product.downloadable_product_samples?.length ||
    product.price_tiers?.length
  );
}

/** A grouped product's quantities are its children's: the page's own quantity field does not apply. */
export const isGrouped = (product: ProductChoicesDetail) => Boolean(product.groupedItems?.length);

/** What the product form asks of the loaded choices when the shopper submits. */
export interface ChoicesHandle {
  /** The choices as addProductsToCart takes them, or null after showing what is missing (focus on the first). */
  collect(): {
    selectedOptions: string[];
    enteredOptions: Array<{ uid: string; value: string }>;
    children: Array<{ sku: string; quantity: number }>;
  } | null;
}

/** Choices carried by a product page's URL: `option` (a chosen value uid, repeated), `entered` (`uid:text`), `quantity`. */
export function choicePreset(search: string): { selected: string[]; entered: Record<string, string>; quantity?: number } {
  const params = new URLSearchParams(search);
  const entered: Record<string, string> = {};
  for (const pair of params.getAll('entered')) {
    const colon = pair.indexOf(':');
    if (colon > 0) entered[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  const quantity = Number(params.get('quantity'));
  return { selected: params.getAll('option'), entered, ...(Number.isInteger(quantity) && quantity > 0 ? { quantity } : {}) };
}
