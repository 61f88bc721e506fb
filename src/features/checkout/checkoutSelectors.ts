import { createSelector } from 'reselect';
import type { RootState } from '../../store/rootState';
import type { CheckoutSection } from './checkoutTypes';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectIsSignedIn = (state: RootState) => state.user.isSignedIn;
export const selectReceiptOrder = (state: RootState) => state.checkout.receipt.order;
/** A cart of virtual and downloadable items only: Magento takes no shipping address or method for it. */
export const selectIsVirtualCart = (state: RootState) => Boolean(state.cart.details.is_virtual);

export type StepStatus = 'done' | 'active' | 'pending';

export interface CheckoutProgress {
  steps: Array<{ name: CheckoutSection; status: StepStatus }>;
  /** All steps are done and none is being edited: the order can be reviewed and placed. */
  isReadyToOrder: boolean;
}

export const selectCheckoutProgress = createSelector(
  [selectCheckout, selectIsSignedIn, selectIsVirtualCart],
  (checkout, isSignedIn, isVirtual): CheckoutProgress => {
    const { shippingAddress, shippingMethod, paymentCode, billingAddress, editing } = checkout;
    const done: Record<CheckoutSection, boolean> = {
      contact: isSignedIn || Boolean(shippingAddress.email),
      shippingAddress: Boolean(shippingAddress.firstname && shippingAddress.street?.length),
      shippingMethod: Boolean(shippingMethod),
      paymentMethod: Boolean(paymentCode && billingAddress)
    };
    const names: CheckoutSection[] = (
      isSignedIn ? ['shippingAddress', 'shippingMethod', 'paymentMethod'] : ['contact', 'shippingAddress', 'shippingMethod', 'paymentMethod']
    ).filter((name): name is CheckoutSection => !isVirtual || (name !== 'shippingAddress' && name !== 'shippingMethod'));
    const active = editing && names.includes(editing) ? editing : names.find((name) => !done[name]);
    return {
      steps: names.map((name) => ({ name, status: name === active ? 'active' : done[name] ? 'done' : 'pending' })),
      isReadyToOrder: !active
    };
  }
);
