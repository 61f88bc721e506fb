import type { TaxDisplay } from '../../components/TotalsLines/totals';
import type { MergedUnion } from '../../graphql/mergedUnion';
import type { GetCartDetailsQuery } from './getCartDetails.graphql';

type CartAnswer = NonNullable<GetCartDetailsQuery['cart']>;

/** A cart line as GetCartDetails answers it; a configurable product's line also has its options and variant. */
export type CartItem = MergedUnion<NonNullable<NonNullable<CartAnswer['itemsV2']>['items'][number]>>;

/** §3 cart details: items (each with quantity and uid) and prices, plus what the summary shows; empty before the first answer. */
export type CartDetails = Partial<Omit<CartAnswer, 'itemsV2'>> & {
  items?: CartItem[];
  /** How the store view shows prices and totals (asked with the cart). */
  taxDisplay?: TaxDisplay;
};

/**
 * What `addItemToCart` takes: a simple sku; a configurable's parent sku and chosen option value uids; any product's
 * sku with the uids of its chosen options (bundle selections, links, customizable values) and entered texts; or a
 * grouped product's children, each added as its own line (`quantity` is then their sum).
 */
export interface AddItemToCartPayload {
  sku: string;
  quantity: number;
  parentSku?: string;
  selectedOptions?: string[];
  enteredOptions?: Array<{ uid: string; value: string }>;
  children?: Array<{ sku: string; quantity: number }>;
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
