import { cartIdKey, readCartId, readStoreViewCode } from '../../lib/storage';
import type { AppThunk } from '../../store/hooks';

// What the shell needs of the cart from the first moment (§4): whether this tab has a cart, and the other tabs'
// changes to the saved cart id. The steps that adopt and refresh a cart (cartSessionThunks, with the creation and
// recovery they build on) load only when there is a cart: a first visit has none.

/** Whether there is a cart: one in state, or a saved id of this store view (read from storage at once). */
export function hasCart(): AppThunk<boolean> {
  return (_dispatch, getState, { storage }) => Boolean(getState().cart.cartId || readCartId(storage, readStoreViewCode(storage)));
}

/** Loads the chunk with the details request; add-to-cart starts it early, so it arrives while the add is sent. */
export const loadCartDetailsRequest = () => import(/* webpackChunkName: "cart-details" */ './cartDetails');

/** Loads the session steps, and with them the details request they go on to send. */
export function loadCartSessionSteps() {
  void loadCartDetailsRequest().catch(() => undefined);
  return import(/* webpackChunkName: "cart-session" */ './cartSessionThunks');
}

/**
 * §4: the saved cart id is kept in browser storage; when another tab changes it, `onChange` runs (the
 * page reloads). Returns the function that stops watching.
 */
export function watchSavedCartId(onChange: () => void): AppThunk<() => void> {
  return (_dispatch, _getState, { storage }) => {
    const key = storage.storageKey(cartIdKey(readStoreViewCode(storage)));
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
