import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from './userSelectors';
import ADD_PRODUCT_TO_WISHLIST from './addProductToWishlist.graphql';
import GET_WISHLIST from './getWishlist.graphql';
import REMOVE_PRODUCT_FROM_WISHLIST from './removeProductFromWishlist.graphql';

export interface WishlistProduct {
  uid: string;
  sku: string;
  name: string;
  url_key?: string | null;
  url_suffix?: string | null;
  small_image?: { url?: string | null; label?: string | null } | null;
  price_range?: { minimum_price?: { final_price?: { currency?: string | null; value?: number | null } | null } | null } | null;
}

export interface WishlistSelectedOption {
  configurable_product_option_uid: string;
  configurable_product_option_value_uid: string;
  option_label: string;
  value_label: string;
}

export interface WishlistEntry {
  __typename?: string;
  id: string;
  quantity: number;
  product: WishlistProduct | null;
  /** A configurable product's chosen options and variant (none when it was added without choosing). */
  configurable_options?: Array<WishlistSelectedOption | null> | null;
  configured_variant?: { uid: string; sku: string; small_image?: { url?: string | null; label?: string | null } | null } | null;
}

/** What the heart adds: a product, or a configurable product's variant with the options that make it. */
export interface WishlistRequest {
  sku: string;
  parentSku?: string;
  selectedOptions?: string[];
}

interface WishlistData {
  customer?: {
    id: string;
    wishlists: Array<{ id: string; items_count?: number | null; items_v2?: { items: Array<WishlistEntry | null> } | null } | null>;
  } | null;
}

interface UserErrors {
  user_errors?: Array<{ message: string } | null>;
}

function throwUserErrors(result: UserErrors | null | undefined) {
  const messages = (result?.user_errors ?? []).flatMap((error) => (error ? [error.message] : []));
  if (messages.length) throw new Error(messages.join(', '));
}

/** The customer's wishlist (Magento keeps one per customer here): items, add and remove. */
export function useWishlist() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data, loading, error } = useQuery<WishlistData>(GET_WISHLIST, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const items = (wishlist?.items_v2?.items ?? []).filter((item): item is WishlistEntry => Boolean(item));
  const refetchQueries = [{ query: GET_WISHLIST }];
  const [addMutation, addState] = useMutation<{ addProductsToWishlist: UserErrors }>(ADD_PRODUCT_TO_WISHLIST, {
    refetchQueries,
    awaitRefetchQueries: true
  });
  const [removeMutation, removeState] = useMutation<{ removeProductsFromWishlist: UserErrors }>(REMOVE_PRODUCT_FROM_WISHLIST, {
    refetchQueries,
    awaitRefetchQueries: true
  });
  const wishlistId = wishlist?.id;

  const add = useCallback(
    async ({ sku, parentSku, selectedOptions }: WishlistRequest) => {
      if (!wishlistId) throw new Error('The wishlist was not found.');
      // Magento's input for a configurable: the variant's sku, its parent, and the chosen option values.
      const item = {
        sku,
        quantity: 1,
        ...(parentSku ? { parent_sku: parentSku } : {}),
        ...(selectedOptions?.length ? { selected_options: selectedOptions } : {})
      };
      const result = await addMutation({ variables: { wishlistId, items: [item] } });
      throwUserErrors(result.data?.addProductsToWishlist);
    },
    [addMutation, wishlistId]
  );
  const remove = useCallback(
    async (itemId: string) => {
      if (!wishlistId) return;
      const result = await removeMutation({ variables: { wishlistId, itemIds: [itemId] } });
      throwUserErrors(result.data?.removeProductsFromWishlist);
    },
    [removeMutation, wishlistId]
  );
  return { isSignedIn, items, loading: loading && !data, error, add, remove, isUpdating: addState.loading || removeState.loading };
}
