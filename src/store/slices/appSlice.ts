import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An error no slice stored (§4), kept serializable so it survives devtools and persistence. */
export interface UnhandledError {
  /** The debug id shown to the shopper and printed in the console. */
  id: string;
  message: string;
  name?: string;
  stack?: string;
  /** The action that carried it, when it came through Redux. */
  actionType?: string;
}

/** App state of §3. */
export interface AppState {
  /** Name of the open drawer (e.g. 'nav', 'cart'), or null. */
  drawer: string | null;
  overlay: boolean;
  isOnline: boolean;
  hasBeenOffline: boolean;
  isPageLoading: boolean;
  searchOpen: boolean;
  /** The root page type being loaded, so the shell can show the matching shimmer. */
  nextRootComponent: string | null;
  pending: Record<string, unknown>;
  /** False while a collected error waits to be marked handled. */
  isErrorHandled: boolean;
  unhandledErrors: UnhandledError[];
}

export function createInitialAppState(isOnline = typeof navigator === 'undefined' || navigator.onLine): AppState {
  return {
    drawer: null,
    overlay: false,
    isOnline,
    hasBeenOffline: !isOnline,
    isPageLoading: false,
    searchOpen: false,
    nextRootComponent: null,
    pending: {},
    isErrorHandled: true,
    unhandledErrors: []
  };
}

const appSlice = createSlice({
  name: 'app',
  initialState: createInitialAppState,
  reducers: {
    /** Opens the named drawer with the overlay; null closes it. */
    toggleDrawer(state, action: PayloadAction<string | null>) {
      state.drawer = action.payload;
      state.overlay = action.payload !== null;
    },
    /** Closing, by any means (button, Escape, the mask), also resets the category shimmer type (§2). */
    closeDrawer(state) {
      state.drawer = null;
      state.overlay = false;
      state.nextRootComponent = null;
    },
    toggleSearch(state) {
      state.searchOpen = !state.searchOpen;
    },
    setOnline(state) {
      state.isOnline = true;
    },
    setOffline(state) {
      state.isOnline = false;
      state.hasBeenOffline = true;
    },
    setPageLoading(state, action: PayloadAction<boolean>) {
      state.isPageLoading = action.payload;
    },
    setNextRootComponent(state, action: PayloadAction<string | null>) {
      state.nextRootComponent = action.payload;
    },
    collectUnhandledError(state, action: PayloadAction<UnhandledError>) {
      state.unhandledErrors.push(action.payload);
      state.isErrorHandled = false;
    },
    /** The shopper dismissed the error toast for `id`. */
    markErrorHandled(state, action: PayloadAction<string>) {
      state.unhandledErrors = state.unhandledErrors.filter((error) => error.id !== action.payload);
      state.isErrorHandled = state.unhandledErrors.length === 0;
    }
  }
});

export const {
  toggleDrawer,
  closeDrawer,
  toggleSearch,
  setOnline,
  setOffline,
  setPageLoading,
  setNextRootComponent,
  collectUnhandledError,
  markErrorHandled
} = appSlice.actions;
export const appReducer = appSlice.reducer;
