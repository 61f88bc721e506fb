import type { Action } from 'redux';

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

/** Opens the named drawer with the overlay; null closes it. */
export const toggleDrawer = (drawer: string | null) => ({ type: 'app/toggleDrawer' as const, payload: drawer });
/** Closing, by any means (button, Escape, the mask), also resets the category shimmer type (§2). */
export const closeDrawer = () => ({ type: 'app/closeDrawer' as const });
export const toggleSearch = () => ({ type: 'app/toggleSearch' as const });
export const setOnline = () => ({ type: 'app/setOnline' as const });
export const setOffline = () => ({ type: 'app/setOffline' as const });
export const setPageLoading = (isPageLoading: boolean) => ({ type: 'app/setPageLoading' as const, payload: isPageLoading });
export const setNextRootComponent = (rootComponent: string | null) => ({ type: 'app/setNextRootComponent' as const, payload: rootComponent });
export const collectUnhandledError = (error: UnhandledError) => ({ type: 'app/collectUnhandledError' as const, payload: error });
/** The shopper dismissed the error toast for `id`. */
export const markErrorHandled = (id: string) => ({ type: 'app/markErrorHandled' as const, payload: id });

type AppAction = ReturnType<
  | typeof toggleDrawer
  | typeof closeDrawer
  | typeof toggleSearch
  | typeof setOnline
  | typeof setOffline
  | typeof setPageLoading
  | typeof setNextRootComponent
  | typeof collectUnhandledError
  | typeof markErrorHandled
>;

export function appReducer(state: AppState = createInitialAppState(), action: Action): AppState {
  // Every action reaches every reducer; those of other slices fall through to the default.
  const event = action as AppAction;
  switch (event.type) {
    case 'app/toggleDrawer':
      return { ...state, drawer: event.payload, overlay: event.payload !== null };
    case 'app/closeDrawer':
      return { ...state, drawer: null, overlay: false, nextRootComponent: null };
    case 'app/toggleSearch':
      return { ...state, searchOpen: !state.searchOpen };
    case 'app/setOnline':
      return { ...state, isOnline: true };
    case 'app/setOffline':
      return { ...state, isOnline: false, hasBeenOffline: true };
    case 'app/setPageLoading':
      return { ...state, isPageLoading: event.payload };
    case 'app/setNextRootComponent':
      return { ...state, nextRootComponent: event.payload };
    case 'app/collectUnhandledError':
      return { ...state, unhandledErrors: [...state.unhandledErrors, event.payload], isErrorHandled: false };
    case 'app/markErrorHandled': {
      const unhandledErrors = state.unhandledErrors.filter((error) => error.id !== event.payload);
      return { ...state, unhandledErrors, isErrorHandled: unhandledErrors.length === 0 };
    }
    default:
      return state;
  }
}
