import { MAX_SEARCH_LENGTH } from './inputLimits';
import type { RequestContext } from '../shop';
import { inputError } from './errors';
import { uid, idFromUid, money, mediaBase, round2 } from './util';

export interface ProductRow {
  id: number; sku: string; type: 'simple' | 'configurable'; parent_id: number | null; url_key: string | null;
  price: number; special_price: number | null; final_price: number; color: number | null; size: number | null;
  qty: number; visible: number; position: number; weight: number; created_at: string;
  name: string; description: string; short_description: string;
}
export interface CategoryRow {
  id: number; parent_id: number | null; path: string; level: number; position: number; include_in_menu: number;
  url_key: string | null; url_path: string | null; image: string | null; name: string; description: string | null;
}

const PRODUCT_SELECT = 'SELECT p.*, t.name, t.description, t.short_description FROM product p JOIN product_text t ON t.product_id = p.id AND t.store_id = ?';
const CATEGORY_SELECT = 'SELECT c.*, t.name, t.description FROM category c JOIN category_text t ON t.category_id = c.id AND t.store_id = ?';
export const ATTRIBUTES = { color: { id: 93, label: ['Color', 'Couleur'] }, size: { id: 144, label: ['Size', 'Taille'] } } as const;
export type AttributeCode = keyof typeof ATTRIBUTES;

export function productsByIds(ctx: RequestContext, ids: number[]): ProductRow[] {
  if (!ids.length) return [];
  const rows = ctx.shop.sql(`${PRODUCT_SELECT} WHERE p.id IN (SELECT value FROM json_each(?))`).all(ctx.store.id, JSON.stringify(ids)) as ProductRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => !!r);
}
export const productById = (ctx: RequestContext, id: number) => productsByIds(ctx, [id])[0];
export const productBySku = (ctx: RequestContext, sku: string) =>
  ctx.shop.sql(`${PRODUCT_SELECT} WHERE p.sku = ?`).get(ctx.store.id, sku) as ProductRow | undefined;
export const variantsOf = (ctx: RequestContext, parentId: number) =>
  ctx.shop.sql(`${PRODUCT_SELECT} WHERE p.parent_id = ? ORDER BY p.id`).all(ctx.store.id, parentId) as ProductRow[];

export const categoryById = (ctx: RequestContext, id: number) =>
  ctx.shop.sql(`${CATEGORY_SELECT} WHERE c.id = ?`).get(ctx.store.id, id) as CategoryRow | undefined;
export const childCategories = (ctx: RequestContext, id: number) =>
  ctx.shop.sql(`${CATEGORY_SELECT} WHERE c.parent_id = ? ORDER BY c.position`).all(ctx.store.id, id) as CategoryRow[];

export const optionLabel = (ctx: RequestContext, optionId: number) =>
  (ctx.shop.sql('SELECT label FROM attribute_option_label WHERE option_id = ? AND store_id = ?').get(optionId, ctx.store.id) as { label: string } | undefined)?.label ?? '';

/** In stock: a simple product with quantity, or a configurable with at least one such variant. */
export function inStock(ctx: RequestContext, p: ProductRow): boolean {
  if (p.type === 'simple') return p.qty > 0;
  return !!ctx.shop.sql('SELECT 1 FROM product WHERE parent_id = ? AND qty > 0 LIMIT 1').get(p.id);
}

function priceOf(ctx: RequestContext, regular: number, final: number) {
  const off = round2(regular - final);
  return {
    regular_price: money(ctx, regular), final_price: money(ctx, final),
    discount: { amount_off: round2(off * ctx.rate), percent_off: regular > 0 ? round2((off / regular) * 100) : 0 },
    fixed_product_taxes: []
  };
}

function priceRange(ctx: RequestContext, p: ProductRow) {
  const rows = p.type === 'configurable' ? variantsOf(ctx, p.id) : [p];
  const min = rows.reduce((a, b) => (b.final_price < a.final_price ? b : a));
  const max = rows.reduce((a, b) => (b.final_price > a.final_price ? b : a));
  return { minimum_price: priceOf(ctx, min.price, min.final_price), maximum_price: priceOf(ctx, max.price, max.final_price) };
}

function gallery(ctx: RequestContext, p: ProductRow) {
  const owner = p.parent_id && p.type === 'simple' && !p.visible ? p.parent_id : p.id;
  return ctx.shop.sql('SELECT id, position, file, label FROM product_media WHERE product_id = ? ORDER BY position').all(owner) as
    { id: number; position: number; file: string; label: string }[];
}
const imageOf = (ctx: RequestContext, p: ProductRow) => {
  const first = gallery(ctx, p)[0];
  return { url: first ? `${mediaBase(ctx)}catalog/product${first.file}` : null, label: p.name, position: 1, disabled: false };
};

function configurableOptions(ctx: RequestContext, p: ProductRow) {
  const variants = variantsOf(ctx, p.id);
  return (['color', 'size'] as AttributeCode[]).map((code, position) => {
    const a = ATTRIBUTES[code];
    const ids = [...new Set(variants.map((v) => v[code]!))];
    const options = ctx.shop.sql('SELECT id, swatch FROM attribute_option WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position')
      .all(JSON.stringify(ids)) as { id: number; swatch: string }[];
    return {
      id: a.id, uid: uid(`configurable/${p.id}/${a.id}`), attribute_id: String(a.id), attribute_id_v2: a.id,
      attribute_uid: uid(a.id), attribute_code: code, label: a.label[ctx.store.id === 2 ? 1 : 0], position,
      use_default: false, product_id: p.id,
      values: options.map((o) => {
        const label = optionLabel(ctx, o.id);
        return {
          uid: uid(`configurable/${a.id}/${o.id}`), value_index: o.id, label, default_label: label, store_label: label,
          use_default_value: true,
          swatch_data: { __typename: code === 'color' ? 'ColorSwatchData' : 'TextSwatchData', value: o.swatch }
        };
      })
    };
  });
}

export const selectedOption = (ctx: RequestContext, code: AttributeCode, optionId: number) => ({
  code, label: optionLabel(ctx, optionId), uid: uid(`configurable/${ATTRIBUTES[code].id}/${optionId}`), value_index: optionId
});

/** Field resolvers shared by SimpleProduct and ConfigurableProduct (rows come from productsByIds). */
export const productFields = {
  uid: (p: ProductRow) => uid(p.id),
  type_id: (p: ProductRow) => p.type,
  url_suffix: () => '.html',
  url_path: (p: ProductRow) => p.url_key,
  canonical_url: (p: ProductRow) => (p.url_key ? `${p.url_key}.html` : null),
  url_rewrites: (p: ProductRow) => (p.url_key ? [{ url: `${p.url_key}.html`, parameters: [] }] : []),
  description: (p: ProductRow) => ({ html: p.description }),
  short_description: (p: ProductRow) => ({ html: p.short_description }),
  meta_title: (p: ProductRow) => p.name,
  meta_description: (p: ProductRow) => p.short_description,
  special_price: (p: ProductRow, _: unknown, ctx: RequestContext) => (p.special_price == null ? null : round2(p.special_price * ctx.rate)),
  price_range: (p: ProductRow, _: unknown, ctx: RequestContext) => priceRange(ctx, p),
  stock_status: (p: ProductRow, _: unknown, ctx: RequestContext) => (inStock(ctx, p) ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  only_x_left_in_stock: (p: ProductRow) => (p.type === 'simple' && p.qty > 0 && p.qty <= 3 ? p.qty : null),
  quantity: (p: ProductRow) => (p.type === 'simple' ? p.qty : null),
  gift_message_available: () => false,
  rating_summary: () => 0,
  review_count: () => 0,
  min_sale_qty: () => 1,
  max_sale_qty: () => 10000,
  created_at: (p: ProductRow) => p.created_at,
  new_from_date: () => null,
  media_gallery: (p: ProductRow, _: unknown, ctx: RequestContext) => gallery(ctx, p).map((m) => ({
    __typename: 'ProductImage', url: `${mediaBase(ctx)}catalog/product${m.file}`, label: m.label, position: m.position,
    disabled: false, types: m.position === 1 ? ['image', 'small_image', 'thumbnail'] : []
  })),
  media_gallery_entries: (p: ProductRow, _: unknown, ctx: RequestContext) => gallery(ctx, p).map((m) => ({
    id: m.id, uid: uid(m.id), file: m.file, label: m.label, position: m.position, disabled: false, media_type: 'image',
    types: m.position === 1 ? ['image', 'small_image', 'thumbnail'] : []
  })),
  image: (p: ProductRow, _: unknown, ctx: RequestContext) => imageOf(ctx, p),
  small_image: (p: ProductRow, _: unknown, ctx: RequestContext) => imageOf(ctx, p),
  thumbnail: (p: ProductRow, _: unknown, ctx: RequestContext) => imageOf(ctx, p),
  swatch_image: () => null,
  categories: (p: ProductRow, _: unknown, ctx: RequestContext) =>
    (ctx.shop.sql('SELECT category_id FROM product_category WHERE product_id = ? ORDER BY category_id').all(p.parent_id ?? p.id) as { category_id: number }[])
      .map((r) => categoryById(ctx, r.category_id)),
  related_products: (p: ProductRow, _: unknown, ctx: RequestContext) => productsByIds(ctx,
    (ctx.shop.sql('SELECT linked_id FROM product_link WHERE product_id = ? ORDER BY position').all(p.id) as { linked_id: number }[]).map((r) => r.linked_id)),
  upsell_products: () => [],
  crosssell_products: () => [],
  redirect_code: (p: ProductRow & { redirect_code?: number }) => p.redirect_code ?? 0,
  relative_url: (p: ProductRow & { relative_url?: string }) => p.relative_url ?? (p.url_key ? `${p.url_key}.html` : null),
  type: () => 'PRODUCT'
};

/** ConfigurableProduct adds its options and variants. */
export const configurableFields = {
  ...productFields,
  configurable_options: (p: ProductRow, _: unknown, ctx: RequestContext) => configurableOptions(ctx, p),
  variants: (p: ProductRow, _: unknown, ctx: RequestContext) => variantsOf(ctx, p.id).map((v) => ({
    product: v, attributes: [selectedOption(ctx, 'color', v.color!), selectedOption(ctx, 'size', v.size!)]
  }))
};

export const productTypename = (p: ProductRow) => (p.type === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct');

/** Field resolvers of CategoryTree. */
export const categoryFields = {
  uid: (c: CategoryRow) => uid(c.id),
  url_suffix: () => '.html',
  children: (c: CategoryRow, _: unknown, ctx: RequestContext) => childCategories(ctx, c.id),
  children_count: (c: CategoryRow, _: unknown, ctx: RequestContext) =>
    String((ctx.shop.sql("SELECT COUNT(*) AS n FROM category WHERE path LIKE ? || '/%'").get(c.path) as { n: number }).n),
  breadcrumbs: (c: CategoryRow, _: unknown, ctx: RequestContext) => c.path.split('/').map(Number)
    .filter((id) => id !== c.id).map((id) => categoryById(ctx, id)!).filter((a) => a.level >= 2)
    .map((a) => ({ category_id: a.id, category_uid: uid(a.id), category_name: a.name, category_level: a.level, category_url_key: a.url_key, category_url_path: a.url_path })),
  image: (c: CategoryRow, _: unknown, ctx: RequestContext) => (c.image ? `${mediaBase(ctx)}catalog/category/${c.image}` : null),
  product_count: (c: CategoryRow, _: unknown, ctx: RequestContext) =>
    (ctx.shop.sql('SELECT COUNT(*) AS n FROM product_category WHERE category_id = ?').get(c.id) as { n: number }).n,
  products: (c: CategoryRow, args: { pageSize: number; currentPage: number; sort?: Record<string, string> }, ctx: RequestContext) =>
    searchProducts(ctx, { filter: { category_id: { eq: String(c.id) } }, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort }),
  is_anchor: () => 1,
  display_mode: () => 'PRODUCTS',
  default_sort_by: () => 'position',
  available_sort_by: () => ['name', 'position', 'price'],
  meta_title: (c: CategoryRow) => c.name,
  canonical_url: (c: CategoryRow) => (c.url_path ? `${c.url_path}.html` : null),
  redirect_code: (c: CategoryRow & { redirect_code?: number }) => c.redirect_code ?? 0,
  relative_url: (c: CategoryRow & { relative_url?: string }) => c.relative_url ?? (c.url_path ? `${c.url_path}.html` : null),
  type: () => 'CATEGORY'
};

type EqIn = { eq?: string | null; in?: (string | null)[] | null };
export interface ProductSearchArgs {
  search?: string | null; filter?: Record<string, (EqIn & { from?: string | null; to?: string | null; match?: string | null }) | null> | null;
  pageSize: number; currentPage: number; sort?: Record<string, string> | null;
}

const eqIn = (f: EqIn) => [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((x): x is string => x != null)];

/**
 * FTS5 query: any word may match, as a prefix (Magento 2.4's search engine default: OR of the terms, ranked by
 * relevance, so products matching more words come first); quotes keep user input from being read as FTS syntax.
 */
export const ftsQuery = (text: string) =>
  text.slice(0, MAX_SEARCH_LENGTH).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10).map((w) => `"${w}"*`).join(' OR ');

function categoryIdsFor(ctx: RequestContext, key: string, f: EqIn & { match?: string | null }): number[] {
  const values = eqIn(f);
  if (key === 'category_uid') return values.map(idFromUid);
  if (key === 'category_id') return values.map(Number);
  return values.map((v) => (ctx.shop.sql('SELECT id FROM category WHERE url_path = ?').get(v) as { id: number } | undefined)?.id ?? -1);
}

/** A product's final price as the shopper sees it: converted to the request's currency and rounded like `money`. */
const shownPrice = (table: string, ctx: RequestContext) => `ROUND(${table}.final_price * ${Number(ctx.rate)}, 2)`;

/** `products` (and CategoryTree.products): filtering, full-text search, sorting, paging, aggregations. */
export function searchProducts(ctx: RequestContext, args: ProductSearchArgs) {
  const { search, filter } = args;
  if (search == null && (!filter || Object.keys(filter).length === 0)) throw inputError("'search' or 'filter' input argument is required.");
  if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  const where = ['p.visible = 1'];
  const params: unknown[] = [ctx.store.id];
  let from = 'product p JOIN product_text t ON t.product_id = p.id AND t.store_id = ?';
  let positionExpr = 'p.position';
  let relevance = '0';
  if (search != null) {
    const q = ftsQuery(search);
    if (!q) where.push('0');
    else {
      // bm25 is only usable in a plain FTS query, so rank first and join the (id, score) pairs.
      const ranked = (ctx.shop.sql('SELECT product_id, bm25(product_search, 10.0, 5.0, 1.0) AS score FROM product_search WHERE product_search MATCH ? AND store_id = ?')
        .all(q, ctx.store.id) as { product_id: number; score: number }[]).map((r) => [r.product_id, r.score]);
      from += " JOIN (SELECT json_extract(value, '$[0]') AS sid, json_extract(value, '$[1]') AS score FROM json_each(?)) s ON s.sid = p.id";
      params.push(JSON.stringify(ranked));
      relevance = '-s.score';
    }
  }
  for (const [key, f] of Object.entries(filter ?? {})) {
    if (!f) continue;
    if (key === 'category_id' || key === 'category_uid' || key === 'category_url_path') {
      const ids = categoryIdsFor(ctx, key, f);
      from += ' JOIN product_category pc ON pc.product_id = p.id AND pc.category_id IN (SELECT value FROM json_each(?))';
      params.push(JSON.stringify(ids));
      positionExpr = 'pc.position';
    } else if (key === 'price') {
      // In the currency shown (as Magento does): the bounds of the price buckets below, e.g. 0_50 in EUR on the fr view.
      if (f.from != null && f.from !== '') { where.push(`${shownPrice('p', ctx)} >= ?`); params.push(Number(f.from)); }
      if (f.to != null && f.to !== '') { where.push(`${shownPrice('p', ctx)} <= ?`); params.push(Number(f.to)); }
    } else if (key === 'color' || key === 'size') {
      where.push(`(p.${key} IN (SELECT value FROM json_each(?)) OR EXISTS (SELECT 1 FROM product v WHERE v.parent_id = p.id AND v.${key} IN (SELECT value FROM json_each(?))))`);
      const v = JSON.stringify(eqIn(f).map(Number));
      params.push(v, v);
    } else if (key === 'sku' || key === 'url_key') {
      where.push(`p.${key} IN (SELECT value FROM json_each(?))`);
      params.push(JSON.stringify(eqIn(f)));
    } else if (key === 'name') {
      where.push("t.name LIKE '%' || ? || '%'");
      params.push(f.match ?? f.eq ?? '');
    } else {
      throw inputError(`Invalid filter field: ${key}`);
    }
  }
  const sql = `FROM ${from} WHERE ${where.join(' AND ')}`;
  const sort = args.sort && Object.keys(args.sort).length ? args.sort : search != null ? { relevance: 'DESC' } : { position: 'ASC' };
  const alias: Record<string, string> = { relevance: 'r', name: 'n', price: 'fp', position: 'pos' };
  const orderBy = Object.entries(sort).map(([k, dir]) => `${alias[k] ?? 'pos'} ${dir === 'DESC' ? 'DESC' : 'ASC'}`).join(', ');
  const ids = (ctx.shop.sql(`SELECT p.id, MAX(${relevance}) AS r, MIN(${positionExpr}) AS pos, t.name AS n, p.final_price AS fp ${sql}
    GROUP BY p.id ORDER BY ${orderBy}, p.id`).all(...params) as { id: number }[]).map((r) => r.id);
  const total = ids.length;
  const totalPages = Math.ceil(total / args.pageSize);
  if (total > 0 && args.currentPage > totalPages) {
    throw inputError(`currentPage value ${args.currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const pageIds = ids.slice((args.currentPage - 1) * args.pageSize, args.currentPage * args.pageSize);
  return {
    items: productsByIds(ctx, pageIds),
    total_count: total,
    page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: totalPages },
    sort_fields: { default: search != null ? 'relevance' : 'position', options: [
      { label: 'Position', value: 'position' }, { label: 'Product Name', value: 'name' }, { label: 'Price', value: 'price' },
      ...(search != null ? [{ label: 'Relevance', value: 'relevance' }] : [])] },
    suggestions: [],
    aggregations: () => aggregations(ctx, ids, filter ?? {})
  };
}

/** Layered navigation over the full result set: price buckets, sub-categories, colour and size with counts. */
function aggregations(ctx: RequestContext, ids: number[], filter: NonNullable<ProductSearchArgs['filter']>) {
  const json = JSON.stringify(ids);
  const fr = ctx.store.id === 2;
  const out = [];
  // Buckets of 50 in the currency shown, over the prices as shown: labels and values match the prices on the page.
  const prices = ctx.shop.sql(`SELECT CAST(${shownPrice('product', ctx)} / 50 AS INTEGER) AS b, COUNT(*) AS n FROM product
    WHERE id IN (SELECT value FROM json_each(?)) GROUP BY b ORDER BY b`).all(json) as { b: number; n: number }[];
  if (prices.length) {
    out.push({ attribute_code: 'price', label: fr ? 'Prix' : 'Price', position: 0, count: prices.length, options: prices.map(({ b, n }) => ({
      label: `${b * 50}-${(b + 1) * 50}`, value: `${b * 50}_${(b + 1) * 50}`, count: n })) });
  }
  const parentFilter = filter.category_uid ?? filter.category_id;
  const parent = parentFilter ? categoryIdsFor(ctx, filter.category_uid ? 'category_uid' : 'category_id', parentFilter)[0] : 2;
  const cats = ctx.shop.sql(`SELECT c.id, t.name, COUNT(*) AS n FROM product_category pc JOIN category c ON c.id = pc.category_id
    JOIN category_text t ON t.category_id = c.id AND t.store_id = ? WHERE c.parent_id = ? AND pc.product_id IN (SELECT value FROM json_each(?))
    GROUP BY c.id ORDER BY c.position`).all(ctx.store.id, parent, json) as { id: number; name: string; n: number }[];
  if (cats.length) {
    out.push({ attribute_code: 'category_uid', label: fr ? 'Catégorie' : 'Category', position: 1, count: cats.length,
      options: cats.map((c) => ({ label: c.name, value: uid(c.id), count: c.n })) });
  }
  (['color', 'size'] as AttributeCode[]).forEach((code, i) => {
    const rows = ctx.shop.sql(`SELECT o.id, l.label, COUNT(DISTINCT x.pid) AS n FROM (
        SELECT id AS pid, ${code} AS opt FROM product WHERE id IN (SELECT value FROM json_each(@ids)) AND ${code} IS NOT NULL
        UNION SELECT parent_id, ${code} FROM product WHERE parent_id IN (SELECT value FROM json_each(@ids))) x
      JOIN attribute_option o ON o.id = x.opt JOIN attribute_option_label l ON l.option_id = o.id AND l.store_id = @store
      GROUP BY o.id ORDER BY o.position`).all({ ids: json, store: ctx.store.id }) as { id: number; label: string; n: number }[];
    if (rows.length) {
      out.push({ attribute_code: code, label: ATTRIBUTES[code].label[fr ? 1 : 0], position: i + 2, count: rows.length,
        options: rows.map((r) => ({ label: r.label, value: String(r.id), count: r.n })) });
    }
  });
  return out;
}

interface CategoryFilter { ids?: EqIn; category_uid?: EqIn; parent_id?: EqIn; parent_category_uid?: EqIn; name?: { match?: string }; url_key?: EqIn; url_path?: EqIn }

/** categoryList/categories: without filters, the store's root category (its tree hangs below). */
function findCategories(ctx: RequestContext, filters?: CategoryFilter | null): CategoryRow[] {
  const where: string[] = ['c.level >= 1'];
  const params: unknown[] = [ctx.store.id];
  const add = (col: string, values: (string | number)[]) => { where.push(`${col} IN (SELECT value FROM json_each(?))`); params.push(JSON.stringify(values)); };
  if (!filters || Object.keys(filters).length === 0) add('c.id', [2]);
  if (filters?.ids) add('c.id', eqIn(filters.ids).map(Number));
  if (filters?.category_uid) add('c.id', eqIn(filters.category_uid).map(idFromUid));
  if (filters?.parent_id) add('c.parent_id', eqIn(filters.parent_id).map(Number));
  if (filters?.parent_category_uid) add('c.parent_id', eqIn(filters.parent_category_uid).map(idFromUid));
  if (filters?.url_key) add('c.url_key', eqIn(filters.url_key));
  if (filters?.url_path) add('c.url_path', eqIn(filters.url_path));
  if (filters?.name?.match) { where.push("t.name LIKE '%' || ? || '%'"); params.push(filters.name.match); }
  return ctx.shop.sql(`${CATEGORY_SELECT} WHERE ${where.join(' AND ')} ORDER BY c.level, c.position`).all(...params) as CategoryRow[];
}

export const catalogQueries = {
  categoryList: (_: unknown, args: { filters?: CategoryFilter }, ctx: RequestContext) => findCategories(ctx, args.filters),
  categories: (_: unknown, args: { filters?: CategoryFilter; pageSize: number; currentPage: number }, ctx: RequestContext) => {
    if (args.pageSize < 1) throw inputError('pageSize value must be greater than 0.');
    if (args.currentPage < 1) throw inputError('currentPage value must be greater than 0.');
    const all = findCategories(ctx, args.filters);
    return {
      items: all.slice((args.currentPage - 1) * args.pageSize, args.currentPage * args.pageSize), total_count: all.length,
      page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: Math.ceil(all.length / args.pageSize) }
    };
  },
  products: (_: unknown, args: ProductSearchArgs, ctx: RequestContext) => searchProducts(ctx, args)
};
