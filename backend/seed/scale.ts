import type { DB } from '../db';

/**
 * Makes the seeded sample shop `factor` times larger, for measuring how costs grow with the catalogue
 * (`npm run seed -- --scale N`): every category below the top level (Women, Men, …) is copied factor−1 times beside
 * the original ("Tops 2", `women/tops-2.html`), and every product with its variants, texts in both store views,
 * search entries, category links, related products and URL rewrites is copied into the copied categories. Images are
 * shared (the copies point to the same files). Top-level categories are not copied, so they grow: Women at 100×
 * lists 100 times the products. Done in SQL, in one transaction; the factor is recorded, a shop is scaled once.
 */
export function scaleCatalog(db: DB, factor: number): void {
  if (!Number.isInteger(factor) || factor < 2 || factor > 1000) throw new Error(`The scale must be a whole number from 2 to 1000, not ${factor}.`);
  if (db.prepare("SELECT 1 FROM meta WHERE key = 'scale'").get()) throw new Error('This shop is already scaled; reset it first (--reset).');
  db.transaction(() => {
    const { maxProduct } = db.prepare('SELECT MAX(id) AS maxProduct FROM product').get() as { maxProduct: number };
    const { maxCategory } = db.prepare('SELECT MAX(id) AS maxCategory FROM category').get() as { maxCategory: number };
    const { maxPosition } = db.prepare('SELECT MAX(position) AS maxPosition FROM category').get() as { maxPosition: number };
    const copied = db
      .prepare('SELECT id, parent_id, path, level, position, include_in_menu, url_key, url_path, image FROM category WHERE level >= 3')
      .all() as {
      id: number;
      parent_id: number;
      path: string;
      level: number;
      position: number;
      include_in_menu: number;
      url_key: string;
      url_path: string;
      image: string | null;
    }[];
    const levelOf = new Map((db.prepare('SELECT id, level FROM category').all() as { id: number; level: number }[]).map((c) => [c.id, c.level]));
    const insertCategory = db.prepare('INSERT INTO category VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const copyTexts = db.prepare(
      "INSERT INTO category_text SELECT ?, store_id, name || ' ' || ?, description FROM category_text WHERE category_id = ?"
    );
    const ops = (sql: string) => db.prepare(sql);
    const copyProducts =
      ops(`INSERT INTO product (id, sku, type, parent_id, url_key, price_cents, special_price_cents, final_price_cents, color, size,
      qty, visible, position, weight, created_at, dynamic_price, links_purchased_separately)
      SELECT id + @off, sku || @sfx, type, parent_id + @off, url_key || @sfx, price_cents, special_price_cents, final_price_cents, color, size,
      qty, visible, position + @off, weight, created_at, dynamic_price, links_purchased_separately FROM product WHERE id <= @max`);
    const copyProductTexts = ops(
      'INSERT INTO product_text SELECT product_id + @off, store_id, name, description, short_description FROM product_text WHERE product_id <= @max'
    );
    const copySearch = ops(`INSERT INTO product_search (rowid, name, sku, description, store_id, product_id)
      SELECT rowid + @off * 10, name, sku || @sfx, description, store_id, product_id + @off FROM product_search WHERE product_id <= @max`);
    const copyProductCategories = ops(`INSERT INTO product_category
      SELECT CASE WHEN c.level >= 3 THEN pc.category_id + @coff ELSE pc.category_id END, pc.product_id + @off, pc.position + @off
      FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id <= @max`);
    const copyMedia = ops(
      'INSERT INTO product_media (product_id, position, file, label) SELECT product_id + @off, position, file, label FROM product_media WHERE product_id <= @max'
    );
    const copyLinks = ops('INSERT INTO product_link SELECT product_id + @off, linked_id + @off, position FROM product_link WHERE product_id <= @max');
    const typeTables = TYPE_TABLES.map((table) => copyTypeTable(db, table));

    for (let copy = 1; copy < factor; copy++) {
      const coff = copy * maxCategory;
      const suffix = `-${copy + 1}`;
      const mapped = (id: number) => ((levelOf.get(id) ?? 0) >= 3 ? id + coff : id);
      for (const c of copied) {
        const segments = c.url_path.split('/');
        insertCategory.run(
          c.id + coff,
          mapped(c.parent_id),
          c.path.split('/').map(Number).map(mapped).join('/'),
          c.level,
          c.position + copy * (maxPosition + 1),
          c.include_in_menu,
          c.url_key + suffix,
          [segments[0], ...segments.slice(1).map((s) => s + suffix)].join('/'),
          c.image
        );
        copyTexts.run(c.id + coff, String(copy + 1), c.id);
      }
      const params = { off: copy * maxProduct, sfx: suffix, max: maxProduct, coff };
      copyProducts.run(params);
      copyProductTexts.run(params);
      copySearch.run(params);
      copyProductCategories.run(params);
      copyMedia.run(params);
      copyLinks.run(params);
      for (const copyTable of typeTables) copyTable(copy);
    }
    db.prepare(
      `INSERT INTO url_rewrite SELECT s.id, p.url_key || '.html', p.url_key || '.html', 'PRODUCT', p.id, 0
       FROM product p CROSS JOIN store s WHERE p.id > ? AND p.url_key IS NOT NULL`
    ).run(maxProduct);
    db.prepare(
      `INSERT INTO url_rewrite SELECT s.id, c.url_path || '.html', c.url_path || '.html', 'CATEGORY', c.id, 0
       FROM category c CROSS JOIN store s WHERE c.id > ?`
    ).run(maxCategory);
    db.prepare("INSERT INTO meta VALUES ('scale', ?)").run(String(factor));
  })();
}

/**
 * The tables of bundle, grouped and downloadable products, customizable options and tier prices: each copied with
 * its product (and the rows it points to) offset like the copy's products, so a copied bundle keeps its options.
 * `refs` names the columns holding ids of another table (`product` or one listed before).
 */
const TYPE_TABLES: readonly { table: string; ownId: boolean; refs: Record<string, string> }[] = [
  { table: 'bundle_option', ownId: true, refs: { product_id: 'product' } },
  { table: 'bundle_selection', ownId: true, refs: { option_id: 'bundle_option', product_id: 'product' } },
  { table: 'grouped_link', ownId: false, refs: { product_id: 'product', child_id: 'product' } },
  { table: 'downloadable_link', ownId: true, refs: { product_id: 'product' } },
  { table: 'downloadable_sample', ownId: true, refs: { product_id: 'product' } },
  { table: 'custom_option', ownId: true, refs: { product_id: 'product' } },
  { table: 'custom_option_value', ownId: true, refs: { option_id: 'custom_option' } },
  { table: 'tier_price', ownId: false, refs: { product_id: 'product' } }
];

/** A statement copying one type table's original rows for copy number `copy` (ids offset by copy × the table's largest id). */
function copyTypeTable(db: DB, { table, ownId, refs }: (typeof TYPE_TABLES)[number]): (copy: number) => void {
  const largestId = (name: string) => (db.prepare(`SELECT COALESCE(MAX(id), 0) AS largest FROM ${name}`).get() as { largest: number }).largest;
  const columns = (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const offsets = new Map<string, number>(Object.entries(refs).map(([column, target]) => [column, largestId(target)]));
  if (ownId) offsets.set('id', largestId(table));
  const originals = ownId ? `id <= ${largestId(table)}` : `${Object.keys(refs)[0]} <= ${largestId('product')}`;
  const values = (copy: number) => columns.map((c) => (offsets.has(c) ? `${c} + ${copy * offsets.get(c)!}` : c)).join(', ');
  return (copy) => db.exec(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values(copy)} FROM ${table} WHERE ${originals}`);
}
