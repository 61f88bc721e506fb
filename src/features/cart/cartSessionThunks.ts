import { cartIdKey } from '../../lib/storage';
import { keptInState, type AppThunk } from '../../store/hooks';
import { readCartId } from '../storeView';
import { createCart, getCartDetails, storeViewOf } from './cartCreationThunks';

// The cart across a session: start-up and other tabs (§4). The sign-in merge is in cartMergeThunks.

/** Start-up (§4): a saved cart is adopted and its details loaded; a visitor without one gets a cart on the first add. */
export function loadSavedCart(): AppThunk<Promise<void>> {
  return async (dispatch, getState, extra) => {
    if (!getState().cart.cartId && !readCartId(extra.storage, storeViewOf(extra))) return;
    // A failure of either step is the cart state's to show.
    await dispatch(createCart()).catch(keptInState);
    if (getState().cart.cartId) await dispatch(getCartDetails()).catch(keptInState);
  };
}

/**
 * §4: the saved cart id is kept in browser storage; when another tab changes it, `onChange` runs (the
 * page reloads). Returns the function that stops watching.
 */
export function watchSavedCartId(onChange: () => void): AppThunk<() => void> {
  return (_dispatch, _getState, extra) => {
    const key = extra.storage.storageKey(cartIdKey(storeViewOf(extra)));
    const idOf = (raw: string | null) => {
      try {
        return raw === null ? undefined : (JSON.parse(raw) as { value?: unknown }).value;
      } catch {
        return raw;
      }
    };
    const listener = (event: StorageEvent) => {
      // A null key is the other tab clearing all of storage.
      if (event.key !== null && event.key !== key) return;
      if (event.key === null || idOf(event.oldValue) !== idOf(event.newValue)) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  };
}
