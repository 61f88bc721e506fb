import { useCallback } from 'react';
import type { ProductSummary } from './catalogTypes';
import { productPath } from './productUrls';
import { useAddToCart } from './useAddToCart';

/** What a grid item needs: its link, image and the add-to-cart action of a simple product. */
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
    // Bundles, grouped sets, downloads and configurables are chosen on their page; simple and virtual ones added here.
    needsChoice: product.__typename !== 'SimpleProduct' && product.__typename !== 'VirtualProduct',
    isAvailable: product.stock_status !== 'OUT_OF_STOCK',
    isAdding,
    handleAddToCart
  };
}
