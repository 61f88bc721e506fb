import { useEffect } from 'react';
import { reloadPage } from '../../lib/pageNavigation';
import { useAppDispatch } from '../../store/hooks';
import { hasCart, loadCartSessionSteps, watchSavedCartId } from './savedCart';

/**
 * The shell calls this once (§4): adopts the saved cart of this store view and loads its details,
 * reloads the page when another tab changes the saved cart id, and refreshes the details when the
 * shopper comes back to this tab (another tab may have changed the cart's contents). The steps load
 * only when there is a cart: a first visit has none until the first add, which brings its own.
 */
export function useCartBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (dispatch(hasCart())) void loadCartSessionSteps().then(({ loadSavedCart }) => dispatch(loadSavedCart()));
    const stopWatching = dispatch(watchSavedCartId(reloadPage));
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || !dispatch(hasCart())) return;
      void loadCartSessionSteps().then(({ refreshCartDetails }) => dispatch(refreshCartDetails()));
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [dispatch]);
}
