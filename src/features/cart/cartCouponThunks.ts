import { createAppAsyncThunk } from '../../store/hooks';
import { recoverAfterCartChange, refreshDetails, type Rejection } from './cartCreationThunks';
import { isInvalidCartError, toShopperError, UNABLE_TO_CREATE_CART } from './cartErrors';
import APPLY_COUPON from './applyCouponToCart.graphql';
import REMOVE_COUPON from './removeCouponFromCart.graphql';

// Applying and removing a coupon (§4).

export const applyCoupon = createAppAsyncThunk<void, string, Rejection>(
  'cart/applyCoupon',
  async (couponCode, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    try {
      await extra.apollo.mutate({ mutation: APPLY_COUPON, variables: { cartId, couponCode: couponCode.trim() } });
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterCartChange({ dispatch, getState, extra });
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);

export const removeCoupon = createAppAsyncThunk<void, void, Rejection>(
  'cart/removeCoupon',
  async (_, { dispatch, getState, extra, rejectWithValue }) => {
    const cartId = getState().cart.cartId;
    if (!cartId) return rejectWithValue(new Error(UNABLE_TO_CREATE_CART));
    try {
      await extra.apollo.mutate({ mutation: REMOVE_COUPON, variables: { cartId } });
    } catch (error) {
      if (isInvalidCartError(error)) return recoverAfterCartChange({ dispatch, getState, extra });
      return rejectWithValue(toShopperError(error));
    }
    await refreshDetails(dispatch);
  }
);
