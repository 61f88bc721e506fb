import type { RequestContext } from '../shop';
import type { ProductRow, CustomOptionRow, CustomOptionValueRow, PriceColumns } from '../db/catalog';
import { optionPrice } from './productOptions';
import { bundleParts } from './catalog';

/** A price as regular and final amounts, in base-currency cents. */
export interface PricePair {
  regular: number;
  final: number;
}

/**
 * The lowest and highest price a product can be bought at, as Magento's price_range gives them per type: required
 * customizable options count in the lowest, all of them in the highest; a bundle from its cheapest required
 * selections to all of them; a grouped product from its cheapest part to its dearest; downloadable links bought one by
 * one from the cheapest to all. Configurable products give their variants' prices (`variants`).
 */
export function priceBounds(ctx: RequestContext, p: ProductRow, variants: PriceColumns[]): { min: PricePair; max: PricePair } {
  const { catalog } = ctx.shop.data;
  const pair = (regular: number, final: number): PricePair => ({ regular, final });
  // Read once: most products have none, and then the bounds are the base prices.
  const options = p.type === 'grouped' ? [] : catalog.customOptions(p.id);
  const values = options.length ? catalog.customOptionValues(p.id) : [];
  const withOptions = (base: PricePair, which: 'min' | 'max'): PricePair =>
    options.length
      ? {
          regular: base.regular + customBound(options, values, base.regular, which),
          final: base.final + customBound(options, values, base.final, which)
        }
      : base;
  if (p.type === 'configurable') {
    const rows = variants.length ? variants : [p];
    const min = rows.reduce((a, b) => (b.final_price_cents < a.final_price_cents ? b : a));
    const max = rows.reduce((a, b) => (b.final_price_cents > a.final_price_cents ? b : a));
    return {
      min: withOptions(pair(min.price_cents, min.final_price_cents), 'min'),
      max: withOptions(pair(max.price_cents, max.final_price_cents), 'max')
    };
  }
  if (p.type === 'grouped') {
    const parts = catalog.groupedPartPrices(ctx.store.id, p.id);
    if (!parts.length) return { min: pair(0, 0), max: pair(0, 0) };
    const min = parts.reduce((a, b) => (b.final_price_cents < a.final_price_cents ? b : a));
    const max = parts.reduce((a, b) => (b.final_price_cents > a.final_price_cents ? b : a));
    return { min: pair(min.price_cents, min.final_price_cents), max: pair(max.price_cents, max.final_price_cents) };
  }
  if (p.type === 'bundle') {
    const own = p.dynamic_price ? 0 : p.price_cents;
    const options = catalog.bundleOptions(p.id);
    const { selections, parts } = bundleParts(ctx, p.id);
    const priceOf = (s: (typeof selections)[number], which: keyof PricePair) => {
      const part = parts.get(s.product_id);
      const unit = p.dynamic_price
        ? which === 'regular'
          ? (part?.price_cents ?? 0)
          : (part?.final_price_cents ?? 0)
        : optionPrice(own, s.price_cents, s.price_type);
      return unit * s.qty;
    };
    const bound = (which: keyof PricePair, edge: 'min' | 'max') => {
      const per = options.map((o) => {
        const list = selections.filter((s) => s.option_id === o.id).map((s) => priceOf(s, which));
        if (!list.length) return 0;
        if (edge === 'max') return o.type === 'checkbox' || o.type === 'multi' ? list.reduce((a, b) => a + b, 0) : Math.max(...list);
        return o.required ? Math.min(...list) : 0;
      });
      let sum = per.reduce((a, b) => a + b, 0);
      // With nothing required, the cheapest bundle is its cheapest single selection.
      if (edge === 'min' && !options.some((o) => o.required) && selections.length) sum = Math.min(...selections.map((s) => priceOf(s, which)));
      return own + sum;
    };
    return {
      min: withOptions(pair(bound('regular', 'min'), bound('final', 'min')), 'min'),
      max: withOptions(pair(bound('regular', 'max'), bound('final', 'max')), 'max')
    };
  }
  let min = pair(p.price_cents, p.final_price_cents);
  let max = min;
  if (p.type === 'downloadable' && p.links_purchased_separately) {
    const links = catalog.downloadableLinks(p.id).map((l) => l.price_cents);
    if (links.length) {
      const [low, all] = [Math.min(...links), links.reduce((a, b) => a + b, 0)];
      min = pair(min.regular + low, min.final + low);
      max = pair(max.regular + all, max.final + all);
    }
  }
  return { min: withOptions(min, 'min'), max: withOptions(max, 'max') };
}

/** The customizable options' share of a lowest (required ones, cheapest value) or highest (all, dearest or all values) price. */
function customBound(options: CustomOptionRow[], values: CustomOptionValueRow[], base: number, which: 'min' | 'max'): number {
  let sum = 0;
  for (const o of options) {
    if (which === 'min' && !o.required) continue;
    const own = values.filter((v) => v.option_id === o.id).map((v) => optionPrice(base, v.price_cents, v.price_type));
    if (!own.length) sum += optionPrice(base, o.price_cents, o.price_type);
    else if (which === 'min') sum += Math.min(...own);
    else sum += o.type === 'checkbox' || o.type === 'multiple' ? own.reduce((a, b) => a + b, 0) : Math.max(...own);
  }
  return sum;
}
