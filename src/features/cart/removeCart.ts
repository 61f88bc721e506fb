import { readStoreViewCode } from '../../lib/storage';
import { createAppAsyncThunk } from '../../store/hooks';
import { removeCartId } from '../storeView';

// Apart from the other cart thunks: the account's sign-out sequence removes the cart, and the cart's
// invalid-cart recovery runs that sequence, so neither module has to import the other.

/** §4: clears the saved cart id of this store view; the slice resets the cart state. */
export const removeCart = createAppAsyncThunk('cart/removeCart', async (_: void, { extra }) => {
  removeCartId(extra.storage, readStoreViewCode(extra.storage));
});
