// What other features may use of the store view: its store config, store list and locale provider.
export { default as LocaleProvider } from './LocaleProvider';
export { availableStoresOf } from './storeViews';
export { useShellConfig } from './useShellConfig';
export { default as getAvailableStores } from './getAvailableStores.graphql';
