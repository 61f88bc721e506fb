export interface Suggestion {
  id: string;
  kind: 'category' | 'product';
  label: string;
  /** For categories: how many matching products it holds. */
  count?: number;
  imageUrl?: string | null;
  to: string;
}
