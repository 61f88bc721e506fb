import type { ApolloClient } from '@apollo/client/core';
import { getCachePersistence, PERSISTED_CACHE_KEY_PREFIX, type CachePersistence, type KeyValueStore } from './persistence';

// Only sign-out and cart removal evict, and both run from lazily loaded code: this module rides with them, not in
// the code every page starts with.

/** What to evict: normalized entity ids and root field names (with or without arguments). */
interface CacheDataKind {
  entityIds: RegExp;
  rootFields: RegExp;
}

const CART_DATA: CacheDataKind = {
  entityIds: /^(Cart|\w*CartItem):/,
  rootFields: /^(cart|customerCart)(\(|$)/
};

const CUSTOMER_DATA: CacheDataKind = {
  entityIds: /^(Customer|CustomerAddress|CustomerOrder|Wishlist|\w*WishlistItem):?/,
  rootFields: /^(customer|customerCart|customerOrders|customerPaymentTokens|customerDownloadableProducts|wishlist)(\(|$)/
};

type NormalizedData = Record<string, Record<string, unknown> | undefined>;

/** Removes one kind of data from a normalized cache snapshot (as persisted), in place. */
function removeFromSnapshot(data: NormalizedData, kind: CacheDataKind): void {
  for (const id of Object.keys(data)) {
    if (kind.entityIds.test(id)) delete data[id];
  }
  const root = data.ROOT_QUERY;
  if (root) {
    for (const field of Object.keys(root)) {
      if (kind.rootFields.test(field)) delete root[field];
    }
  }
}

function otherStoreViewKeys(backend: KeyValueStore, ownKey: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < backend.length; i++) {
    const key = backend.key(i);
    if (key && key.startsWith(PERSISTED_CACHE_KEY_PREFIX) && key !== ownKey) keys.push(key);
  }
  return keys;
}

/**
 * Evicts a kind of data (§7: cart or customer) from the live cache and from every store view's
 * persisted cache, so a signed-out shopper never sees the previous customer's data in another view.
 */
async function evictEverywhere(persistence: CachePersistence, kind: CacheDataKind): Promise<void> {
  const { cache, backend } = persistence;
  const snapshot = cache.extract() as NormalizedData;
  for (const id of Object.keys(snapshot)) {
    if (kind.entityIds.test(id)) cache.evict({ id });
  }
  for (const field of Object.keys(snapshot.ROOT_QUERY ?? {})) {
    const fieldName = field.replace(/\(.*$/, '');
    if (kind.rootFields.test(field)) cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
  await persistence.persist();

  for (const key of otherStoreViewKeys(backend, persistence.key)) {
    try {
      const data = JSON.parse(backend.getItem(key) ?? 'null') as NormalizedData | null;
      if (!data) continue;
      removeFromSnapshot(data, kind);
      backend.setItem(key, JSON.stringify(data));
    } catch {
      backend.removeItem(key);
    }
  }
}

async function evictFromClient(client: ApolloClient<unknown>, kind: CacheDataKind): Promise<void> {
  const persistence = getCachePersistence(client);
  if (persistence) await evictEverywhere(persistence, kind);
}

/** Clears cached cart data in this and every other store view (§4 remove cart, sign-out). */
export function clearCartDataFromCache(client: ApolloClient<unknown>): Promise<void> {
  return evictFromClient(client, CART_DATA);
}

/** Clears cached customer data in this and every other store view (§4 sign-out). */
export function clearCustomerDataFromCache(client: ApolloClient<unknown>): Promise<void> {
  return evictFromClient(client, CUSTOMER_DATA);
}
