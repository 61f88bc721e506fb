import { combineReducers } from 'redux';
import { createInitialUserState, userReducer } from '../features/account/userSlice';
import { cartReducer, initialCartState } from '../features/cart/cartSlice';
import { checkoutReducer, initialCheckoutState } from '../features/checkout/checkoutSlice';
import { configureAppStore, type RootState, type ThunkExtra } from '../store/configureStore';
import { appReducer, createInitialAppState } from '../store/slices/appSlice';
import { catalogReducer, initialCatalogState } from '../store/slices/catalogSlice';

// The app wires the features' slices into the store (store/ itself knows none of them).
export const rootReducer = combineReducers({
  app: appReducer,
  catalog: catalogReducer,
  cart: cartReducer,
  checkout: checkoutReducer,
  user: userReducer
});

export function createAppStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  return configureAppStore(rootReducer, extra, {
    app: createInitialAppState(),
    catalog: initialCatalogState,
    cart: initialCartState,
    checkout: initialCheckoutState,
    user: createInitialUserState(extra.storage),
    ...preloadedState
  });
}
