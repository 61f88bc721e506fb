import { useState } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import { addItemToCart } from '../../cart';
import { useWishlist, type WishlistEntry } from './useWishlist';

/** The cart line of a favourite: a configurable product as its parent with the saved option values (Magento's canonical line). */
function cartRequestOf(item: WishlistEntry) {
  const sku = item.product?.sku ?? '';
  const selectedOptions = (item.configurable_options ?? []).flatMap((option) => (option ? [option.configurable_product_option_value_uid] : []));
  return selectedOptions.length ? { sku, parentSku: sku, selectedOptions, quantity: 1 } : { sku, quantity: 1 };
}

/** The favorites, and removing one or adding it to the cart (a failure of either is kept to be shown). */
export function useWishlistPage() {
  const dispatch = useAppDispatch();
  const { items, loading, error, remove } = useWishlist();
  const [actionError, setActionError] = useState<unknown>(null);
  const run = (action: () => Promise<unknown>) => {
    setActionError(null);
    action().catch((caught: unknown) => setActionError(caught));
  };
  const removeItem = (item: WishlistEntry) => run(() => remove(item.id));
  const addToCart = (item: WishlistEntry) => run(() => dispatch(addItemToCart(cartRequestOf(item))));
  return { items, loading, error, actionError, removeItem, addToCart };
}
