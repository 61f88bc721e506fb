// Storage keys of §3. They live under STORAGE_PREFIX (see BrowserStorage).

export const SIGN_IN_TOKEN_KEY = 'signin_token';
/** Lifetime of a stored sign-in token, in seconds (§9). */
export const SIGN_IN_TOKEN_TTL_SECONDS = 3600;

export const STORE_VIEW_CODE_KEY = 'store_view_code';
export const STORE_VIEW_CURRENCY_KEY = 'store_view_currency';
export const STORE_VIEW_SECURE_BASE_MEDIA_URL_KEY = 'store_view_secure_base_media_url';
/** The X-Magento-Cache-Id last returned by the backend, sent back on every GraphQL request. */
export const CACHE_ID_KEY = 'magento_cache_id';

/** Checkout data kept between visits (§3 checkout persistence keys). */
export const CHECKOUT_STORAGE_KEYS = {
  availableShippingMethods: 'availableShippingMethods',
  billingAddress: 'billing_address',
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  signInToken: SIGN_IN_TOKEN_KEY
} as const;

/**
 * The cart page's shipping estimate (region, postcode, chosen method), kept until an order or sign-out: the cart
 * page shows it again after a reload and checkout starts from it. Not a §3 key: the spec has no estimate.
 */
export const SHIPPING_ESTIMATE_KEY = 'shipping_estimate';
