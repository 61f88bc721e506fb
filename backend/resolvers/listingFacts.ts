import { LRUCache } from 'lru-cache';
import type { RequestContext, Shop } from '../shop';

/**
 * What a listing's filters determine whatever its page and sort: the number of products and the layered-navigation
 * counts. They cost a pass over every matching product (5,000 in a large category), so they are kept per store view,
 * currency and filters, and dropped only when the catalogue's revision moves (triggers bump it on every write that
 * changes a listing, never on stock: an order does not clear them). Bounded in entries and bytes. Deep pages of a
 * listing also read its whole order from here (made once, then sliced).
 */
const MAX_ENTRIES = 5_000;
/** Listings' orders (arrays of ids) are the large entries: 8 bytes an id; anything else is counted by its JSON. */
const MAX_BYTES = 32 * 1024 * 1024;
const bytesOf = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'number' ? value.length * 8 : JSON.stringify(value).length) + 64;

interface Kept {
  revision: number;
  facts: LRUCache<string, { value: unknown }>;
}
const byShop = new WeakMap<Shop, Kept>();

export function keptFact<T>(ctx: RequestContext, key: string, compute: () => T): T {
  const revision = ctx.shop.data.catalog.revision();
  let kept = byShop.get(ctx.shop);
  if (!kept || kept.revision !== revision)
    byShop.set(
      ctx.shop,
      (kept = { revision, facts: new LRUCache({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (kept) => bytesOf(kept.value) }) })
    );
  const full = `${ctx.store.id}|${ctx.rate}|${key}`;
  const hit = kept.facts.get(full);
  if (hit) return hit.value as T;
  const value = compute();
  kept.facts.set(full, { value });
  return value;
}
