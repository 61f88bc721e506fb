import type { AppThunk } from '../../store/hooks';
import { runInStages } from '../../store/stages';
import { applyCouponStages, removeCouponStages } from './cartActions';
import { recoverAfterCartChange, refreshDetails, type CartThunkTools } from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import APPLY_COUPON from './applyCouponToCart.graphql';
import REMOVE_COUPON from './removeCouponFromCart.graphql';

// Applying and removing a coupon (§4).

/** Sends a coupon change; an invalid cart is recovered (the operation then ends silently), then the details refreshed. */
async function changeCoupon(tools: CartThunkTools, send: (cartId: string) => Promise<unknown>): Promise<void> {
  const cartId = tools.getState().cart.cartId;
  if (!cartId) throw new Error(UNABLE_TO_CREATE_CART);
  try {
    await send(cartId);
  } catch (error) {
    if (isInvalidCartError(error)) return recoverAfterCartChange(tools);
    throw toShopperError(error);
  }
  await refreshDetails(tools.dispatch);
}

export function applyCoupon(couponCode: string): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) =>
    runInStages(dispatch, applyCouponStages, () =>
      changeCoupon({ dispatch, getState, extra }, (cartId) =>
        extra.apollo.mutate({ mutation: APPLY_COUPON, variables: { cartId, couponCode: couponCode.trim() } })
      )
    );
}

export function removeCoupon(): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) =>
    runInStages(dispatch, removeCouponStages, () =>
      changeCoupon({ dispatch, getState, extra }, (cartId) => extra.apollo.mutate({ mutation: REMOVE_COUPON, variables: { cartId } }))
    );
}
