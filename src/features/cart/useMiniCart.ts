import { useEffect } from 'react';
import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { useAppSelector } from '../../store/hooks';
import { selectCartDetails, selectCartItems, selectCartSummary, selectIsCartLoading, selectItemChangeError } from './cartSelectors';

/** The mini cart's data; while it is open the page behind does not scroll (§4 scroll lock attribute). */
export function useMiniCart() {
  const items = useAppSelector(selectCartItems);
  const hasDetails = useAppSelector(selectCartDetails).items !== undefined;
  const summary = useAppSelector(selectCartSummary);
  const isLoading = useAppSelector(selectIsCartLoading);
  const itemChangeError = useAppSelector(selectItemChangeError) as Error | null;

  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-scroll-lock')) return;
    root.setAttribute('data-scroll-lock', '');
    return () => root.removeAttribute('data-scroll-lock');
  }, []);

  return {
    items,
    summary,
    isLoading: isLoading && !hasDetails,
    errorMessage: itemChangeError ? deriveErrorMessage([itemChangeError]) : ''
  };
}
