import { combineReducers } from 'redux';
import { createInitialUserState, userReducer } from '../features/account/user/userSlice';
import { cartReducer, initialCartState } from '../features/cart/cartSlice';
import { initialCheckoutState } from '../features/checkout/checkoutState';
import { configureAppStore, initialStateUntilLoaded, type RootState, type ThunkExtra } from '../store/configureStore';
import { appReducer, createInitialAppState } from '../store/slices/appSlice';
import { catalogReducer, initialCatalogState } from '../store/slices/catalogSlice';

// The app wires the features' slices into the store (store/ itself knows none of them). Only the checkout page
// changes checkout state, so its reducer comes with that page's chunk (useCheckoutPage adds it).
const sliceReducers = {
  app: appReducer,
  catalog: catalogReducer,
  cart: cartReducer,
  checkout: initialStateUntilLoaded(initialCheckoutState),
  user: userReducer
};

export const rootReducer = combineReducers(sliceReducers);

export function createAppStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  return configureAppStore(sliceReducers, extra, {
    app: createInitialAppState(),
    catalog: initialCatalogState,
    cart: initialCartState,
    checkout: initialCheckoutState,
    user: createInitialUserState(extra.storage),
    ...preloadedState
  });
}
