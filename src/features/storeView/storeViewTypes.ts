// Result types of this feature's operations (kept beside the .graphql documents they describe).

export interface AvailableStore {
  id: number | null;
  code: string | null;
  store_code: string;
  store_name: string | null;
  store_group_code: string | null;
  store_group_name: string | null;
  store_sort_order: number | null;
  locale: string | null;
  default_display_currency_code: string | null;
  secure_base_media_url: string | null;
  category_url_suffix: string | null;
  product_url_suffix: string | null;
}

export interface GetAvailableStoresResult {
  availableStores: AvailableStore[] | null;
}

export interface GetCurrencyResult {
  currency: {
    current_currency_code: string | null;
    default_display_currency_code: string | null;
    available_currency_codes: Array<string | null> | null;
  } | null;
}

export interface GetLocaleResult {
  storeConfig: { store_code: string | null; locale: string | null } | null;
}

export type RouteType = 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';

export interface ResolveStoreViewRouteResult {
  route: { relative_url: string | null; type: RouteType | null; uid?: string } | null;
}

export interface ResolveStoreViewRouteVariables {
  url: string;
}
