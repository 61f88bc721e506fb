import { configureStore, isPlain, type Reducer } from '@reduxjs/toolkit';
import type { StorefrontApolloClient } from '../graphql/client';
import type { BrowserStorage } from '../lib/storage';
import type { RestClient } from '../rest';
import type { RootState } from './rootState';
import { unhandledErrorMiddleware } from './unhandledErrorMiddleware';

/** What every thunk receives as its third argument: collaborators, so tests pass fakes. */
export interface ThunkExtra {
  apollo: StorefrontApolloClient;
  rest: RestClient;
  storage: BrowserStorage;
}

/** The store around the root reducer that src/app composes from store/'s and the features' slices. */
export function configureAppStore(reducer: Reducer<RootState>, extra: ThunkExtra, preloadedState: RootState) {
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Slices keep the Error objects of failed steps (§4), which are fine to hold in state.
        serializableCheck: { isSerializable: (value: unknown) => isPlain(value) || value instanceof Error }
      }).concat(unhandledErrorMiddleware)
  });
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
