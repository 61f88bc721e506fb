import type { CartRow } from '../db/cart';
import type { ProductRow, CategoryRow } from '../db/catalog';
import type { Address } from '../domain/address';

/**
 * What resolvers hand to the field resolvers of a GraphQL type, where that is not the type's own shape (the mappers of
 * codegen.backend.ts). Kept apart from the generated types, which import them.
 */

/** A product or category reached through route(): the URL it was asked by and its redirect. */
export type ProductTypename = 'SimpleProduct' | 'ConfigurableProduct' | 'VirtualProduct' | 'BundleProduct' | 'GroupedProduct' | 'DownloadableProduct';
export type ProductOut = ProductRow & { relative_url?: string; redirect_code?: number; __typename?: ProductTypename };
export type CategoryOut = CategoryRow & { relative_url?: string; redirect_code?: number; __typename?: 'CategoryTree' };

/** A cart's shipping or billing address, with the cart for its methods and items. */
export type CartAddressOut = Omit<Address, 'region'> & {
  __typename: 'ShippingCartAddress' | 'BillingCartAddress';
  uid: string;
  same_as_billing: boolean;
  custom_attributes: never[];
  country: { code: string; label: string };
  region: { code: string; label?: string | null; region_id?: number | null } | null;
  cart: CartRow;
};
