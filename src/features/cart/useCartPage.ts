import { useEffect, useState } from 'react';
import { deriveErrorMessageOf } from '../../graphql/deriveErrorMessage';
import { useErrorMessage } from '../../lib/useErrorText';
import { keptInState, useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectCartDetails,
  selectCartId,
  selectCartItems,
  selectCartSummary,
  selectIsCartLoading,
  selectIsUpdatingItem,
  selectItemChangeError
} from './cartSelectors';
import { getCartDetails } from './cartCreationThunks';
import type { EstimatedTotals } from './shippingEstimate/estimateTypes';

/** The cart page's data: fresh details on arrival, items, summary, busy and error states. */
export function useCartPage() {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const items = useAppSelector(selectCartItems);
  const details = useAppSelector(selectCartDetails);
  const hasDetails = details.items !== undefined;
  // The shipping estimate's lines for the summary (the estimate component hands them up).
  const [estimate, setEstimate] = useState<EstimatedTotals | null>(null);
  const summary = useAppSelector(selectCartSummary);
  const isLoading = useAppSelector(selectIsCartLoading);
  const isUpdating = useAppSelector(selectIsUpdatingItem);
  const errorMessage = useErrorMessage(useAppSelector(selectItemChangeError), deriveErrorMessageOf);

  useEffect(() => {
    if (cartId) void dispatch(getCartDetails()).catch(keptInState);
  }, [cartId, dispatch]);

  return {
    items,
    summary,
    // Placeholders only until the first details arrive; later refreshes keep the list on screen.
    isLoading: isLoading && !hasDetails,
    isBusy: isUpdating,
    errorMessage,
    isVirtual: Boolean(details.is_virtual),
    estimate,
    setEstimate
  };
}
