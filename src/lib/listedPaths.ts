/** The paths of the route table (§2). AppRoutes uses these, so the two cannot drift apart. */
export const PATHS = {
  home: '/',
  search: '/search.html',
  cart: '/cart',
  checkout: '/checkout',
  contact: '/contact-us',
  aboutUs: '/about-us',
  customerService: '/customer-service',
  signIn: '/sign-in',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
  resetPassword: '/customer/account/createPassword',
  accountInformation: '/account-information',
  addressBook: '/address-book',
  orderHistory: '/order-history',
  communications: '/communications',
  wishlist: '/wishlist',
  savedPayments: '/saved-payments'
} as const;

/** Paths that are not resolved through the backend's URL resolver. */
export const LISTED_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));

/**
 * The shopper's own pages (cart, checkout, sign-in, passwords, account): nothing to crawl (robots.txt) and
 * nothing the service worker may keep.
 */
export const PRIVATE_PATHS: readonly string[] = [
  PATHS.checkout,
  PATHS.cart,
  PATHS.signIn,
  PATHS.createAccount,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.accountInformation,
  PATHS.addressBook,
  PATHS.orderHistory,
  PATHS.communications,
  PATHS.wishlist,
  PATHS.savedPayments
];

/** Pages search engines should not list: the shopper's own pages and search results. */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set([PATHS.search, ...PRIVATE_PATHS]);
