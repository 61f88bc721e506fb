import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { MergedUnion } from '../../../graphql/mergedUnion';
import { isPresent } from '../../../lib/isPresent';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../user/userSelectors';
import ADD_PRODUCT_TO_WISHLIST from './addProductToWishlist.graphql';
import GET_WISHLIST, { type GetWishlistQuery } from './getWishlist.graphql';
import REMOVE_PRODUCT_FROM_WISHLIST from './removeProductFromWishlist.graphql';

/** A favourite: its product and, for a configurable product, the chosen options and the variant they make. */
type Wishlist = NonNullable<NonNullable<GetWishlistQuery['customer']>['wishlists'][number]>;
export type WishlistEntry = MergedUnion<NonNullable<NonNullable<Wishlist['items_v2']>['items'][number]>>;

/** What the heart adds: a product, or a configurable product's variant with the options that make it. */
export interface WishlistRequest {
  sku: string;
  parentSku?: string;
  selectedOptions?: string[];
}

interface UserErrors {
  user_errors: ReadonlyArray<{ message: string } | null>;
}

function throwUserErrors(result: UserErrors | null | undefined) {
  const messages = (result?.user_errors ?? []).flatMap((error) => (error ? [error.message] : []));
  if (messages.length) throw new Error(messages.join(', '));
}

/** The customer's wishlist (Magento keeps one per customer here): items, add and remove. */
export function useWishlist() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data, loading, error } = useQuery(GET_WISHLIST, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const wishlist = data?.customer?.wishlists.find(Boolean) ?? null;
  const items: WishlistEntry[] = (wishlist?.items_v2?.items ?? []).filter(isPresent);
  const refetchQueries = [{ query: GET_WISHLIST }];
  const [addMutation, addState] = useMutation(ADD_PRODUCT_TO_WISHLIST, {
    refetchQueries,
    awaitRefetchQueries: true
  });
  const [removeMutation, removeState] = useMutation(REMOVE_PRODUCT_FROM_WISHLIST, {
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
