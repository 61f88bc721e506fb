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

/** In stock: a simple product with quantity, or a configurable with at least one such variant. */
export const inStock = (ctx: RequestContext, p: ProductRow) => (p.type === 'simple' ? p.qty > 0 : ctx.shop.data.catalog.hasVariantInStock(p.id));

/** One option value of a configurable attribute, labelled in the store view's language. */
export const selectedOption = (ctx: RequestContext, code: AttributeCode, optionId: number) => ({
  code,
  label: ctx.shop.data.catalog.optionLabel(optionId, ctx.store.id),
  uid: uid(`configurable/${ATTRIBUTES[code].id}/${optionId}`),
  value_index: optionId
});

/** The option values a variant of a configurable product stands for. */
export const selectedOptions = (ctx: RequestContext, variant: ProductRow) => CONFIGURABLE_ATTRIBUTES.map((c) => selectedOption(ctx, c, variant[c]!));
