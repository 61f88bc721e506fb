/** Helpers of the catalogue's options (customizable options, bundle selections, downloadable links): labels and prices. */
import type { RequestContext } from '../shop';
import type { PriceType, StoreLabels } from '../db/catalog';
import { percentOf } from './money';

/** A label of the store view (falling back to the default store view's). */
export function labelIn(ctx: RequestContext, labels: StoreLabels): string {
  const all = JSON.parse(labels) as Record<string, string>;
  return all[String(ctx.store.id)] ?? all['1'] ?? '';
}

/** An option's price in cents of the base currency: fixed, or a percentage of `base`. */
export const optionPrice = (base: number, cents: number, type: PriceType) => (type === 'PERCENT' ? percentOf(base, cents / 100) : cents);
