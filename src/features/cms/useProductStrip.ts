import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { isPresent } from '../../lib/isPresent';
import { getProductListing, type ProductSummary } from '../catalog';
import type { ProductWidget } from './productWidget';

/** Puts products in the widget's order (by sku or url key); the others keep the backend's order after them. */
function inWidgetOrder(products: ProductSummary[], order: ProductWidget['order']): ProductSummary[] {
  if (!order) return products;
  const rank = (product: ProductSummary) => {
    const index = order.values.indexOf(product[order.key] ?? '');
    return index === -1 ? order.values.length : index;
  };
  return [...products].sort((a, b) => rank(a) - rank(b));
}

/** The widget's products through the standard `products` query (the category listing's, so it shares cache and offline copy). */
export function useProductStrip(widget: ProductWidget) {
  const { data, loading } = useQuery(getProductListing, {
    variables: { filter: widget.filter, pageSize: widget.pageSize, currentPage: 1, ...(widget.sort ? { sort: widget.sort } : {}) }
  });
  const items = data?.products?.items;
  const products = useMemo(() => inWidgetOrder((items ?? []).filter(isPresent), widget.order).slice(0, widget.pageSize), [items, widget]);
  return { products, isLoading: loading && !items };
}
