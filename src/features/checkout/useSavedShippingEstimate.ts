import { useState } from 'react';
import { readShippingEstimate, type SavedShippingEstimate } from '../../lib/storage';
import { useAppDispatch, type AppThunk } from '../../store/hooks';

const savedEstimate =
  (): AppThunk<SavedShippingEstimate | undefined> =>
  (_dispatch, _getState, { storage }) =>
    readShippingEstimate(storage);

/**
 * The cart page's shipping estimate, if the shopper made one: checkout starts from it (the address form with its
 * state and ZIP code, the method step with its method while offered). Read once, when the step first renders.
 */
export function useSavedShippingEstimate(): SavedShippingEstimate | undefined {
  const dispatch = useAppDispatch();
  const [saved] = useState(() => dispatch(savedEstimate()));
  return saved;
}
