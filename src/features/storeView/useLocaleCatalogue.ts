import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import getLocale from './getLocale.graphql';
import { FALLBACK_LOCALE_CODE, loadLocaleCatalogue, type LocaleCatalogue } from './localeCatalogue';

/**
 * The catalogue for the store view's locale (§4): en_US until the store config names one. Keeps the
 * catalogue it has while another loads, so texts never flash back to ids.
 */
export function useLocaleCatalogue(initialCatalogue?: LocaleCatalogue): LocaleCatalogue | undefined {
  const [catalogue, setCatalogue] = useState(initialCatalogue);
  const { data } = useQuery(getLocale, { fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */ });
  const wantedCode = data?.storeConfig?.locale ?? catalogue?.requested ?? FALLBACK_LOCALE_CODE;
  const loadedCode = catalogue?.requested;

  useEffect(() => {
    if (loadedCode === wantedCode) return undefined;
    let current = true;
    void loadLocaleCatalogue(wantedCode).then((loaded) => {
      if (current) setCatalogue(loaded);
    });
    return () => {
      current = false;
    };
  }, [loadedCode, wantedCode]);

  const shownLocale = catalogue?.locale;
  useEffect(() => {
    // Screen readers pick their voice from the page language.
    if (shownLocale) document.documentElement.lang = shownLocale;
  }, [shownLocale]);

  return catalogue;
}
