import type { AppState } from './slices/appSlice';
import type { CatalogState } from './slices/catalogSlice';

/**
 * The whole Redux state. store/ declares only its own slices; each feature adds its key beside its reducer by
 * declaration merging (`declare module '../../store/rootState'`), and src/app composes the reducers. So features
 * use store/ and store/ never imports a feature (docs/ARCHITECTURE.md's arrows).
 */
export interface RootState {
  app: AppState;
  catalog: CatalogState;
}
