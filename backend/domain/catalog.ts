import type { RequestContext } from '../shop';
import type { AttributeCode, ProductRow } from '../db/catalog';
import { inLanguage } from './storeView';
import { uid } from './uid';

/** The configurable attributes: Magento's attribute ids and their labels per language. */
export const ATTRIBUTES = {
  color: { id: 93, label: { en: 'Color', fr: 'Couleur' } },
  size: { id: 144, label: { en: 'Size', fr: 'Taille' } }
} as const;
export const CONFIGURABLE_ATTRIBUTES: AttributeCode[] = ['color', 'size'];

export const attributeLabel = (ctx: RequestContext, code: AttributeCode) => inLanguage(ctx.store, ATTRIBUTES[code].label);

export const productById = (ctx: RequestContext, id: number): ProductRow | undefined => ctx.shop.data.catalog.productsByIds(ctx.store.id, [id])[0];

/** Products whose own quantity is their stock (the others are made of, or stand for, other products). */
export const hasOwnStock = (p: ProductRow) => p.type === 'simple' || p.type === 'virtual' || p.type === 'downloadable';

/**
 * In stock: a product with its own quantity; a configurable with a variant in stock; a grouped product with a part in
 * stock; a bundle whose every required option has a selection in stock.
 */
export function inStock(ctx: RequestContext, p: ProductRow): boolean {
  const { catalog } = ctx.shop.data;
  if (hasOwnStock(p)) return p.qty > 0;
  if (p.type === 'configurable') return catalog.hasVariantInStock(p.id);
  if (p.type === 'grouped') return catalog.groupedPartPrices(ctx.store.id, p.id).some((x) => x.qty > 0);
  const { selections, parts } = bundleParts(ctx, p.id);
  return catalog
    .bundleOptions(p.id)
    .filter((o) => o.required)
    .every((o) => selections.some((s) => s.option_id === o.id && (parts.get(s.product_id)?.qty ?? 0) >= s.qty));
}

/** One option value of a configurable attribute, labelled in the store view's language. */
export const selectedOption = (ctx: RequestContext, code: AttributeCode, optionId: number) => ({
  code,
  label: ctx.shop.data.catalog.optionLabel(optionId, ctx.store.id),
  uid: uid(`configurable/${ATTRIBUTES[code].id}/${optionId}`),
  value_index: optionId
});

/** The option values a variant of a configurable product stands for. */
export const selectedOptions = (ctx: RequestContext, variant: ProductRow) => CONFIGURABLE_ATTRIBUTES.map((c) => selectedOption(ctx, c, variant[c]!));

/** A bundle's selections and the products they select (in the store view), by id. */
export function bundleParts(ctx: RequestContext, bundleId: number) {
  const { catalog } = ctx.shop.data;
  const selections = catalog.bundleSelections(bundleId);
  const parts = new Map(
    catalog
      .productsByIds(
        ctx.store.id,
        selections.map((s) => s.product_id)
      )
      .map((x) => [x.id, x])
  );
  return { selections, parts };
}
