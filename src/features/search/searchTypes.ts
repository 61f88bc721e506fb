export interface SearchSuggestionsResult {
  products: {
    total_count: number | null;
    aggregations: Array<{
      attribute_code: string;
      options: Array<{ label: string | null; value: string; count: number | null }> | null;
    }> | null;
    items: Array<{
      uid: string;
      name: string | null;
      sku: string | null;
      url_key: string | null;
      url_suffix: string | null;
      small_image: { url: string | null } | null;
    }> | null;
  } | null;
}

export interface Suggestion {
  id: string;
  kind: 'category' | 'product';
  label: string;
  /** For categories: how many matching products it holds. */
  count?: number;
  imageUrl?: string | null;
  to: string;
}
