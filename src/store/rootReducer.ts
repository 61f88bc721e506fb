import { combineReducers } from '@reduxjs/toolkit';
import { appReducer } from './slices/appSlice';
import { cartReducer } from './slices/cartSlice';
import { catalogReducer } from './slices/catalogSlice';
import { checkoutReducer } from './slices/checkoutSlice';
import { userReducer } from './slices/userSlice';

export const rootReducer = combineReducers({
  app: appReducer,
  catalog: catalogReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  user: userReducer
});

export type RootState = ReturnType<typeof rootReducer>;
