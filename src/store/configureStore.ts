import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Reducer,
  type ReducersMapObject,
  type Store,
  type UnknownAction
} from 'redux';
import { withExtraArgument, type ThunkDispatch } from 'redux-thunk';
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

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & {
  dispatch: AppDispatch;
  /**
   * Puts a slice's reducer in place of the one it started with (a feature's chunk brings it; until then the app's
   * placeholder keeps the slice's initial state). Adding the same reducer again does nothing.
   */
  addSliceReducer<Key extends keyof RootState>(key: Key, reducer: Reducer<RootState[Key]>): void;
};

/** A slice whose reducer loads later: its state stays the initial one until then (see AppStore.addSliceReducer). */
export function initialStateUntilLoaded<State>(initialState: State): Reducer<State> {
  return (state = initialState) => state;
}

type DevToolsCompose = typeof compose;

/** Redux DevTools, when the extension is there, in development builds only. */
function composeEnhancers(): DevToolsCompose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  return (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ?? compose;
}

/** The store around the slices' reducers that src/app composes from store/'s and the features' slices. */
export function configureAppStore(reducers: ReducersMapObject<RootState>, extra: ThunkExtra, preloadedState: RootState): AppStore {
  const enhancer = applyMiddleware(withExtraArgument<RootState, UnknownAction, ThunkExtra>(extra), unhandledErrorMiddleware);
  let sliceReducers = reducers;
  const store = createStore(combineReducers(sliceReducers), preloadedState, composeEnhancers()(enhancer));
  return Object.assign(store, {
    addSliceReducer<Key extends keyof RootState>(key: Key, reducer: Reducer<RootState[Key]>) {
      const current: unknown = sliceReducers[key];
      if (current === reducer) return;
      sliceReducers = { ...sliceReducers, [key]: reducer };
      store.replaceReducer(combineReducers(sliceReducers));
    }
  });
}

export type { RootState };
