import { defaultDataIdFromObject, InMemoryCache, type StoreObject } from '@apollo/client/core';
import type { BrowserStorage } from '../lib/storage';
import { possibleTypes } from './possibleTypes';
import { createTypePolicies } from './typePolicies';

/**
 * Magento deprecates numeric ids in favour of `uid` (products, categories, cart items), so objects
 * carrying a uid are identified by it; everything else keeps Apollo's default identity.
 */
export function magentoDataIdFromObject(object: Readonly<StoreObject>): string | undefined {
  if (typeof object.__typename === 'string' && typeof object.uid === 'string') return `${object.__typename}:${object.uid}`;
  return defaultDataIdFromObject(object);
}

export function createCache(storage: BrowserStorage): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: possibleTypes as Record<string, string[]>,
    typePolicies: createTypePolicies(storage),
    dataIdFromObject: magentoDataIdFromObject
  });
}
