import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectReceiptOrder } from './checkoutSelectors';
import { resetCheckout } from './checkoutThunks';
import { clearCheckoutDrafts } from './checkoutStorage';

/** The path of the account form, prefilled from the order (§4 "creating an account after checkout"). */
export function createAccountPath(address: { email?: string; firstname?: string; lastname?: string } | undefined): string {
  const params = new URLSearchParams({ email: address?.email ?? '', firstName: address?.firstname ?? '', lastName: address?.lastname ?? '' });
  return `/create-account?${params.toString()}`;
}

/** The receipt's order, and leaving it: to create an account from the order, or to go on shopping. */
export function useReceipt() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const order = useAppSelector(selectReceiptOrder);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const address = order.shipping_address;

  useEffect(() => clearCheckoutDrafts(), []);

  const createAccount = () => {
    dispatch(resetCheckout());
    navigate(createAccountPath(address));
  };

  return { order, isSignedIn, address, createAccount, continueShopping: () => dispatch(resetCheckout()) };
}
