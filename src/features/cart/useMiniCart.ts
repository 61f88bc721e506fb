import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useErrorMessage } from '../../lib/useErrorText';
import { useAppSelector } from '../../store/hooks';
import { selectCartDetails, selectCartItems, selectCartSummary, selectIsCartLoading, selectItemChangeError } from './cartSelectors';

/** The mini cart's data. */
export function useMiniCart() {
  const items = useAppSelector(selectCartItems);
  const hasDetails = useAppSelector(selectCartDetails).items !== undefined;
  const summary = useAppSelector(selectCartSummary);
  const isLoading = useAppSelector(selectIsCartLoading);
  const errorMessage = useErrorMessage(useAppSelector(selectItemChangeError), deriveErrorMessageOf);

  return {
    items,
    summary,
    isLoading: isLoading && !hasDetails,
    errorMessage
  };
}
