import { deriveErrorMessage } from '../../graphql/deriveErrorMessage';
import { useScrollLock } from '../../lib/useScrollLock';
import { useAppSelector } from '../../store/hooks';
import { selectCartDetails, selectCartItems, selectCartSummary, selectIsCartLoading, selectItemChangeError } from './cartSelectors';

/** The mini cart's data; while it is open the page behind does not scroll (§4 scroll lock attribute). */
export function useMiniCart() {
  const items = useAppSelector(selectCartItems);
  const hasDetails = useAppSelector(selectCartDetails).items !== undefined;
  const summary = useAppSelector(selectCartSummary);
  const isLoading = useAppSelector(selectIsCartLoading);
  const itemChangeError = useAppSelector(selectItemChangeError) as Error | null;

  useScrollLock(true);

  return {
    items,
    summary,
    isLoading: isLoading && !hasDetails,
    errorMessage: itemChangeError ? deriveErrorMessage([itemChangeError]) : ''
  };
}
