import { useEffect } from 'react';
import { reloadPage } from '../../lib/pageNavigation';
import { keptInState, useAppDispatch } from '../../store/hooks';
import { getCartDetails } from './cartCreationThunks';
import { loadSavedCart, watchSavedCartId } from './cartSessionThunks';

/**
 * The shell calls this once (§4): adopts the saved cart of this store view and loads its details,
 * reloads the page when another tab changes the saved cart id, and refreshes the details when the
 * shopper comes back to this tab (another tab may have changed the cart's contents).
 */
export function useCartBootstrap(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    void dispatch(loadSavedCart());
    const stopWatching = dispatch(watchSavedCartId(reloadPage));
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void dispatch(getCartDetails()).catch(keptInState);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopWatching();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [dispatch]);
}
