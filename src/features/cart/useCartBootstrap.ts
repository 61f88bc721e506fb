import { useEffect } from 'react';
import { runInBackground } from '../../lib/chunkLoad';
import { reloadPage } from '../../lib/pageNavigation';
import { reportUnhandledError } from '../../store/unhandledErrorMiddleware';
import { useAppDispatch } from '../../store/hooks';
import { hasCart, loadCartSessionSteps, watchSavedCartId } from './savedCart';

/**
 * The shell calls this once (§4): adopts the saved cart of this store view and loads its details,
 * reloads the page when another tab changes the saved cart id, and refreshes the details when the
 * shopper comes back to this tab (another tab may have changed the cart's contents). The steps load
 * only when there is a cart: a first visit has none until the first add, which brings its own. Steps whose
 * code does not load run once it does (runInBackground); the cart in state stays as it was meanwhile.
 */
export function useCartBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    const report = (error: unknown) => void dispatch(reportUnhandledError(error));
    if (dispatch(hasCart())) runInBackground(loadCartSessionSteps, ({ loadSavedCart }) => dispatch(loadSavedCart()), report);
    const stopWatching = dispatch(watchSavedCartId(reloadPage));
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || !dispatch(hasCart())) return;
      runInBackground(loadCartSessionSteps, ({ refreshCartDetails }) => dispatch(refreshCartDetails()), report);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [dispatch]);
}
