import { useCallback } from 'react';
import { keptInState, useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsUpdatingItem } from './cartSelectors';
import { rowTotalsShown, unitPricesShown } from './cartItemPrices';
import { selectCartTaxDisplay } from './cartTotals';
import { removeItemFromCart, updateItemInCart } from './cartItemEditThunks';
import { cartItemEditSearch, cartItemOptions } from './cartItemChoices';
import type { CartItem } from './cartTypes';

/** What a cart line needs: its display fields and the quantity/remove handlers (errors land in the slice). */
export function useCartLineItem(item: CartItem) {
  const dispatch = useAppDispatch();
  const isUpdating = useAppSelector(selectIsUpdatingItem);
  const display = useAppSelector(selectCartTaxDisplay);
  const changeQuantity = useCallback(
    (quantity: number) => void dispatch(updateItemInCart({ itemUid: item.uid, quantity })).catch(keptInState),
    [dispatch, item.uid]
  );
  const remove = useCallback(() => void dispatch(removeItemFromCart({ itemUid: item.uid })).catch(keptInState), [dispatch, item.uid]);
  const product = item.product;
  const image = item.configured_variant?.small_image?.url || product?.small_image?.url || '';
  return {
    name: product?.name ?? product?.sku ?? '',
    image,
    options: cartItemOptions(item),
    editPath: editPath(item),
    unitPrices: unitPricesShown(item, display),
    rowTotals: rowTotalsShown(item, display),
    messages: (item.errors ?? []).flatMap((error) => (error?.message ? [error.message] : [])),
    isUpdating,
    changeQuantity,
    remove
  };
}

/** A line with choices opens its product page with them chosen; a line without any has nothing to edit. */
function editPath(item: CartItem): string | null {
  const search = cartItemEditSearch(item);
  const urlKey = item.product?.url_key;
  return search && urlKey ? `/${urlKey}${item.product?.url_suffix ?? '.html'}${search}` : null;
}
