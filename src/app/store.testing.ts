import { BrowserStorage } from '../lib/storage';
import type { RestClient } from '../rest';
import type { StorefrontApolloClient } from '../graphql/client';
import type { ThunkExtra } from '../store/configureStore';
import { createAppStore } from './createAppStore';
import type { RootState } from '../store/rootState';

/** A store whose thunk collaborators are inert fakes unless a test supplies its own. */
export function createTestStore(extra: Partial<ThunkExtra> = {}, preloadedState?: Partial<RootState>) {
  const fakes: ThunkExtra = {
    apollo: {} as StorefrontApolloClient,
    rest: { request: jest.fn(), get: jest.fn(), post: jest.fn() } as unknown as RestClient,
    storage: new BrowserStorage(window.localStorage),
    ...extra
  };
  return { store: createAppStore(fakes, preloadedState), extra: fakes };
}
