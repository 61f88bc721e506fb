import { useEffect, useState } from 'react';
import { keptInState, useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { getCartDetails, loadSavedCart, selectCartDetails, selectCartId, selectCartItems, selectIsCartLoading } from '../cart';
import { editCheckout } from './checkoutActions';
import { selectCheckoutProgress, selectIsSignedIn, selectReceiptOrder } from './checkoutSelectors';
import { checkoutReducer } from './checkoutSlice';
import { beginCheckout } from './checkoutThunks';
import type { CheckoutSection } from './checkoutTypes';
import { discardDraft, readDraft, writeDraft } from './useDraft';

const EDITING_DRAFT = 'editing';

/** The checkout page's data: begins checkout, loads the cart, and says which step is where. */
export function useCheckoutPage() {
  // The checkout reducer comes with this page's chunk: in place from the first render, before any step (rendered
  // below, its effects after) dispatches. Until now the store kept the initial checkout state.
  useAppStore().addSliceReducer('checkout', checkoutReducer);
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const items = useAppSelector(selectCartItems);
  const hasDetails = useAppSelector(selectCartDetails).items !== undefined;
  const isCartLoading = useAppSelector(selectIsCartLoading);
  const detailsFailed = useAppSelector((state) => Boolean(state.cart.getDetailsError));
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const receipt = useAppSelector(selectReceiptOrder);
  const progress = useAppSelector(selectCheckoutProgress);
  const [cartChecked, setCartChecked] = useState(false);
  const [started, setStarted] = useState(false);

  // §4 begin: once per visit of the page, from what was saved (a reload resumes where it was). Nothing
  // is shown before, so no step opens on another visit's leftovers.
  useEffect(() => {
    dispatch(beginCheckout());
    // A section the shopper was editing when the page reloaded opens again, with its draft.
    const editing = readDraft<CheckoutSection>(EDITING_DRAFT);
    if (editing) dispatch(editCheckout(editing));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks the one-off store sync above as done
    setStarted(true);
  }, [dispatch]);

  const editing = useAppSelector((state) => state.checkout.editing);
  useEffect(() => {
    if (!started) return;
    if (editing) writeDraft(EDITING_DRAFT, editing);
    else discardDraft(EDITING_DRAFT);
  }, [editing, started]);

  // The saved cart is adopted if the shell has not done so yet; then its details are loaded fresh.
  // Once the order is placed the receipt stays on screen, whatever happens to the cart.
  const hasOrder = Boolean(receipt.id);
  useEffect(() => {
    if (hasOrder) return;
    if (cartId) {
      void dispatch(getCartDetails()).catch(keptInState);
      return;
    }
    let live = true;
    void dispatch(loadSavedCart()).finally(() => {
      if (live) setCartChecked(true);
    });
    return () => {
      live = false;
    };
  }, [cartId, dispatch, hasOrder]);

  const hasReceipt = started && Boolean(receipt.id);
  const awaitingDetails = Boolean(cartId) && !hasDetails && (isCartLoading || !detailsFailed);
  const isLoading = !started || (!hasReceipt && (cartId ? awaitingDetails : !cartChecked));

  return {
    isLoading,
    hasReceipt,
    isEmpty: !isLoading && !hasReceipt && items.length === 0,
    isSignedIn,
    steps: progress.steps,
    isReadyToOrder: progress.isReadyToOrder,
    edit: (section: CheckoutSection) => dispatch(editCheckout(section))
  };
}
