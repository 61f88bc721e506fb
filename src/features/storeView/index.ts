export { default as StoreSwitcher } from './StoreSwitcher';
export { default as CurrencySwitcher } from './CurrencySwitcher';
export { default as LocaleProvider } from './LocaleProvider';
export { useStoreSwitcher } from './useStoreSwitcher';
export { useCurrencySwitcher } from './useCurrencySwitcher';
export { resolveStoreViewFromUrl, type StoreViewBoot } from './resolveStoreViewFromUrl';
export { loadLocaleCatalogue, readCachedLocaleCode, DEFAULT_LOCALE, type LocaleCatalogue } from './localeCatalogue';
export {
  KNOWN_STORE_VIEWS,
  storeViewCodeInPath,
  saveStoreView,
  storeSwitchUrl,
  replaceUrlSuffix,
  readCartId,
  saveCartId,
  removeCartId
} from './storeViews';
export type { AvailableStore } from './storeViewTypes';
export { useShellConfig } from './useShellConfig';
export type { ShellConfig } from './shellConfigTypes';
export { default as getAvailableStores } from './getAvailableStores.graphql';
export type { GetAvailableStoresResult } from './storeViewTypes';
