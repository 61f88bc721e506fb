import type { RequestContext } from '../shop';
import type { ProductRow } from '../db/catalog';
import type { BundleProductResolvers, GroupedProductResolvers, DownloadableProductResolvers, VirtualProductResolvers } from './types.generated';
import { labelIn, optionPrice } from '../domain/productOptions';
import { bundleParts, inStock } from '../domain/catalog';
import { uid } from '../domain/uid';
import { productFields, priceOf } from './catalog';
import { shownOptionPrice } from './customizableOptions';
import { mediaBase } from './util';

/** A virtual product is a simple one without weight or shipping. */
export const virtualFields: VirtualProductResolvers = { ...productFields };

/** Items of a bundle: its options (Magento's BundleItem, uid "bundle/<option>") and their selections (uid "bundle/<option>/<selection>/<qty>"). */
function bundleItems(ctx: RequestContext, p: ProductRow) {
  const { catalog } = ctx.shop.data;
  const { selections, parts } = bundleParts(ctx, p.id);
  const own = p.dynamic_price ? 0 : p.price_cents;
  return catalog.bundleOptions(p.id).map((o) => {
    const mine = selections.filter((s) => s.option_id === o.id && parts.has(s.product_id));
    // What one selection of this option costs (for its qty), regular and final, in base cents.
    const cost = mine.map((s) => {
      const part = parts.get(s.product_id)!;
      return p.dynamic_price
        ? { regular: part.price_cents * s.qty, final: part.final_price_cents * s.qty }
        : { regular: optionPrice(own, s.price_cents, s.price_type) * s.qty, final: optionPrice(own, s.price_cents, s.price_type) * s.qty };
    });
    const low = cost.length ? cost.reduce((a, b) => (b.final < a.final ? b : a)) : { regular: 0, final: 0 };
    const high = cost.length ? cost.reduce((a, b) => (b.final > a.final ? b : a)) : { regular: 0, final: 0 };
    return {
      option_id: o.id,
      uid: uid(`bundle/${o.id}`),
      title: labelIn(ctx, o.title),
      required: !!o.required,
      type: o.type,
      position: o.position,
      sku: p.sku,
      price_range: { minimum_price: priceOf(ctx, low.regular, low.final), maximum_price: priceOf(ctx, high.regular, high.final) },
      options: mine.map((s) => {
        const part = parts.get(s.product_id)!;
        return {
          id: s.id,
          uid: uid(`bundle/${o.id}/${s.id}/${s.qty}`),
          label: part.name,
          quantity: s.qty,
          qty: s.qty,
          position: s.position,
          is_default: !!s.is_default,
          can_change_quantity: !!s.can_change_qty,
          // A dynamic bundle's selection costs what its product does; a fixed one's its own price (money or percent of the bundle's).
          price: p.dynamic_price ? 0 : shownOptionPrice(ctx, s.price_cents, s.price_type),
          price_type: p.dynamic_price ? ('DYNAMIC' as const) : s.price_type,
          product: part
        };
      })
    };
  });
}

export const bundleFields: BundleProductResolvers = {
  ...productFields,
  dynamic_price: (p) => !!p.dynamic_price,
  dynamic_sku: () => true,
  dynamic_weight: () => true,
  price_view: () => 'PRICE_RANGE',
  ship_bundle_items: () => 'TOGETHER',
  items: (p, _, ctx) => bundleItems(ctx, p as ProductRow),
  stock_status: (p, _, ctx) => (inStock(ctx, p as ProductRow) ? 'IN_STOCK' : 'OUT_OF_STOCK')
};

// A grouped product takes no customizable options (its parts are bought as they are).
const { options: _noOptions, ...groupedBase } = productFields;
export const groupedFields: GroupedProductResolvers = {
  ...groupedBase,
  items: (p, _, ctx) => {
    const { catalog } = ctx.shop.data;
    const links = catalog.groupedLinks(p.id!);
    const parts = new Map(
      catalog
        .productsByIds(
          ctx.store.id,
          links.map((l) => l.child_id)
        )
        .map((x) => [x.id, x])
    );
    return links.filter((l) => parts.has(l.child_id)).map((l) => ({ qty: l.qty, position: l.position, product: parts.get(l.child_id)! }));
  }
};

/** Where a link's or sample's file is served from (a sample shop has no files: the URL is stable, the file absent). */
const downloadUrl = (ctx: RequestContext, file: string) => `${mediaBase(ctx)}downloadable/files/${file}`;

export const downloadableSamples = (ctx: RequestContext, p: ProductRow) =>
  ctx.shop.data.catalog.downloadableSamples(p.id).map((s) => ({
    id: s.id,
    title: labelIn(ctx, s.title),
    sort_order: s.position,
    sample_url: downloadUrl(ctx, s.file)
  }));

export const downloadableFields: DownloadableProductResolvers = {
  ...productFields,
  links_purchased_separately: (p) => (p.links_purchased_separately ? 1 : 0),
  links_title: (_, __, ctx) => (ctx.store.id === 2 ? 'Liens' : 'Links'),
  downloadable_product_links: (p, _, ctx) =>
    ctx.shop.data.catalog.downloadableLinks(p.id!).map((l) => ({
      id: l.id,
      uid: uid(`downloadable/${l.id}`),
      title: labelIn(ctx, l.title),
      sort_order: l.position,
      price: shownOptionPrice(ctx, l.price_cents, 'FIXED'),
      sample_url: l.sample_file ? downloadUrl(ctx, l.sample_file) : null
    })),
  downloadable_product_samples: (p, _, ctx) => downloadableSamples(ctx, p as ProductRow)
};
