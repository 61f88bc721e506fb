import type { QueryResolvers, MutationResolvers } from './types.generated';

/**
 * What each root field allows, in one place. `public`: anyone may call it, also with a stale token (the catalogue,
 * content and store data, and the ways back in: sign-in, sign-up, password reset); every other field acts for a guest
 * or a customer, so a request whose bearer token was rejected must not fall back to being a guest there (Magento 2.4,
 * magento/magento2#26112). `cacheable`: its answer depends only on store view, currency and catalogue, so GET
 * requests of it are answered from the response cache. A root field added to the schema must be declared here.
 */
export interface RootFieldPolicy {
  public: boolean;
  cacheable: boolean;
}

const catalogue: RootFieldPolicy = { public: true, cacheable: true };
const open: RootFieldPolicy = { public: true, cacheable: false };
const shopper: RootFieldPolicy = { public: false, cacheable: false };

export const QUERY_FIELDS: Record<keyof Required<QueryResolvers>, RootFieldPolicy> = {
  storeConfig: catalogue,
  availableStores: catalogue,
  currency: catalogue,
  countries: catalogue,
  country: catalogue,
  route: catalogue,
  categoryList: catalogue,
  categories: catalogue,
  products: catalogue,
  cmsPage: catalogue,
  cmsBlocks: catalogue,
  isEmailAvailable: open,
  cart: shopper,
  customerCart: shopper,
  customer: shopper,
  customerPaymentTokens: shopper,
  customerDownloadableProducts: shopper
};

export const MUTATION_FIELDS: Record<keyof Required<MutationResolvers>, RootFieldPolicy> = {
  generateCustomerToken: open,
  createCustomer: open,
  createCustomerV2: open,
  requestPasswordResetEmail: open,
  resetPassword: open,
  contactUs: open,
  createEmptyCart: shopper,
  createGuestCart: shopper,
  addProductsToCart: shopper,
  updateCartItems: shopper,
  removeItemFromCart: shopper,
  mergeCarts: shopper,
  setGuestEmailOnCart: shopper,
  setShippingAddressesOnCart: shopper,
  setBillingAddressOnCart: shopper,
  setShippingMethodsOnCart: shopper,
  setPaymentMethodOnCart: shopper,
  placeOrder: shopper,
  applyCouponToCart: shopper,
  removeCouponFromCart: shopper,
  revokeCustomerToken: shopper,
  updateCustomer: shopper,
  updateCustomerV2: shopper,
  updateCustomerEmail: shopper,
  changeCustomerPassword: shopper,
  createCustomerAddress: shopper,
  updateCustomerAddress: shopper,
  updateCustomerAddressV2: shopper,
  deleteCustomerAddress: shopper,
  deleteCustomerAddressV2: shopper,
  addProductsToWishlist: shopper,
  removeProductsFromWishlist: shopper,
  deletePaymentToken: shopper,
  subscribeEmailToNewsletter: shopper
};

function policyOf(operation: 'query' | 'mutation', field: string): RootFieldPolicy | undefined {
  const policies: Record<string, RootFieldPolicy> = operation === 'query' ? QUERY_FIELDS : MUTATION_FIELDS;
  return Object.hasOwn(policies, field) ? policies[field] : undefined;
}

export const isPublicRootField = (operation: 'query' | 'mutation', field: string) => policyOf(operation, field)?.public ?? false;
/** `__typename` alone asks nothing of the shop. */
export const isCacheableRootField = (field: string) => field === '__typename' || (policyOf('query', field)?.cacheable ?? false);
