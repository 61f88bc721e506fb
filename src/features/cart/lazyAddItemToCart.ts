import { loadForAction } from '../../lib/chunkLoad';
import type { AppThunk } from '../../store/hooks';
import type { AddItemToCartPayload } from './cartTypes';

/**
 * Step "add item" (§4, see cartItemThunks): every landing page has Add to Cart buttons, but few shoppers press one
 * before the page has settled, so the step's code and its mutation load with the first add instead of with the
 * page (the service worker has usually cached them by then). The add's busy state shows at once all the same.
 * Code that does not load fails the add with a readable error, and the next press asks for it again.
 */
export function addItemToCart(payload: AddItemToCartPayload): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const { addItemToCart: addItem } = await loadForAction(() => import(/* webpackChunkName: "cart-add" */ './cartItemThunks'));
    await dispatch(addItem(payload));
  };
}
