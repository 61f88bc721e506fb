/** Shapes of the cart as GetCartDetails returns it (only the fields the cart feature reads). */

export interface Money {
  currency?: string | null;
  value?: number | null;
}

export interface CartProductImage {
  url?: string | null;
  label?: string | null;
}

export interface SelectedCartOption {
  configurable_product_option_uid: string;
  configurable_product_option_value_uid: string;
  option_label: string;
  value_label: string;
}

export interface CartItem {
  __typename?: string;
  uid: string;
  quantity: number;
  product?: {
    uid?: string;
    name?: string | null;
    sku?: string | null;
    url_key?: string | null;
    url_suffix?: string | null;
    stock_status?: string | null;
    small_image?: CartProductImage | null;
  } | null;
  prices?: { price?: Money | null; row_total?: Money | null } | null;
  errors?: Array<{ code?: string; message: string } | null> | null;
  configurable_options?: SelectedCartOption[] | null;
  configured_variant?: { uid?: string; sku?: string | null; small_image?: CartProductImage | null } | null;
  [field: string]: unknown;
}

export interface CartDiscount {
  label: string;
  amount: Money;
}

export interface CartPrices {
  grand_total?: Money | null;
  subtotal_excluding_tax?: Money | null;
  discounts?: Array<CartDiscount | null> | null;
  applied_taxes?: Array<CartDiscount | null> | null;
}

/** §3 cart details: items (each with quantity and uid) and prices, plus what the summary shows. */
export interface CartDetails {
  id?: string;
  total_quantity?: number;
  items?: CartItem[];
  prices?: CartPrices | null;
  applied_coupons?: Array<{ code: string } | null> | null;
  shipping_addresses?: Array<{
    selected_shipping_method?: { carrier_title?: string | null; method_title?: string | null; amount?: Money | null } | null;
  } | null> | null;
  [field: string]: unknown;
}

/** What `addItemToCart` takes: a simple sku, or a configurable's parent sku and chosen option value uids. */
export interface AddItemToCartPayload {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  /** For messages only (e.g. a toast naming what was added). */
  product?: { name: string };
}

export interface UpdateItemInCartPayload {
  itemUid: string;
  quantity: number;
}

export interface RemoveItemFromCartPayload {
  itemUid: string;
}
