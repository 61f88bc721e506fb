import { combineReducers } from '@reduxjs/toolkit';
import { userReducer } from '../features/account/userSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { checkoutReducer } from '../features/checkout/checkoutSlice';
import { appReducer } from './slices/appSlice';
import { catalogReducer } from './slices/catalogSlice';

// The cart, checkout and user slices live with their features (state, thunks and components together).

export const rootReducer = combineReducers({
  app: appReducer,
  catalog: catalogReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  user: userReducer
});

export type RootState = ReturnType<typeof rootReducer>;
