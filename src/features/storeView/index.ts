// What other features may use of the store view: its saved cart id, store config, store list and locale provider.
export { default as LocaleProvider } from './LocaleProvider';
export { readCartId, saveCartId, removeCartId } from './storeViews';
export { useShellConfig } from './useShellConfig';
export { default as getAvailableStores } from './getAvailableStores.graphql';
export type { GetAvailableStoresResult } from './storeViewTypes';
