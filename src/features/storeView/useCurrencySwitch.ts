import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { getCachePersistence } from '../../graphql/persistence';
import { reloadPage } from '../../lib/pageNavigation';
import { browserStorage, STORE_VIEW_CURRENCY_KEY } from '../../lib/storage';

/** The currency switch: makes the chosen currency the Content-Currency and reloads with a fresh cache. */
export function useCurrencySwitch(currentCurrencyCode: string | null, onClose: (refocus: boolean) => void, storage = browserStorage) {
  const apollo = useApolloClient();

  return useCallback(
    async (currencyCode: string) => {
      onClose(true);
      if (currencyCode === currentCurrencyCode) return;
      storage.setItem(STORE_VIEW_CURRENCY_KEY, currencyCode);
      // Every cached price is in the old currency: start this view's cache afresh.
      await getCachePersistence(apollo)?.purge();
      reloadPage();
    },
    [apollo, onClose, currentCurrencyCode, storage]
  );
}
