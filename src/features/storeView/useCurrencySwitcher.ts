import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { getCachePersistence } from '../../graphql/persistence';
import { reloadPage } from '../../lib/pageNavigation';
import { browserStorage, STORE_VIEW_CURRENCY_KEY } from '../../lib/storage';
import getCurrency from './getCurrency.graphql';
import { useSwitcherMenu } from './useSwitcherMenu';

/** The store view's currencies and a switch that makes the chosen one the Content-Currency. */
export function useCurrencySwitcher(storage = browserStorage) {
  const apollo = useApolloClient();
  const menu = useSwitcherMenu();
  const closeMenu = menu.close;
  const { data } = useQuery(getCurrency, {
    fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */
  });

  const currentCurrencyCode = data?.currency?.current_currency_code ?? null;
  const currencies = useMemo(
    () => (data?.currency?.available_currency_codes ?? []).filter((code): code is string => Boolean(code)),
    [data]
  );

  const switchCurrency = useCallback(
    async (currencyCode: string) => {
      closeMenu();
      if (currencyCode === currentCurrencyCode) return;
      storage.setItem(STORE_VIEW_CURRENCY_KEY, currencyCode);
      // Every cached price is in the old currency: start this view's cache afresh.
      await getCachePersistence(apollo)?.purge();
      reloadPage();
    },
    [apollo, closeMenu, currentCurrencyCode, storage]
  );

  return {
    currencies,
    currentCurrencyCode,
    /** §2: hidden with one currency (or none known yet). */
    isHidden: currencies.length <= 1,
    switchCurrency,
    ...menu
  };
}
