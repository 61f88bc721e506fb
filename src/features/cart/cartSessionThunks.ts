import { keptInState, type AppThunk } from '../../store/hooks';
import { createCart, getCartDetails, storeViewOf } from './cartCreationThunks';
import { readCartId } from '../../lib/storage';

// The cart across a session: start-up and coming back to the tab (§4), loaded by the shell once there is a cart
// (savedCart.ts). Other tabs' changes are watched there; the sign-in merge is in cartMergeThunks.

/** Start-up (§4): a saved cart is adopted and its details loaded; a visitor without one gets a cart on the first add. */
export function loadSavedCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (!getState().cart.cartId && !readCartId(extra.storage, storeViewOf(extra))) return;
    // A failure of either step is the cart state's to show.
    await dispatch(createCart()).catch(keptInState);
    if (getState().cart.cartId) await dispatch(getCartDetails()).catch(keptInState);
  };
}

/** The shopper is back on this tab: another tab may have changed the cart's contents, so its details are loaded again. */
export function refreshCartDetails(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    await dispatch(getCartDetails()).catch(keptInState);
  };
}
