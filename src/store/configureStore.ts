import { applyMiddleware, compose, legacy_createStore as createStore, type Reducer, type Store, type UnknownAction } from 'redux';
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
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

type DevToolsCompose = typeof compose;

/** Redux DevTools, when the extension is there, in development builds only. */
function composeEnhancers(): DevToolsCompose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  return (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ ?? compose;
}

/** The store around the root reducer that src/app composes from store/'s and the features' slices. */
export function configureAppStore(reducer: Reducer<RootState>, extra: ThunkExtra, preloadedState: RootState): AppStore {
  const enhancer = applyMiddleware(withExtraArgument<RootState, UnknownAction, ThunkExtra>(extra), unhandledErrorMiddleware);
  return createStore(reducer, preloadedState, composeEnhancers()(enhancer));
}

export type { RootState };
