export interface Money {
  value: number;
  currency: string;
}

export interface PriceRange {
  minimum_price: {
    regular_price: Money;
    final_price: Money;
  };
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export interface GalleryImage {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled?: boolean | null;
}

/** A product as a grid item shows it. */
export interface ProductSummary {
  uid: string;
  __typename: string;
  name: string | null;
  sku: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: StockStatus | null;
  small_image: { url: string | null; label?: string | null } | null;
  price_range: PriceRange;
}

export interface Breadcrumb {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
  category_level: number | null;
}

export interface CategoryDetail {
  uid: string;
  name: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  url_path: string | null;
  url_suffix: string | null;
  breadcrumbs: Breadcrumb[] | null;
}

export interface GetCategoryResult {
  categories: { items: CategoryDetail[] | null } | null;
}

export interface FilterEqualInput {
  eq?: string;
  in?: string[];
}

export interface FilterRangeInput {
  from?: string;
  to?: string;
}

export type ProductFilterInput = Record<string, FilterEqualInput | FilterRangeInput>;
export type SortDirection = 'ASC' | 'DESC';
export type ProductSortInput = Record<string, SortDirection>;

export interface GetProductListingVariables {
  search?: string;
  filter: ProductFilterInput;
  pageSize: number;
  currentPage: number;
  sort?: ProductSortInput;
}

export interface GetProductListingResult {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: ProductSummary[] | null;
  } | null;
}

export interface AggregationOption {
  label: string | null;
  value: string;
  count: number | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string | null;
  position: number | null;
  options: AggregationOption[] | null;
}

export interface GetFilterOptionsResult {
  products: { aggregations: Aggregation[] | null } | null;
}

export interface ConfigurableOptionValue {
  uid: string;
  label: string | null;
  swatch_data: { value: string | null } | null;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string;
  label: string | null;
  position: number | null;
  values: ConfigurableOptionValue[] | null;
}

export interface ConfigurableVariant {
  attributes: Array<{ code: string | null; uid: string }> | null;
  product: {
    uid: string;
    sku: string | null;
    stock_status: StockStatus | null;
    media_gallery: GalleryImage[] | null;
    price_range: PriceRange;
  } | null;
}

export interface ProductCategory {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  breadcrumbs: Breadcrumb[] | null;
}

export interface ProductDetail extends ProductSummary {
  meta_title: string | null;
  meta_description: string | null;
  description: { html: string | null } | null;
  short_description?: { html: string | null } | null;
  media_gallery: GalleryImage[] | null;
  categories: ProductCategory[] | null;
  related_products: ProductSummary[] | null;
  configurable_options?: ConfigurableOption[] | null;
  variants?: ConfigurableVariant[] | null;
}

export interface GetProductDetailResult {
  products: { items: ProductDetail[] | null } | null;
}
