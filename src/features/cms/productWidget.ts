import type { ProductFilterInput, ProductSortInput } from '../catalog';

/**
 * A Magento "Catalog Products List" widget (Magento\CatalogWidget\Block\Product\ProductsList) found in CMS
 * content, turned into the arguments of a standard `products` query.
 */
export interface ProductWidget {
  title: string | null;
  filter: ProductFilterInput;
  pageSize: number;
  sort?: ProductSortInput;
  /** Show the products in this order of sku or url_key (Magento's "position by SKU", or a rendered widget's order). */
  order?: { key: 'sku' | 'url_key'; values: string[] };
}

/** The attribute that marks where a widget was: the strip is rendered into this element. */
export const PRODUCT_WIDGET_ATTRIBUTE = 'data-product-widget';
