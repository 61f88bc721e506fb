import { useCallback } from 'react';
import type { ProductSummary } from './catalogTypes';
import { hasRequiredOption } from './listingPrice';
import { productPath } from './productUrls';
import { useAddToCart } from './useAddToCart';

/** What a grid item needs: its link, image and the add-to-cart action of a product that needs no choice. */
export function useGalleryItem(product: ProductSummary) {
  const { addToCart, isAdding } = useAddToCart();
  const name = product.name ?? product.sku ?? '';
  const handleAddToCart = useCallback(() => {
    if (!product.sku) return;
    void addToCart({ sku: product.sku, quantity: 1, product: { name } });
  }, [addToCart, name, product.sku]);

  return {
    href: productPath(product),
    name,
    imageUrl: product.small_image?.url ?? null,
    // Bundles, grouped sets, downloads, configurables and products with a required option are chosen on their page;
    // other simple and virtual ones are added here.
    needsChoice: (product.__typename !== 'SimpleProduct' && product.__typename !== 'VirtualProduct') || hasRequiredOption(product),
    isAvailable: product.stock_status !== 'OUT_OF_STOCK',
    isAdding,
    handleAddToCart
  };
}
