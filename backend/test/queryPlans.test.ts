import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { databaseFileOf } from '../db';
import { testApp, gql } from './helpers';

/**
 * The hot queries of a page request must not read the whole catalogue: every statement the backend runs for a listing,
 * its filters, a search, the menu, the drawer, a route and a product page is recorded with its parameters, and its
 * plan (EXPLAIN QUERY PLAN) may not scan `product`, `category` or their link tables from end to end. Each index of
 * migration 4 is checked by the lookup it exists for.
 */
interface Executed {
  source: string;
  args: unknown[];
}

let app: FastifyInstance;
let dataDir: string;
let planner: Database.Database;
const executed: Executed[] = [];
let recording = false;
const statementProto = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as Record<string, unknown>;
const originals = new Map<string, unknown>();

beforeAll(async () => {
  for (const method of ['all', 'get', 'iterate', 'run']) {
    const original = statementProto[method] as (...args: unknown[]) => unknown;
    originals.set(method, original);
    statementProto[method] = function (this: { source: string }, ...args: unknown[]) {
      if (recording) executed.push({ source: this.source, args });
      return original.apply(this, args);
    };
  }
  ({ app, dataDir } = await testApp());
  planner = new Database(databaseFileOf(dataDir), { readonly: true });
});
afterAll(async () => {
  for (const [method, original] of originals) statementProto[method] = original;
  planner.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const plan = (source: string, args: unknown[] = []) =>
  (planner.prepare(`EXPLAIN QUERY PLAN ${source}`).all(...args) as { detail: string }[]).map((row) => row.detail);

/** A step that reads a catalogue table whole: SCAN of the table itself or of one of its indexes (not a SEARCH). */
const FULL_SCAN = /^SCAN (product|category|product_category|product_text|category_text|product_option|url_rewrite|p|c|pc|t|v)\b/;

const ITEMS = 'items { uid sku name url_key stock_status small_image { url } price_range { minimum_price { final_price { value currency } } } }';
const WOMEN = 'Mw==';
const PAGE_REQUESTS: [name: string, query: string][] = [
  ['category listing', `{ products(filter: { category_uid: { eq: "${WOMEN}" } }, pageSize: 12, currentPage: 1) { total_count ${ITEMS} } }`],
  [
    'listing with a filter and a sort',
    `{ products(filter: { category_uid: { eq: "${WOMEN}" }, color: { in: ["52"] }, price: { from: "10", to: "500" } }, sort: { price: DESC }, pageSize: 12, currentPage: 2) { total_count ${ITEMS} } }`
  ],
  [
    'layered navigation',
    `{ products(filter: { category_uid: { eq: "${WOMEN}" } }, pageSize: 12) { aggregations { attribute_code options { value count } } } }`
  ],
  ['search', `{ products(search: "linen dress", pageSize: 12) { total_count ${ITEMS} aggregations { attribute_code options { count } } } }`],
  ['mega menu', '{ categoryList { uid children { uid name url_path children { uid name children { uid name children { uid } } } } } }'],
  ['drawer', `{ categories(filters: { category_uid: { eq: "${WOMEN}" } }) { items { uid children_count children { uid children_count } } } }`],
  ['route of a category', '{ route(url: "women/tops.html") { type relative_url ... on CategoryInterface { uid breadcrumbs { category_uid } } } }'],
  [
    'product page',
    `{ products(filter: { url_key: { eq: "augusta-classic-dress-dresses-1" } }) { items { uid sku name categories { uid breadcrumbs { category_uid } } media_gallery { url } related_products { uid } ... on ConfigurableProduct { configurable_options { values { label } } variants { product { sku } } } } } }`
  ]
];

describe('query plans of a page request', () => {
  it.each(PAGE_REQUESTS)('%s reads no catalogue table whole', async (_name, query) => {
    executed.length = 0;
    recording = true;
    const answer = await gql(app, query, { method: 'POST' });
    recording = false;
    expect(answer.body.errors).toBeUndefined();
    expect(executed.length).toBeGreaterThan(0);
    const scans = executed.flatMap(({ source, args }) =>
      plan(source, args)
        .filter((step) => FULL_SCAN.test(step))
        .map((step) => `${step}  ←  ${source.replace(/\s+/g, ' ').slice(0, 160)}`)
    );
    expect(scans).toEqual([]);
  });

  it.each([
    ['url_key', `{ products(filter: { url_key: { eq: "augusta-coastal-sweater-sweaters-21" } }) { total_count items { sku } } }`, 'product_url_key'],
    ['sku', '{ products(filter: { sku: { eq: "SWE-0022" } }) { total_count items { sku } } }', 'sqlite_autoindex_product_1 (sku=?)']
  ])('finds a product by %s through its index, not by walking the listing', async (column, query, index) => {
    executed.length = 0;
    recording = true;
    const answer = await gql(app, query, { method: 'POST' });
    recording = false;
    expect(answer.body.errors).toBeUndefined();
    const lookups = executed.filter(({ source }) => source.includes(`p.${column} IN`));
    expect(lookups.length).toBeGreaterThan(0);
    for (const { source, args } of lookups) {
      const steps = plan(source, args).join('\n');
      expect(steps).toContain(index);
      expect(steps).not.toContain('product_listing');
    }
  });

  it('counts the drawer’s children’s descendants with one statement for the level, not one per child', async () => {
    executed.length = 0;
    recording = true;
    const answer = await gql(app, PAGE_REQUESTS[5][1], { method: 'POST' });
    recording = false;
    const children = (answer.body.data as { categories: { items: { children: { uid: string; children_count: string }[] }[] } }).categories.items[0]
      .children;
    expect(children.length).toBeGreaterThan(1);
    const counts = executed.filter(({ source }) => /COUNT\(\*\)/.test(source) && /path > /.test(source));
    // Women's own count, then one for all its children.
    expect(counts.length).toBe(2);
    // Each child's count is its own: every category below it.
    for (const child of children) {
      const id = Number(Buffer.from(child.uid, 'base64').toString());
      const { path } = planner.prepare('SELECT path FROM category WHERE id = ?').get(id) as { path: string };
      const expected = (planner.prepare("SELECT COUNT(*) AS n FROM category WHERE path LIKE ? || '/%'").get(path) as { n: number }).n;
      expect(child.children_count).toBe(String(expected));
    }
  });

  it('pages `categories` in SQL: one page of rows read with their texts, the others only counted', async () => {
    const page = (size: number, current: number) =>
      `{ categories(filters: { parent_category_uid: { in: ["${WOMEN}"] } }, pageSize: ${size}, currentPage: ${current}) { total_count items { uid } page_info { total_pages } } }`;
    type Answer = { categories: { total_count: number; items: { uid: string }[]; page_info: { total_pages: number } } };
    const all = (await gql(app, page(100, 1), { method: 'POST' })).body.data as Answer;
    expect(all.categories.items.length).toBeGreaterThan(2);
    executed.length = 0;
    recording = true;
    const second = (await gql(app, page(1, 2), { method: 'POST' })).body.data as Answer;
    recording = false;
    expect(second.categories.items).toEqual(all.categories.items.slice(1, 2));
    expect(second.categories.total_count).toBe(all.categories.total_count);
    expect(second.categories.page_info.total_pages).toBe(all.categories.total_count);
    const reads = executed.filter(({ source }) => /^SELECT c\.\*/.test(source));
    expect(reads.map(({ source }) => source)).toEqual([expect.stringMatching(/LIMIT \? OFFSET \?$/)]);
    expect(reads[0].args.slice(-2)).toEqual([1, 1]);
  });

  it('reads each category once per request, however many products and breadcrumbs name it', async () => {
    executed.length = 0;
    recording = true;
    const answer = await gql(app, PAGE_REQUESTS[7][1], { method: 'POST' });
    recording = false;
    expect(answer.body.errors).toBeUndefined();
    const ids = executed.filter(({ source }) => /WHERE c\.id = \?$/.test(source)).map(({ args }) => args[1]);
    // The product's categories and, in their breadcrumbs, their ancestors (Women among them, more than once).
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for the mega menu tree one level at a time, not one category at a time', async () => {
    executed.length = 0;
    recording = true;
    await gql(app, PAGE_REQUESTS[4][1], { method: 'POST' });
    recording = false;
    const categoryQueries = executed.filter(({ source }) => /FROM category c/.test(source));
    // The root, then one query for each of the four levels below it.
    expect(categoryQueries.length).toBeLessThanOrEqual(5);
  });
});

describe('the indexes of migration 4', () => {
  it.each([
    ['category_parent', 'SELECT id FROM category WHERE parent_id = ? ORDER BY position', [3]],
    ['category_path', "SELECT COUNT(*) FROM category WHERE path > ? || '/' AND path < ? || '0'", ['1/2/3', '1/2/3']],
    ['category_url_key', 'SELECT id FROM category WHERE url_key = ?', ['tops']],
    ['category_url_path', 'SELECT id FROM category WHERE url_path = ?', ['women/tops']],
    ['product_url_key', 'SELECT id FROM product WHERE url_key = ?', ['augusta-classic-dress-dresses-1']],
    ['product_listing', 'SELECT id FROM product WHERE visible = 1 ORDER BY position LIMIT 100 OFFSET 0', []],
    ['product_category_position', 'SELECT product_id FROM product_category WHERE category_id = ? ORDER BY position LIMIT 12', [3]],
    ['PRIMARY KEY (product_id=? AND code=?)', "SELECT option_id FROM product_option WHERE product_id = ? AND code = 'color'", [1]]
  ])('%s serves its lookup', (index, source, args) => {
    expect(plan(source, args).join('\n')).toContain(index);
  });

  it('product_option follows the products: a variant added, changed or removed changes its parent’s options', () => {
    const db = new Database(databaseFileOf(dataDir));
    try {
      const optionsOf = (id: number) =>
        (
          db.prepare("SELECT option_id FROM product_option WHERE product_id = ? AND code = 'color' ORDER BY option_id").all(id) as {
            option_id: number;
          }[]
        ).map((r) => r.option_id);
      const parent = db.prepare("SELECT id FROM product WHERE type = 'configurable' LIMIT 1").get() as { id: number };
      const before = optionsOf(parent.id);
      const unused = [50, 51, 52, 53, 54, 55, 56, 57].find((o) => !before.includes(o))!;
      const revision = () => Number((db.prepare("SELECT value FROM meta WHERE key = 'catalog_revision'").get() as { value: string }).value);
      const revised = revision();
      db.prepare(
        `INSERT INTO product (id, sku, type, parent_id, url_key, price_cents, special_price_cents, final_price_cents, color, size, qty, visible, position, weight, created_at)
         VALUES (999999, 'TEST-VARIANT', 'simple', ?, NULL, 100, NULL, 100, ?, 70, 1, 0, 0, 1, '2026-01-01 00:00:00')`
      ).run(parent.id, unused);
      expect(optionsOf(parent.id)).toContain(unused);
      expect(revision()).toBeGreaterThan(revised);
      db.prepare('UPDATE product SET color = ? WHERE id = 999999').run(before[0]);
      expect(optionsOf(parent.id)).toEqual(before);
      db.prepare('UPDATE product SET color = ? WHERE id = 999999').run(unused);
      db.prepare('DELETE FROM product WHERE id = 999999').run();
      expect(optionsOf(parent.id)).toEqual(before);
      // Stock is not a listing's business: an order's stock change leaves the revision (and the counts kept) alone.
      const kept = revision();
      db.prepare('UPDATE product SET qty = qty - 1 WHERE id = ?').run(parent.id + 1);
      expect(revision()).toBe(kept);
    } finally {
      db.close();
    }
  });

  it('a stock change written by another process (another worker) reaches the cached answers of this one', async () => {
    const query = '{ products(filter: { sku: { eq: "BAG-0091" } }) { items { sku stock_status } } }';
    const stock = async () => (await gql(app, query)).body.data.products.items[0]?.stock_status;
    expect(await stock()).toBe('IN_STOCK');
    expect(await stock()).toBe('IN_STOCK');
    const db = new Database(databaseFileOf(dataDir));
    try {
      db.prepare("UPDATE product SET qty = 0 WHERE sku = 'BAG-0091'").run();
      expect(await stock()).toBe('OUT_OF_STOCK');
    } finally {
      db.close();
    }
  });
});
