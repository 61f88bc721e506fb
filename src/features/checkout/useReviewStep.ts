import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCartItems, selectCartTaxDisplay, selectCartTotals } from '../cart';
import { submitOrder } from './checkoutThunks';

/** Step 5's state: the items and totals of the cart, and placing the order. */
export function useReviewStep() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const totals = useAppSelector(selectCartTotals);
  const display = useAppSelector(selectCartTaxDisplay);
  const failure = useAppSelector((state) => state.checkout.orderError);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);

  const placeOrder = async () => {
    try {
      await dispatch(submitOrder());
    } catch {
      // Stored in state and shown below; the shopper can try again.
    }
  };

  return { items, totals, display, failure, isSubmitting, placeOrder };
}
