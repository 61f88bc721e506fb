import { readStoreViewCode, removeCartId } from '../../lib/storage';
import type { AppThunk } from '../../store/hooks';
import { cartRemoved } from './cartActions';

// Apart from the other cart thunks: the account's sign-out sequence removes the cart, and the cart's
// invalid-cart recovery runs that sequence, so neither module has to import the other.

/** §4: clears the saved cart id of this store view; the slice resets the cart state. */
export function removeCart(): AppThunk {
  return (dispatch, _getState, { storage }) => {
    removeCartId(storage, readStoreViewCode(storage));
    dispatch(cartRemoved());
  };
}
