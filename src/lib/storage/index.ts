export * from './BrowserStorage';
export * from './storageKeys';
export * from './storeViewSettings';
export * from './cartIdStorage';
export * from './shippingEstimateStorage';
