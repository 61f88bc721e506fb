import type { ProductFilterInput, ProductSortInput } from './catalogTypes';
import type { GetProductListingQueryVariables } from './getProductListing.graphql';

/** Query string names that are not attribute filters. */
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';
export const SEARCH_PARAM = 'query';
const RESERVED = new Set([PAGE_PARAM, SORT_PARAM, SEARCH_PARAM]);
/** Campaign and click ids that links from newsletters and ads carry: never product filters. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/;

export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAM.test(name);
}

/** Price is a range: one at a time, as Magento cannot OR two ranges. */
export const PRICE_CODE = 'price';
const VALUE_SEPARATOR = ',';

export interface SortOption {
  /** The value kept in the URL, e.g. `price-asc`. */
  id: string;
  attribute: string;
  direction: 'ASC' | 'DESC';
}

export const CATEGORY_SORTS: readonly SortOption[] = [
  { id: 'position', attribute: 'position', direction: 'ASC' },
  { id: 'name-asc', attribute: 'name', direction: 'ASC' },
  { id: 'price-asc', attribute: 'price', direction: 'ASC' },
  { id: 'price-desc', attribute: 'price', direction: 'DESC' }
];

export const SEARCH_SORTS: readonly SortOption[] = [
  { id: 'relevance', attribute: 'relevance', direction: 'DESC' },
  { id: 'name-asc', attribute: 'name', direction: 'ASC' },
  { id: 'price-asc', attribute: 'price', direction: 'ASC' },
  { id: 'price-desc', attribute: 'price', direction: 'DESC' }
];

export type SelectedFilters = Record<string, string[]>;

export interface ListingState {
  page: number;
  sort: SortOption;
  filters: SelectedFilters;
}

/** Reads page, sort and filters from the query string; anything unknown or invalid falls back. */
export function readListingState(params: URLSearchParams, sorts: readonly SortOption[]): ListingState {
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '', 10);
  const sort = sorts.find((option) => option.id === params.get(SORT_PARAM)) ?? sorts[0];
  const filters: SelectedFilters = {};
  for (const [name, value] of params) {
    if (RESERVED.has(name) || isTrackingParam(name) || !/^[a-z][a-z0-9_]*$/.test(name)) continue;
    const values = value.split(VALUE_SEPARATOR).filter(Boolean);
    if (values.length) filters[name] = [...new Set([...(filters[name] ?? []), ...values])];
  }
  return { page: Number.isFinite(page) && page > 0 ? page : 1, sort, filters };
}

/** The query string for `state`, keeping other parameters (the search term); defaults are left out. */
export function writeListingState(current: URLSearchParams, state: ListingState, sorts: readonly SortOption[]): URLSearchParams {
  const next = new URLSearchParams();
  const query = current.get(SEARCH_PARAM);
  if (query !== null) next.set(SEARCH_PARAM, query);
  for (const code of Object.keys(state.filters).sort()) {
    const values = state.filters[code];
    if (values.length) next.set(code, values.join(VALUE_SEPARATOR));
  }
  if (state.sort.id !== sorts[0].id) next.set(SORT_PARAM, state.sort.id);
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  return next;
}

/** Adds or removes one filter value; price holds at most one range. Any filter change returns to page 1. */
export function toggleFilter(filters: SelectedFilters, code: string, value: string): SelectedFilters {
  const current = filters[code] ?? [];
  const nextValues = current.includes(value) ? current.filter((item) => item !== value) : code === PRICE_CODE ? [value] : [...current, value];
  const next = { ...filters };
  if (nextValues.length) next[code] = nextValues;
  else delete next[code];
  return next;
}

/** A price option value such as `50_100` or `100_*` as a range filter. */
function priceRange(value: string) {
  const [from, to] = value.split('_');
  return {
    ...(from && from !== '*' ? { from } : {}),
    ...(to && to !== '*' ? { to } : {})
  };
}

/**
 * The GraphQL filter: the base (a category or nothing) plus the chosen attribute values. Chosen
 * sub-categories replace the page's own category, as they lie inside it.
 */
export function buildProductFilter(base: ProductFilterInput, filters: SelectedFilters): ProductFilterInput {
  const filter: ProductFilterInput = { ...base };
  for (const [code, values] of Object.entries(filters)) {
    if (!values.length) continue;
    filter[code] = code === PRICE_CODE ? priceRange(values[0]) : values.length === 1 ? { eq: values[0] } : { in: values };
  }
  return filter;
}

export function buildProductSort(sort: SortOption): ProductSortInput {
  return { [sort.attribute]: sort.direction };
}

/** The listing query's variables; the page prefetch (prefetchCategoryData) must ask exactly the same. */
export function listingVariables({
  baseFilter,
  search,
  state,
  pageSize
}: {
  baseFilter: ProductFilterInput;
  search?: string;
  state: ListingState;
  pageSize: number;
}): GetProductListingQueryVariables {
  return {
    ...(search ? { search } : {}),
    filter: buildProductFilter(baseFilter, state.filters),
    pageSize,
    currentPage: state.page,
    sort: buildProductSort(state.sort)
  };
}

export function filterOptionsVariables(baseFilter: ProductFilterInput, search?: string) {
  return { ...(search ? { search } : {}), filter: baseFilter };
}
