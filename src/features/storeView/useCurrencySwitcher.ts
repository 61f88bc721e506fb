import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import getCurrency from './getCurrency.graphql';

/** The store view's currencies and the current one; the switch itself comes with the menu (useCurrencySwitch). */
export function useCurrencySwitcher() {
  const { data } = useQuery(getCurrency, {
    fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */
  });

  const currentCurrencyCode = data?.currency?.current_currency_code ?? null;
  const currencies = useMemo(() => (data?.currency?.available_currency_codes ?? []).filter((code): code is string => Boolean(code)), [data]);

  return {
    currencies,
    currentCurrencyCode,
    /** §2: hidden with one currency (or none known yet). */
    isHidden: currencies.length <= 1
  };
}
