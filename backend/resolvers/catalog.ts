import type { RequestContext } from '../shop';
import type { QueryResolvers, SimpleProductResolvers, ConfigurableProductResolvers, CategoryTreeResolvers } from './types.generated';
import type { ProductRow, CategoryRow, AttributeCode, ProductCriteria, CategoryCriteria } from '../db/catalog';
import { MAX_SEARCH_LENGTH } from '../domain/inputLimits';
import { inputError } from '../domain/errors';
import { ATTRIBUTES, CONFIGURABLE_ATTRIBUTES, attributeLabel, inStock, selectedOption, hasOwnStock } from '../domain/catalog';
import { priceBounds } from '../domain/productPrices';
import { customizableOptions } from './customizableOptions';
import { inLanguage } from '../domain/storeView';
import { amount } from '../domain/pricing';
import { convertCents } from '../domain/money';
import { uid, idFromUid } from '../domain/uid';
import { renderUrlDirectives } from '../domain/urlDirectives';
import { contentBaseUrls, mediaBase } from './util';
import { keptFact } from './listingFacts';

const ROOT_CATEGORY_ID = 2;

const productsByIds = (ctx: RequestContext, ids: number[]) => ctx.shop.data.catalog.productsByIds(ctx.store.id, ids);
const variantsOf = (ctx: RequestContext, parentId: number) => ctx.shop.data.catalog.variantsOf(ctx.store.id, parentId);
// Categories read during one request, by id: a page of products names the same few categories again and again
// (each product's categories, each category's breadcrumbs), and each read carries the category's description.
const categoriesRead = new WeakMap<RequestContext, Map<number, CategoryRow | undefined>>();

/** A category of the request's store view; read once per request (an answer never mixes two versions of it). */
export function categoryById(ctx: RequestContext, id: number): CategoryRow | undefined {
  let read = categoriesRead.get(ctx);
  if (!read) categoriesRead.set(ctx, (read = new Map()));
  if (read.has(id)) return read.get(id);
  const category = ctx.shop.data.catalog.categoryById(ctx.store.id, id);
  read.set(id, category);
  return category;
}

/** Regular and final price (base-currency cents) as shown; the amount off is the difference of the shown prices. */
export function priceOf(ctx: RequestContext, regular: number, final: number) {
  const shown = { regular: convertCents(regular, ctx.rate), final: convertCents(final, ctx.rate) };
  return {
    regular_price: amount(shown.regular, ctx.currency),
    final_price: amount(shown.final, ctx.currency),
    discount: {
      amount_off: (shown.regular - shown.final) / 100,
      percent_off: regular > 0 ? Math.round(((regular - final) / regular) * 10_000) / 100 : 0
    },
    fixed_product_taxes: []
  };
}

function priceRange(ctx: RequestContext, p: ProductRow) {
  const { min, max } = priceBounds(ctx, p, p.type === 'configurable' ? ctx.shop.data.catalog.variantPrices(p.id) : []);
  return { minimum_price: priceOf(ctx, min.regular, min.final), maximum_price: priceOf(ctx, max.regular, max.final) };
}

/** Tier prices (all customer groups): the price per unit from a quantity on, and what it saves on the final price. */
function priceTiers(ctx: RequestContext, p: ProductRow) {
  return ctx.shop.data.catalog
    .tierPrices(p.id)
    .filter((t) => t.price_cents < p.final_price_cents)
    .map((t) => {
      const price = priceOf(ctx, p.final_price_cents, t.price_cents);
      return { quantity: t.qty, final_price: price.final_price, discount: price.discount };
    });
}

function gallery(ctx: RequestContext, p: ProductRow) {
  const owner = p.parent_id && p.type === 'simple' && !p.visible ? p.parent_id : p.id;
  return ctx.shop.data.catalog.media(owner);
}
const imageOf = (ctx: RequestContext, p: ProductRow) => {
  const first = gallery(ctx, p)[0];
  return { url: first ? `${mediaBase(ctx)}catalog/product${first.file}` : null, label: p.name, position: 1, disabled: false };
};

function configurableOptions(ctx: RequestContext, p: ProductRow) {
  const variants = variantsOf(ctx, p.id);
  return CONFIGURABLE_ATTRIBUTES.map((code, position) => {
    const a = ATTRIBUTES[code];
    const options = ctx.shop.data.catalog.options([...new Set(variants.map((v) => v[code]!))]);
    return {
      id: a.id,
      uid: uid(`configurable/${p.id}/${a.id}`),
      attribute_id: String(a.id),
      attribute_id_v2: a.id,
      attribute_uid: uid(a.id),
      attribute_code: code,
      label: attributeLabel(ctx, code),
      position,
      use_default: false,
      product_id: p.id,
      values: options.map((o) => {
        const label = ctx.shop.data.catalog.optionLabel(o.id, ctx.store.id);
        return {
          uid: uid(`configurable/${a.id}/${o.id}`),
          value_index: o.id,
          label,
          default_label: label,
          store_label: label,
          use_default_value: true,
          swatch_data: { __typename: code === 'color' ? ('ColorSwatchData' as const) : ('TextSwatchData' as const), value: o.swatch }
        };
      })
    };
  });
}

/** Field resolvers shared by SimpleProduct and ConfigurableProduct (rows come from productsByIds). */
export const productFields: SimpleProductResolvers = {
  uid: (p) => uid(p.id),
  type_id: (p) => p.type,
  url_suffix: () => '.html',
  url_path: (p) => p.url_key,
  canonical_url: (p) => (p.url_key ? `${p.url_key}.html` : null),
  url_rewrites: (p) => (p.url_key ? [{ url: `${p.url_key}.html`, parameters: [] }] : []),
  // Magento's output helper renders the descriptions' directives (catalog/frontend HTML attributes).
  description: (p, _, ctx) => ({ html: renderUrlDirectives(p.description, contentBaseUrls(ctx)) }),
  short_description: (p, _, ctx) => ({ html: renderUrlDirectives(p.short_description, contentBaseUrls(ctx)) }),
  meta_title: (p) => p.name,
  meta_description: (p) => p.short_description,
  special_price: (p, _, ctx) => (p.special_price_cents == null ? null : convertCents(p.special_price_cents, ctx.rate) / 100),
  price_range: (p, _, ctx) => priceRange(ctx, p),
  stock_status: (p, _, ctx) => (inStock(ctx, p) ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: (p) => (hasOwnStock(p) && p.qty > 0 && p.qty <= 3 ? p.qty : null),
  quantity: (p) => (hasOwnStock(p) ? p.qty : null),
  price_tiers: (p, _, ctx) => priceTiers(ctx, p),
  options: (p, _, ctx) => customizableOptions(ctx, p),
  gift_message_available: () => false,
  rating_summary: () => 0,
  review_count: () => 0,
  min_sale_qty: () => 1,
  max_sale_qty: () => 10000,
  created_at: (p) => p.created_at,
  new_from_date: () => null,
  media_gallery: (p, _, ctx) =>
    gallery(ctx, p).map((m) => ({
      __typename: 'ProductImage',
      url: `${mediaBase(ctx)}catalog/product${m.file}`,
      label: m.label,
      position: m.position,
      disabled: false,
      types: m.position === 1 ? ['image', 'small_image', 'thumbnail'] : []
    })),
  media_gallery_entries: (p, _, ctx) =>
    gallery(ctx, p).map((m) => ({
      id: m.id,
      uid: uid(m.id),
      file: m.file,
      label: m.label,
      position: m.position,
      disabled: false,
      media_type: 'image',
      types: m.position === 1 ? ['image', 'small_image', 'thumbnail'] : []
    })),
  image: (p, _, ctx) => imageOf(ctx, p),
  small_image: (p, _, ctx) => imageOf(ctx, p),
  thumbnail: (p, _, ctx) => imageOf(ctx, p),
  swatch_image: () => null,
  categories: (p, _, ctx) => ctx.shop.data.catalog.categoryIdsOf(p.parent_id ?? p.id).map((id) => categoryById(ctx, id) ?? null),
  related_products: (p, _, ctx) => productsByIds(ctx, ctx.shop.data.catalog.linkedIds(p.id)),
  upsell_products: () => [],
  crosssell_products: () => [],
  redirect_code: (p) => p.redirect_code ?? 0,
  relative_url: (p) => p.relative_url ?? (p.url_key ? `${p.url_key}.html` : null),
  type: () => 'PRODUCT'
};

/** ConfigurableProduct adds its options and variants. */
export const configurableFields: ConfigurableProductResolvers = {
  ...productFields,
  configurable_options: (p, _, ctx) => configurableOptions(ctx, p),
  variants: (p, _, ctx) =>
    variantsOf(ctx, p.id).map((v) => ({
      product: v,
      attributes: [selectedOption(ctx, 'color', v.color!), selectedOption(ctx, 'size', v.size!)]
    }))
};

const TYPENAMES = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  virtual: 'VirtualProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct'
} as const;
export const productTypename = (p: ProductRow) => TYPENAMES[p.type];

interface KnownChildren {
  children: Map<number, CategoryRow[]>;
  /** The categories loaded together (one level of the tree): asking one's children loads all theirs at once. */
  batchOf: Map<number, number[]>;
  /** children_count (every descendant, as Magento counts), likewise counted for a whole level at once. */
  descendants: Map<number, number>;
}
const knownChildren = new WeakMap<RequestContext, KnownChildren>();

function knownChildrenOf(ctx: RequestContext): KnownChildren {
  let known = knownChildren.get(ctx);
  if (!known) knownChildren.set(ctx, (known = { children: new Map(), batchOf: new Map(), descendants: new Map() }));
  return known;
}

/** A category's number of descendants, one query per level of the tree in a request (the drawer asks it per child). */
function descendantCountOf(ctx: RequestContext, c: CategoryRow): number {
  const known = knownChildrenOf(ctx);
  const cached = known.descendants.get(c.id);
  if (cached !== undefined) return cached;
  const level = known.batchOf.get(c.id);
  if (!level) return ctx.shop.data.catalog.descendantCount(c.path);
  for (const [id, n] of ctx.shop.data.catalog.descendantCounts(level)) known.descendants.set(id, n);
  return known.descendants.get(c.id) ?? 0;
}

/** A category's children, one query per level of the tree in a request (not one per category). */
function childrenOf(ctx: RequestContext, c: CategoryRow): CategoryRow[] {
  const known = knownChildrenOf(ctx);
  const cached = known.children.get(c.id);
  if (cached) return cached;
  const parents = known.batchOf.get(c.id) ?? [c.id];
  for (const id of parents) known.children.set(id, []);
  const rows = ctx.shop.data.catalog.findCategories({ storeId: ctx.store.id, parentIds: parents });
  const level = rows.map((r) => r.id);
  for (const row of rows) {
    known.children.get(row.parent_id!)?.push(row);
    known.batchOf.set(row.id, level);
  }
  return known.children.get(c.id)!;
}

/** Field resolvers of CategoryTree. */
export const categoryFields: CategoryTreeResolvers = {
  description: (c, _, ctx) => (c.description == null ? null : renderUrlDirectives(c.description, contentBaseUrls(ctx))),
  uid: (c) => uid(c.id),
  url_suffix: () => '.html',
  children: (c, _, ctx) => childrenOf(ctx, c),
  children_count: (c, _, ctx) => String(descendantCountOf(ctx, c)),
  breadcrumbs: (c, _, ctx) =>
    c.path
      .split('/')
      .map(Number)
      .filter((id) => id !== c.id)
      .map((id) => categoryById(ctx, id)!)
      .filter((a) => a.level >= 2)
      .map((a) => ({
        category_id: a.id,
        category_uid: uid(a.id),
        category_name: a.name,
        category_level: a.level,
        category_url_key: a.url_key,
        category_url_path: a.url_path
      })),
  image: (c, _, ctx) => (c.image ? `${mediaBase(ctx)}catalog/category/${c.image}` : null),
  product_count: (c, _, ctx) => ctx.shop.data.catalog.productCount(c.id),
  products: (c, args, ctx) =>
    searchProducts(ctx, { filter: { category_id: { eq: String(c.id) } }, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort }),
  is_anchor: () => 1,
  display_mode: () => 'PRODUCTS',
  default_sort_by: () => 'position',
  available_sort_by: () => ['name', 'position', 'price'],
  meta_title: (c) => c.name,
  canonical_url: (c) => (c.url_path ? `${c.url_path}.html` : null),
  redirect_code: (c) => c.redirect_code ?? 0,
  relative_url: (c) => c.relative_url ?? (c.url_path ? `${c.url_path}.html` : null),
  type: () => 'CATEGORY'
};

type EqIn = { eq?: string | null; in?: (string | null)[] | null };
type Maybe<T> = T | null | undefined;
export interface ProductSearchArgs {
  search?: string | null;
  filter?: Record<string, (EqIn & { from?: string | null; to?: string | null; match?: string | null }) | null> | null;
  pageSize: number;
  currentPage: number;
  sort?: Record<string, string | null> | null;
}

const eqIn = (f: EqIn) => [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((x): x is string => x != null)];

/**
 * FTS5 query: any word may match, as a prefix (Magento 2.4's search engine default: OR of the terms, ranked by
 * relevance, so products matching more words come first); quotes keep user input from being read as FTS syntax.
 */
export const ftsQuery = (text: string) =>
  text
    .slice(0, MAX_SEARCH_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => `"${w}"*`)
    .join(' OR ');

function categoryIdsFor(ctx: RequestContext, key: string, f: EqIn): number[] {
  const values = eqIn(f);
  if (key === 'category_uid') return values.map(idFromUid);
  if (key === 'category_id') return values.map(Number);
  return values.map((v) => ctx.shop.data.catalog.categoryIdByUrlPath(v) ?? -1);
}

const SORT_KEYS = ['relevance', 'name', 'price', 'position'] as const;
const bound = (v: string | null | undefined) => (v != null && v !== '' ? Number(v) : undefined);

/** The GraphQL `products` arguments as a listing query of the catalogue. */
function productCriteria(ctx: RequestContext, args: ProductSearchArgs): ProductCriteria {
  const { search, filter } = args;
  const criteria: ProductCriteria = { storeId: ctx.store.id, sort: [] };
  if (search != null) {
    const q = ftsQuery(search);
    // Read only when the listing is not kept (listingFacts): a search matching thousands costs nothing then.
    let matches: ProductCriteria['matches'];
    Object.defineProperty(criteria, 'matches', {
      enumerable: true,
      get: () => (matches ??= q ? ctx.shop.data.catalog.searchMatches(q, ctx.store.id) : [])
    });
  }
  for (const [key, f] of Object.entries(filter ?? {})) {
    if (!f) continue;
    if (key === 'category_id' || key === 'category_uid' || key === 'category_url_path') criteria.categoryIds = categoryIdsFor(ctx, key, f);
    // In the currency shown (as Magento does): the bounds of the price buckets below, e.g. 0_50 in EUR on the fr view.
    else if (key === 'price') criteria.shownPrice = { rate: ctx.rate, from: bound(f.from), to: bound(f.to) };
    else if (key === 'color' || key === 'size') (criteria.options ??= []).push({ code: key, ids: eqIn(f).map(Number) });
    else if (key === 'sku') criteria.skus = eqIn(f);
    else if (key === 'url_key') criteria.urlKeys = eqIn(f);
    else if (key === 'name') criteria.nameContains = f.match ?? f.eq ?? '';
    else throw inputError(`Invalid filter field: ${key}`);
  }
  const sort = args.sort && Object.keys(args.sort).length ? args.sort : search != null ? { relevance: 'DESC' } : { position: 'ASC' };
  criteria.sort = Object.entries(sort).map(([key, dir]) => ({
    key: (SORT_KEYS as readonly string[]).includes(key) ? (key as (typeof SORT_KEYS)[number]) : 'position',
    descending: dir === 'DESC'
  }));
  return criteria;
}

const DEEP_OFFSET = 1_000;

/** `products` (and CategoryTree.products): filtering, full-text search, sorting, paging, aggregations. */
export function searchProducts(ctx: RequestContext, args: ProductSearchArgs) {
  const { search, filter } = args;
  if (search == null && (!filter || Object.keys(filter).length === 0)) throw inputError("'search' or 'filter' input argument is required.");
  if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  const { catalog } = ctx.shop.data;
  const criteria = productCriteria(ctx, args);
  // The filters (not the page, not the sort) decide the count and the aggregations.
  const filtersKey = JSON.stringify([search ?? null, filter ?? null]);
  const total = keptFact(ctx, `count|${filtersKey}`, () => catalog.listingCount(criteria));
  const totalPages = Math.ceil(total / args.pageSize);
  if (total > 0 && args.currentPage > totalPages) {
    throw inputError(`currentPage value ${args.currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const offset = (args.currentPage - 1) * args.pageSize;
  // A page's ids are kept like the count (a popular listing is sorted once per catalogue revision, not per request).
  // SQL skips the rows before a page one by one: deep pages (a sitemap walking the catalogue) read a kept copy of
  // the order instead, made in one pass, so walking every page stays linear in the catalogue.
  const pageIds =
    total === 0
      ? []
      : offset < DEEP_OFFSET
        ? keptFact(ctx, `page|${filtersKey}|${JSON.stringify(criteria.sort)}|${args.pageSize}|${offset}`, () =>
            catalog.listingPage(criteria, args.pageSize, offset)
          )
        : keptFact(ctx, `order|${filtersKey}|${JSON.stringify(criteria.sort)}`, () => catalog.listingOrder(criteria)).slice(
            offset,
            offset + args.pageSize
          );
  return {
    // Read only when asked for (a layered-navigation query asks only for the counts).
    get items() {
      return productsByIds(ctx, pageIds);
    },
    total_count: total,
    page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: totalPages },
    sort_fields: {
      default: search != null ? 'relevance' : 'position',
      options: [
        { label: 'Position', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
        ...(search != null ? [{ label: 'Relevance', value: 'relevance' }] : [])
      ]
    },
    suggestions: [],
    // Counted only when asked for.
    get aggregations() {
      return keptFact(ctx, `aggregations|${filtersKey}`, () => aggregations(ctx, criteria, filter ?? {}));
    }
  };
}

const PRICE_BUCKET = 50;

/** Layered navigation over the full result set: price buckets, sub-categories, colour and size with counts. */
function aggregations(ctx: RequestContext, criteria: ProductCriteria, filter: NonNullable<ProductSearchArgs['filter']>) {
  const { catalog } = ctx.shop.data;
  const out = [];
  // Buckets of 50 in the currency shown, over the prices as shown: labels and values match the prices on the page.
  const prices = catalog.priceBuckets(criteria, ctx.rate, PRICE_BUCKET);
  if (prices.length) {
    out.push({
      attribute_code: 'price',
      label: inLanguage(ctx.store, { en: 'Price', fr: 'Prix' }),
      position: 0,
      count: prices.length,
      options: prices.map(({ b, n }) => ({
        label: `${b * PRICE_BUCKET}-${(b + 1) * PRICE_BUCKET}`,
        value: `${b * PRICE_BUCKET}_${(b + 1) * PRICE_BUCKET}`,
        count: n
      }))
    });
  }
  const parentFilter = filter.category_uid ?? filter.category_id;
  const parent = parentFilter ? categoryIdsFor(ctx, filter.category_uid ? 'category_uid' : 'category_id', parentFilter)[0] : ROOT_CATEGORY_ID;
  const cats = catalog.subcategoryCounts(criteria, parent);
  if (cats.length) {
    out.push({
      attribute_code: 'category_uid',
      label: inLanguage(ctx.store, { en: 'Category', fr: 'Catégorie' }),
      position: 1,
      count: cats.length,
      options: cats.map((c) => ({ label: c.name, value: uid(c.id), count: c.n }))
    });
  }
  CONFIGURABLE_ATTRIBUTES.forEach((code: AttributeCode, i) => {
    const rows = catalog.optionCounts(code, criteria);
    if (rows.length) {
      out.push({
        attribute_code: code,
        label: attributeLabel(ctx, code),
        position: i + 2,
        count: rows.length,
        options: rows.map((r) => ({ label: r.label, value: String(r.id), count: r.n }))
      });
    }
  });
  return out;
}

interface CategoryFilter {
  ids?: Maybe<EqIn>;
  category_uid?: Maybe<EqIn>;
  parent_id?: Maybe<EqIn>;
  parent_category_uid?: Maybe<EqIn>;
  name?: Maybe<{ match?: string | null }>;
  url_key?: Maybe<EqIn>;
  url_path?: Maybe<EqIn>;
}

/** categoryList/categories: without filters, the store's root category (its tree hangs below). */
function categoryCriteria(ctx: RequestContext, filters?: CategoryFilter | null): CategoryCriteria {
  const ids = filters && Object.keys(filters).length ? undefined : [ROOT_CATEGORY_ID];
  const byId = [
    ...(filters?.ids ? [eqIn(filters.ids).map(Number)] : []),
    ...(filters?.category_uid ? [eqIn(filters.category_uid).map(idFromUid)] : [])
  ];
  const byParent = [
    ...(filters?.parent_id ? [eqIn(filters.parent_id).map(Number)] : []),
    ...(filters?.parent_category_uid ? [eqIn(filters.parent_category_uid).map(idFromUid)] : [])
  ];
  // Two filters on the same column must both hold: the ids they share.
  const both = (lists: number[][]) => (lists.length ? lists.reduce((a, b) => a.filter((x) => b.includes(x))) : undefined);
  return {
    storeId: ctx.store.id,
    ids: ids ?? both(byId),
    parentIds: both(byParent),
    urlKeys: filters?.url_key ? eqIn(filters.url_key) : undefined,
    urlPaths: filters?.url_path ? eqIn(filters.url_path) : undefined,
    nameContains: filters?.name?.match ?? undefined
  };
}

export const catalogQueries: QueryResolvers = {
  categoryList: (_, args, ctx) => ctx.shop.data.catalog.findCategories(categoryCriteria(ctx, args.filters)),
  categories: (_, args, ctx) => {
    if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    // One page read with its texts, the rest only counted (the sitemap pages through hundreds of children).
    const criteria = categoryCriteria(ctx, args.filters);
    const total = ctx.shop.data.catalog.categoryCount(criteria);
    return {
      items: ctx.shop.data.catalog.findCategories(criteria, args.pageSize, (args.currentPage - 1) * args.pageSize),
      total_count: total,
      page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: Math.ceil(total / args.pageSize) }
    };
  },
  products: (_, args, ctx) => searchProducts(ctx, args)
};
