import { configureStore, isPlain } from '@reduxjs/toolkit';
import { createInitialUserState } from '../features/account/userSlice';
import { initialCartState } from '../features/cart/cartSlice';
import { initialCheckoutState } from '../features/checkout/checkoutSlice';
import type { StorefrontApolloClient } from '../graphql/client';
import type { BrowserStorage } from '../lib/storage';
import type { RestClient } from '../rest';
import { rootReducer, type RootState } from './rootReducer';
import { createInitialAppState } from './slices/appSlice';
import { initialCatalogState } from './slices/catalogSlice';
import { unhandledErrorMiddleware } from './unhandledErrorMiddleware';

/** What every thunk receives as its third argument: collaborators, so tests pass fakes. */
export interface ThunkExtra {
  apollo: StorefrontApolloClient;
  rest: RestClient;
  storage: BrowserStorage;
}

export function createAppStore(extra: ThunkExtra, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      app: createInitialAppState(),
      catalog: initialCatalogState,
      cart: initialCartState,
      checkout: initialCheckoutState,
      user: createInitialUserState(extra.storage),
      ...preloadedState
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Slices keep the Error objects of failed steps (§4), which are fine to hold in state.
        serializableCheck: { isSerializable: (value: unknown) => isPlain(value) || value instanceof Error }
      }).concat(unhandledErrorMiddleware)
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
