import type { Statement } from 'better-sqlite3';
import type { DB } from '.';
import { scaledRate, RATE_SCALE } from '../domain/money';

/** A product's regular and final price in base-currency cents, as its row has them. */
export type PriceColumns = Pick<ProductRow, 'price_cents' | 'final_price_cents'>;

export interface ProductRow {
  id: number;
  sku: string;
  type: ProductType;
  parent_id: number | null;
  url_key: string | null;
  /** Prices in cents of the base currency. */
  price_cents: number;
  special_price_cents: number | null;
  final_price_cents: number;
  color: number | null;
  size: number | null;
  qty: number;
  visible: number;
  position: number;
  weight: number;
  created_at: string;
  /** A bundle priced by its parts (1) or at its own price plus its selections' (0). */
  dynamic_price: number;
  /** A downloadable product whose links are chosen and priced one by one (1), or sold together (0). */
  links_purchased_separately: number;
  name: string;
  description: string;
  short_description: string;
}
export type ProductType = 'simple' | 'configurable' | 'virtual' | 'bundle' | 'grouped' | 'downloadable';
/** FIXED: `price_cents` is money; PERCENT: `price_cents` is hundredths of a percent of the product's price. */
export type PriceType = 'FIXED' | 'PERCENT';
/** Texts of options, links and samples: a JSON object of labels by store id. */
export type StoreLabels = string;

export interface BundleOptionRow {
  id: number;
  product_id: number;
  position: number;
  required: number;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  title: StoreLabels;
}
export interface BundleSelectionRow {
  id: number;
  option_id: number;
  product_id: number;
  position: number;
  is_default: number;
  qty: number;
  can_change_qty: number;
  price_cents: number;
  price_type: PriceType;
}
export interface GroupedLinkRow {
  product_id: number;
  child_id: number;
  position: number;
  qty: number;
}
export interface DownloadableLinkRow {
  id: number;
  product_id: number;
  position: number;
  title: StoreLabels;
  price_cents: number;
  file: string;
  sample_file: string | null;
  number_of_downloads: number;
}
export interface DownloadableSampleRow {
  id: number;
  product_id: number;
  position: number;
  title: StoreLabels;
  file: string;
}
export type CustomOptionType = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox' | 'multiple' | 'date';
export interface CustomOptionRow {
  id: number;
  product_id: number;
  position: number;
  type: CustomOptionType;
  required: number;
  title: StoreLabels;
  price_cents: number;
  price_type: PriceType;
  max_characters: number | null;
  sku: string | null;
}
export interface CustomOptionValueRow {
  id: number;
  option_id: number;
  position: number;
  title: StoreLabels;
  price_cents: number;
  price_type: PriceType;
  sku: string | null;
}
export interface TierPriceRow {
  qty: number;
  price_cents: number;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  url_key: string | null;
  url_path: string | null;
  image: string | null;
  name: string;
  description: string | null;
}
export interface MediaRow {
  id: number;
  position: number;
  file: string;
  label: string;
}
export type AttributeCode = 'color' | 'size';

/** What a product listing asks for; every list is matched with IN, an empty one matches nothing. */
export interface ProductCriteria {
  storeId: number;
  /** Full-text matches with their bm25 score (lower is better), from `searchMatches`. */
  matches?: [productId: number, score: number][];
  categoryIds?: number[];
  /** Bounds on the final price as shown: converted with `rate` and rounded to cents. */
  shownPrice?: { rate: number; from?: number; to?: number };
  options?: { code: AttributeCode; ids: number[] }[];
  skus?: string[];
  urlKeys?: string[];
  nameContains?: string;
  sort: { key: 'relevance' | 'name' | 'price' | 'position'; descending: boolean }[];
}

export interface CategoryCriteria {
  storeId: number;
  ids?: number[];
  parentIds?: number[];
  urlKeys?: string[];
  urlPaths?: string[];
  nameContains?: string;
}

const PRODUCT_SELECT =
  'SELECT p.*, t.name, t.description, t.short_description FROM product p JOIN product_text t ON t.product_id = p.id AND t.store_id = ?';
const CATEGORY_SELECT = 'SELECT c.*, t.name, t.description FROM category c JOIN category_text t ON t.category_id = c.id AND t.store_id = ?';
const json = (values: unknown[]) => JSON.stringify(values);
/** A final price in cents as shown in a currency: converted and rounded half up to the cent in integers, as convertCents does. */
const shownCents = (table: string, rate: number) => `((${table}.final_price_cents * ${scaledRate(rate)} + ${RATE_SCALE / 2}) / ${RATE_SCALE})`;

/**
 * The FROM and WHERE of a listing: one row per matching visible product (no GROUP BY), so SQLite can walk an index
 * in the asked order and stop at the LIMIT. One category is a join (its position orders); several are an EXISTS.
 */
function listing(c: ProductCriteria) {
  // Looked up by SKU or URL key (a product page), the product comes from that column's index: `+` keeps SQLite from
  // walking every visible product in the listing index instead (it would, lacking statistics).
  const where = [c.skus || c.urlKeys ? '+p.visible = 1' : 'p.visible = 1'];
  const whereParams: unknown[] = [];
  const fromParams: unknown[] = [c.storeId];
  let from = 'product p JOIN product_text t ON t.product_id = p.id AND t.store_id = ?';
  let position = 'p.position';
  let positionParams: unknown[] = [];
  let relevance = '0';
  if (c.matches) {
    // bm25 is only usable in a plain FTS query, so the (id, score) pairs are ranked first and joined here. They drive
    // the join (CROSS JOIN keeps that order): each match finds its product by id, never the other way round.
    from = `(SELECT json_extract(value, '$[0]') AS sid, json_extract(value, '$[1]') AS score FROM json_each(?)) s CROSS JOIN ${from} AND p.id = s.sid`;
    fromParams.unshift(json(c.matches));
    relevance = '-s.score';
  }
  if (c.categoryIds?.length === 1) {
    // The category's rows come first: its index (category_id, position) gives them in position order.
    from = `product_category pc JOIN ${from} AND p.id = pc.product_id`;
    where.push('pc.category_id = ?');
    whereParams.push(c.categoryIds[0]);
    position = 'pc.position';
  } else if (c.categoryIds) {
    const inCategories = 'FROM product_category pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT value FROM json_each(?))';
    where.push(`EXISTS (SELECT 1 ${inCategories})`);
    whereParams.push(json(c.categoryIds));
    position = `(SELECT MIN(pc.position) ${inCategories})`;
    positionParams = [json(c.categoryIds)];
  }
  if (c.shownPrice?.from != null) {
    where.push(`${shownCents('p', c.shownPrice.rate)} >= ? * 100`);
    whereParams.push(c.shownPrice.from);
  }
  if (c.shownPrice?.to != null) {
    where.push(`${shownCents('p', c.shownPrice.rate)} <= ? * 100`);
    whereParams.push(c.shownPrice.to);
  }
  for (const o of c.options ?? []) {
    // product_option holds a product's own options and its variants' (kept by triggers, migration 4).
    where.push(
      `EXISTS (SELECT 1 FROM product_option po WHERE po.product_id = p.id AND po.code = '${o.code}' AND po.option_id IN (SELECT value FROM json_each(?)))`
    );
    whereParams.push(json(o.ids));
  }
  if (c.skus) {
    where.push('p.sku IN (SELECT value FROM json_each(?))');
    whereParams.push(json(c.skus));
  }
  if (c.urlKeys) {
    where.push('p.url_key IN (SELECT value FROM json_each(?))');
    whereParams.push(json(c.urlKeys));
  }
  if (c.nameContains != null) {
    where.push("t.name LIKE '%' || ? || '%'");
    whereParams.push(c.nameContains);
  }
  return { from, where: where.join(' AND '), params: [...fromParams, ...whereParams], position, positionParams, relevance };
}

/** The WHERE of a category search (`c` the category, `t` its texts in the store view). */
function categoryWhere(c: CategoryCriteria) {
  const where: string[] = ['c.level >= 1'];
  const params: unknown[] = [];
  const add = (col: string, values: unknown[] | undefined) => {
    if (!values) return;
    where.push(`${col} IN (SELECT value FROM json_each(?))`);
    params.push(json(values));
  };
  add('c.id', c.ids);
  add('c.parent_id', c.parentIds);
  add('c.url_key', c.urlKeys);
  add('c.url_path', c.urlPaths);
  if (c.nameContains) {
    where.push("t.name LIKE '%' || ? || '%'");
    params.push(c.nameContains);
  }
  return { where: where.join(' AND '), params };
}

/** The catalogue: products, their texts, media, links and options; categories; full-text search and layered navigation. */
export function catalogQueries(db: DB) {
  // Listings build their SQL from the filters asked for: each distinct text is prepared once and kept.
  const prepared = new Map<string, Statement>();
  const sql = (text: string) => {
    let s = prepared.get(text);
    if (!s) prepared.set(text, (s = db.prepare(text)));
    return s;
  };
  const productsByIds = db.prepare(`${PRODUCT_SELECT} WHERE p.id IN (SELECT value FROM json_each(?))`);
  const productBySku = db.prepare(`${PRODUCT_SELECT} WHERE p.sku = ?`);
  const variants = db.prepare(`${PRODUCT_SELECT} WHERE p.parent_id = ? ORDER BY p.id`);
  const variantPrices = db.prepare('SELECT price_cents, final_price_cents FROM product WHERE parent_id = ? ORDER BY id');
  const anyVariantInStock = db.prepare('SELECT 1 FROM product WHERE parent_id = ? AND qty > 0 LIMIT 1');
  const media = db.prepare('SELECT id, position, file, label FROM product_media WHERE product_id = ? ORDER BY position');
  const productCategories = db.prepare('SELECT category_id FROM product_category WHERE product_id = ? ORDER BY category_id');
  const links = db.prepare('SELECT linked_id FROM product_link WHERE product_id = ? ORDER BY position');
  const options = db.prepare('SELECT id, swatch FROM attribute_option WHERE id IN (SELECT value FROM json_each(?)) ORDER BY position');
  const optionLabel = db.prepare('SELECT label FROM attribute_option_label WHERE option_id = ? AND store_id = ?');
  const bundleOptions = db.prepare('SELECT * FROM bundle_option WHERE product_id = ? ORDER BY position, id');
  const bundleSelections = db.prepare(
    'SELECT s.* FROM bundle_selection s JOIN bundle_option o ON o.id = s.option_id WHERE o.product_id = ? ORDER BY s.option_id, s.position, s.id'
  );
  const groupedLinks = db.prepare('SELECT * FROM grouped_link WHERE product_id = ? ORDER BY position');
  const groupedPartPrices = db.prepare(
    'SELECT p.qty, p.price_cents, p.final_price_cents FROM grouped_link g JOIN product p ON p.id = g.child_id JOIN product_text t ON t.product_id = p.id AND t.store_id = ? WHERE g.product_id = ? ORDER BY g.position'
  );
  const downloadableLinks = db.prepare('SELECT * FROM downloadable_link WHERE product_id = ? ORDER BY position, id');
  const downloadableSamples = db.prepare('SELECT * FROM downloadable_sample WHERE product_id = ? ORDER BY position, id');
  const customOptions = db.prepare('SELECT * FROM custom_option WHERE product_id = ? ORDER BY position, id');
  const customOptionValues = db.prepare(
    'SELECT v.* FROM custom_option_value v JOIN custom_option o ON o.id = v.option_id WHERE o.product_id = ? ORDER BY v.option_id, v.position, v.id'
  );
  const tierPrices = db.prepare('SELECT qty, price_cents FROM tier_price WHERE product_id = ? ORDER BY qty');
  const takeStock = db.prepare('UPDATE product SET qty = qty - ? WHERE id = ? AND qty >= ?');
  const categoryById = db.prepare(`${CATEGORY_SELECT} WHERE c.id = ?`);
  // A subtree is a range of the path index: every path that starts with "<path>/" ('0' follows '/' in ASCII).
  const descendantCount = db.prepare("SELECT COUNT(*) AS n FROM category WHERE path > ? || '/' AND path < ? || '0'");
  const descendantCounts = db.prepare(
    "SELECT c.id, (SELECT COUNT(*) FROM category d WHERE d.path > c.path || '/' AND d.path < c.path || '0') AS n FROM category c WHERE c.id IN (SELECT value FROM json_each(?))"
  );
  const categoryProductCount = db.prepare('SELECT COUNT(*) AS n FROM product_category WHERE category_id = ?');
  const categoryByUrlPath = db.prepare('SELECT id FROM category WHERE url_path = ?');
  const searchMatches = db.prepare(
    'SELECT product_id, bm25(product_search, 10.0, 5.0, 1.0) AS score FROM product_search WHERE product_search MATCH ? AND store_id = ?'
  );
  const catalogRevision = db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'");
  const stockRevision = db.prepare("SELECT value FROM meta WHERE key = 'stock_revision'");

  function listingIds(c: ProductCriteria, limit: number, offset: number): number[] {
    const q = listing(c);
    const column = { relevance: q.relevance, name: 't.name', price: 'p.final_price_cents', position: q.position };
    const orderBy = c.sort.map((s) => `${column[s.key]} ${s.descending ? 'DESC' : 'ASC'}`).join(', ');
    const orderParams = c.sort.flatMap((s) => (s.key === 'position' ? q.positionParams : []));
    const statement = sql(`SELECT p.id FROM ${q.from} WHERE ${q.where} ORDER BY ${orderBy}, p.id LIMIT ? OFFSET ?`);
    return (statement.all(...q.params, ...orderParams, limit, offset) as { id: number }[]).map((r) => r.id);
  }

  return {
    /** Products in the order of `ids` (unknown ids are left out). */
    productsByIds(storeId: number, ids: number[]): ProductRow[] {
      if (!ids.length) return [];
      const byId = new Map((productsByIds.all(storeId, json(ids)) as ProductRow[]).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => !!r);
    },
    productBySku: (storeId: number, sku: string) => productBySku.get(storeId, sku) as ProductRow | undefined,
    variantsOf: (storeId: number, parentId: number) => variants.all(storeId, parentId) as ProductRow[],
    /** Only the variants' prices (a listing's price range): no texts read, no rows built beyond two numbers. */
    variantPrices: (parentId: number) => variantPrices.all(parentId) as PriceColumns[],
    hasVariantInStock: (parentId: number) => !!anyVariantInStock.get(parentId),
    media: (productId: number) => media.all(productId) as MediaRow[],
    categoryIdsOf: (productId: number) => (productCategories.all(productId) as { category_id: number }[]).map((r) => r.category_id),
    linkedIds: (productId: number) => (links.all(productId) as { linked_id: number }[]).map((r) => r.linked_id),
    options: (ids: number[]) => options.all(json(ids)) as { id: number; swatch: string }[],
    optionLabel: (optionId: number, storeId: number) => (optionLabel.get(optionId, storeId) as { label: string } | undefined)?.label ?? '',
    bundleOptions: (productId: number) => bundleOptions.all(productId) as BundleOptionRow[],
    bundleSelections: (productId: number) => bundleSelections.all(productId) as BundleSelectionRow[],
    groupedLinks: (productId: number) => groupedLinks.all(productId) as GroupedLinkRow[],
    /** A grouped product's parts (in the store view), only their stock and prices: its price range and stock status. */
    groupedPartPrices: (storeId: number, productId: number) =>
      groupedPartPrices.all(storeId, productId) as (PriceColumns & Pick<ProductRow, 'qty'>)[],
    downloadableLinks: (productId: number) => downloadableLinks.all(productId) as DownloadableLinkRow[],
    downloadableSamples: (productId: number) => downloadableSamples.all(productId) as DownloadableSampleRow[],
    customOptions: (productId: number) => customOptions.all(productId) as CustomOptionRow[],
    customOptionValues: (productId: number) => customOptionValues.all(productId) as CustomOptionValueRow[],
    tierPrices: (productId: number) => tierPrices.all(productId) as TierPriceRow[],
    /** Takes `qty` from stock; false (and nothing taken) when there is not that much. */
    takeStock: (productId: number, qty: number) => takeStock.run(qty, productId, qty).changes === 1,

    categoryById: (storeId: number, id: number) => categoryById.get(storeId, id) as CategoryRow | undefined,
    descendantCount: (path: string) => (descendantCount.get(path, path) as { n: number }).n,
    /** The descendants of each of several categories (one level of a tree), in one statement. */
    descendantCounts: (ids: number[]) => new Map((descendantCounts.all(json(ids)) as { id: number; n: number }[]).map((r) => [r.id, r.n])),
    productCount: (categoryId: number) => (categoryProductCount.get(categoryId) as { n: number }).n,
    categoryIdByUrlPath: (urlPath: string) => (categoryByUrlPath.get(urlPath) as { id: number } | undefined)?.id ?? null,
    /** Categories matching, by level and position (ties by id); `limit`/`offset` page them in SQL. */
    findCategories(c: CategoryCriteria, limit = -1, offset = 0): CategoryRow[] {
      const q = categoryWhere(c);
      return sql(`${CATEGORY_SELECT} WHERE ${q.where} ORDER BY c.level, c.position, c.id LIMIT ? OFFSET ?`).all(
        c.storeId,
        ...q.params,
        limit,
        offset
      ) as CategoryRow[];
    },
    /** How many categories match (with a text in the store view, as listed): COUNT in SQL. */
    categoryCount(c: CategoryCriteria): number {
      const q = categoryWhere(c);
      const from = 'category c JOIN category_text t ON t.category_id = c.id AND t.store_id = ?';
      return (sql(`SELECT COUNT(*) AS n FROM ${from} WHERE ${q.where}`).get(c.storeId, ...q.params) as { n: number }).n;
    },

    /** Full-text matches of an FTS5 query in a store view, with bm25 scores weighing name, sku and description. */
    searchMatches: (ftsQuery: string, storeId: number) =>
      (searchMatches.all(ftsQuery, storeId) as { product_id: number; score: number }[]).map((r): [number, number] => [r.product_id, r.score]),

    /** Ids of one page of the visible products matching, in the order asked for (ties by id): LIMIT in SQL. */
    listingPage: (c: ProductCriteria, limit: number, offset: number) => listingIds(c, limit, offset),
    /** Ids of every visible product matching, in the order asked for: for paging deep into a listing from a kept copy. */
    listingOrder: (c: ProductCriteria) => listingIds(c, -1, 0),
    /** How many visible products match: COUNT in SQL. */
    listingCount(c: ProductCriteria): number {
      const q = listing(c);
      return (sql(`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${q.where}`).get(...q.params) as { n: number }).n;
    },

    /** Products per bucket of `width` (whole currency units) in the shown price (converted with `rate`, rounded to cents). */
    priceBuckets(c: ProductCriteria, rate: number, width: number) {
      const q = listing(c);
      return sql(`SELECT ${shownCents('p', rate)} / ${Math.round(width * 100)} AS b, COUNT(*) AS n FROM ${q.from} WHERE ${q.where}
        GROUP BY b ORDER BY b`).all(...q.params) as { b: number; n: number }[];
    },
    subcategoryCounts(c: ProductCriteria, parentId: number) {
      const q = listing(c);
      return sql(`SELECT c.id, ct.name, COUNT(*) AS n FROM category c JOIN category_text ct ON ct.category_id = c.id AND ct.store_id = ?
        JOIN product_category sc ON sc.category_id = c.id
        WHERE c.parent_id = ? AND EXISTS (SELECT 1 FROM ${q.from} WHERE ${q.where} AND p.id = sc.product_id)
        GROUP BY c.id ORDER BY c.position`).all(c.storeId, parentId, ...q.params) as { id: number; name: string; n: number }[];
    },
    optionCounts(code: AttributeCode, c: ProductCriteria) {
      const q = listing(c);
      return sql(`SELECT o.id, l.label, COUNT(*) AS n FROM product_option po
        JOIN attribute_option o ON o.id = po.option_id JOIN attribute_option_label l ON l.option_id = o.id AND l.store_id = ?
        WHERE po.code = '${code}' AND po.product_id IN (SELECT p.id FROM ${q.from} WHERE ${q.where})
        GROUP BY o.id ORDER BY o.position`).all(c.storeId, ...q.params) as { id: number; label: string; n: number }[];
    },
    /** Bumped by triggers on every write that changes what a listing shows or counts (never by stock). */
    revision: () => Number((catalogRevision.get() as { value: string } | undefined)?.value ?? 0),
    /** Bumped by a trigger whenever stock changes, by this process or another on the same database. */
    stockRevision: () => Number((stockRevision.get() as { value: string } | undefined)?.value ?? 0)
  };
}
