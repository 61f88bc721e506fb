// What other features may use of the store view: its store config (and the backend's base URLs in it), store list and
// locale provider.
export { default as LocaleProvider } from './LocaleProvider';
export { availableStoresOf } from './storeViews';
export { useShellConfig } from './useShellConfig';
export { useBackendBaseUrls } from './useBackendBaseUrls';
export { default as getAvailableStores } from './getAvailableStores.graphql';
