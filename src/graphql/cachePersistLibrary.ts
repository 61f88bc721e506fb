// The parts of apollo3-cache-persist the storefront uses, by their own modules: the package's index brings every
// storage wrapper (React Native's, localForage's...) and persistCacheSync along, which tree shaking cannot drop.
export { default as CachePersistor } from 'apollo3-cache-persist/lib/CachePersistor';
export { LocalStorageWrapper } from 'apollo3-cache-persist/lib/storageWrappers/LocalStorageWrapper';
