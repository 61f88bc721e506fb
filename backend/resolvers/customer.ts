import type { RequestContext } from '../shop';
import type { QueryResolvers, MutationResolvers, CustomerResolvers } from './types.generated';
import type { CustomerRow, AddressRow } from '../db/customer';
import type { Address } from '../domain/address';
import { noSuchEntity } from '../domain/errors';
import {
  currentCustomer,
  createCustomer,
  signInCustomer,
  updateProfile,
  setSubscription,
  changeEmail,
  changePassword,
  requestPasswordReset,
  resetPassword,
  ownAddress,
  saveAddress,
  deleteAddress,
  addToWishlist,
  removeFromWishlist,
  deletePaymentToken,
  subscribeToNewsletter,
  sendContactMessage,
  type AddressInput,
  type ProfileInput
} from '../domain/customer';
import { revokeTokens } from '../domain/auth';
import { productById } from '../domain/catalog';
import { uid, idFromUid } from '../domain/uid';
import { selectedConfigurableOptions } from './cart';
import { orderOut, customerDownloadables } from './order';
import { countryCode, paymentTokenType } from './enums';

function addressOut(r: AddressRow) {
  const a = JSON.parse(r.data) as Address;
  return {
    ...a,
    id: r.id,
    uid: uid(r.id),
    customer_id: r.customer_id,
    country_code: countryCode(a.country_code),
    country_id: a.country_code,
    region: { region: a.region, region_code: a.region_code, region_id: a.region_id },
    region_id: a.region_id,
    default_shipping: !!r.default_shipping,
    default_billing: !!r.default_billing,
    custom_attributesV2: []
  };
}
function wishlistOut(ctx: RequestContext, customerId: number) {
  const items = ctx.shop.data.customer.wishlist(customerId);
  const rows = items.map((i) => {
    const p = productById(ctx, i.product_id);
    const row = { id: String(i.id), quantity: i.qty, qty: i.qty, description: i.description, added_at: i.added_at, product: p };
    if (p?.type !== 'configurable') return { __typename: 'SimpleWishlistItem' as const, ...row };
    // The options chosen when it was added (none when the shopper added the product without choosing).
    const variant = i.variant_id ? (productById(ctx, i.variant_id) ?? null) : null;
    return {
      __typename: 'ConfigurableWishlistItem' as const,
      ...row,
      configured_variant: variant,
      child_sku: variant?.sku ?? p.sku,
      configurable_options: variant ? selectedConfigurableOptions(ctx, p, variant) : []
    };
  });
  return {
    id: String(customerId),
    items_count: rows.length,
    name: 'Wish List',
    sharing_code: null,
    updated_at: items.at(-1)?.added_at ?? null,
    // `items` is the deprecated list of the concrete WishlistItem type.
    items: rows.map(({ __typename, ...item }) => ({ ...item, id: Number(item.id) })),
    items_v2: { items: rows, page_info: { current_page: 1, page_size: rows.length || 20, total_pages: 1 } }
  };
}

export const customerQueries: QueryResolvers = {
  customer: (_, __, ctx) => currentCustomer(ctx),
  customerPaymentTokens: (_, __, ctx) => paymentTokensOut(ctx, currentCustomer(ctx)),
  customerDownloadableProducts: (_, __, ctx) => ({ items: customerDownloadables(ctx, currentCustomer(ctx).id) })
};

export const customerTypes: { Customer: CustomerResolvers } = {
  Customer: {
    id: (c) => uid(c.id),
    date_of_birth: (c) => c.dob,
    is_subscribed: (c, _, ctx) => ctx.shop.data.customer.isSubscribed(c.email),
    confirmation_status: () => 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    allow_remote_shopping_assistance: () => false,
    group_id: () => 1,
    addresses: (c, _, ctx) => ctx.shop.data.customer.addresses(c.id).map(addressOut),
    default_shipping: (c, _, ctx) => ctx.shop.data.customer.defaultShippingId(c.id)?.toString() ?? null,
    default_billing: (c, _, ctx) => ctx.shop.data.customer.defaultBillingId(c.id)?.toString() ?? null,
    orders: (c, a, ctx) => {
      const all = ctx.shop.data.order.ofCustomer(c.id);
      return {
        total_count: all.length,
        items: all.slice((a.currentPage - 1) * a.pageSize, a.currentPage * a.pageSize).map((o) => orderOut(ctx, o)),
        page_info: { current_page: a.currentPage, page_size: a.pageSize, total_pages: Math.ceil(all.length / a.pageSize) }
      };
    },
    wishlist: (c, _, ctx) => wishlistOut(ctx, c.id),
    wishlists: (c, _, ctx) => [wishlistOut(ctx, c.id)],
    wishlist_v2: (c, a, ctx) => (a.id === String(c.id) ? wishlistOut(ctx, c.id) : null)
  }
};

const paymentTokensOut = (ctx: RequestContext, c: CustomerRow) => ({
  items: ctx.shop.data.customer.paymentTokens(c.id).map((t) => ({ ...t, type: paymentTokenType(t.type) }))
});

function updateAddress(ctx: RequestContext, id: number, input?: AddressInput | null) {
  const r = ownAddress(ctx, id);
  const current = addressOut(r);
  saveAddress(ctx, r.customer_id, { ...current, ...(input ?? {}) }, r.id);
  return addressOut(ownAddress(ctx, id));
}

/** An address uid (base64 of its id); anything else is an address that does not exist. */
function addressIdFromUid(value: string): number {
  const id = idFromUid(value);
  if (id < 0) throw noSuchEntity(`Could not find a address with ID "${value}"`);
  return id;
}

function updateCustomer(ctx: RequestContext, input: ProfileInput) {
  const c = currentCustomer(ctx);
  updateProfile(ctx, c.id, input);
  if (input.is_subscribed !== undefined) setSubscription(ctx, c.email, c.id, !!input.is_subscribed);
  return { customer: currentCustomer(ctx) };
}

export const customerMutations: MutationResolvers = {
  createCustomer: async (_, a, ctx) => ({ customer: await createCustomer(ctx, a.input) }),
  createCustomerV2: async (_, a, ctx) => ({ customer: await createCustomer(ctx, a.input) }),
  generateCustomerToken: async (_, a, ctx) => ({ token: await signInCustomer(ctx, a.email, a.password) }),
  revokeCustomerToken: (_, __, ctx) => {
    revokeTokens(ctx.shop.data.customer, currentCustomer(ctx).id);
    return { result: true };
  },
  updateCustomer: (_, a, ctx) => updateCustomer(ctx, a.input),
  updateCustomerV2: (_, a, ctx) => updateCustomer(ctx, a.input),
  updateCustomerEmail: async (_, a, ctx) => {
    await changeEmail(ctx, a.email, a.password);
    return { customer: currentCustomer(ctx) };
  },
  changeCustomerPassword: async (_, a, ctx) => {
    await changePassword(ctx, a.currentPassword, a.newPassword);
    return currentCustomer(ctx);
  },
  requestPasswordResetEmail: (_, a, ctx) => {
    requestPasswordReset(ctx, a.email);
    return true;
  },
  resetPassword: async (_, a, ctx) => {
    await resetPassword(ctx, a.email, a.resetPasswordToken, a.newPassword);
    return true;
  },
  createCustomerAddress: (_, a, ctx) => addressOut(ownAddress(ctx, saveAddress(ctx, currentCustomer(ctx).id, a.input))),
  updateCustomerAddress: (_, a, ctx) => updateAddress(ctx, a.id, a.input),
  // Magento 2.4.7+: the address by its uid.
  updateCustomerAddressV2: (_, a, ctx) => updateAddress(ctx, addressIdFromUid(a.uid), a.input),
  deleteCustomerAddress: (_, a, ctx) => {
    deleteAddress(ctx, a.id);
    return true;
  },
  deleteCustomerAddressV2: (_, a, ctx) => {
    deleteAddress(ctx, addressIdFromUid(a.uid));
    return true;
  },
  addProductsToWishlist: (_, a, ctx) => {
    const { customerId, errors } = addToWishlist(ctx, a.wishlistId, a.wishlistItems);
    return { wishlist: wishlistOut(ctx, customerId), user_errors: errors };
  },
  removeProductsFromWishlist: (_, a, ctx) => {
    const { customerId, errors } = removeFromWishlist(ctx, a.wishlistId, a.wishlistItemsIds);
    return { wishlist: wishlistOut(ctx, customerId), user_errors: errors };
  },
  deletePaymentToken: (_, a, ctx) => ({ result: true, customerPaymentTokens: paymentTokensOut(ctx, deletePaymentToken(ctx, a.public_hash)) }),
  subscribeEmailToNewsletter: (_, a, ctx) => {
    subscribeToNewsletter(ctx, a.email);
    return { status: 'SUBSCRIBED' };
  },
  contactUs: (_, a, ctx) => {
    sendContactMessage(ctx, a.input);
    return { status: true };
  }
};
