import { readStoreViewCode, removeCartId } from '../../lib/storage';
import type { AppThunk } from '../../store/hooks';
import { cartRemoved } from './cartActions';

/** §4: clears the saved cart id of this store view; the slice resets the cart state. */
export function removeCart(): AppThunk {
  return (dispatch, _getState, { storage }) => {
    removeCartId(storage, readStoreViewCode(storage));
    dispatch(cartRemoved());
  };
}
