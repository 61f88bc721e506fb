import type Database from 'better-sqlite3';
import { hasRichDescription, PAGES, richProductDescription, LANDING_PAGE_IDENTIFIER } from '../seed/content';
import { addProductTypeSamples } from './productTypeSamples';
import { sampleTaxSettings } from '../seed/taxSettings';

/**
 * The database's schema history. `PRAGMA user_version` records the last migration applied; at start every later one
 * runs, in order, each in its own transaction together with the version bump, so a failure leaves the database at the
 * previous version, never half-migrated. A migration never changes once released: change the schema by adding one.
 */
export interface Migration {
  version: number;
  description: string;
  up(db: Database.Database): void;
}

/**
 * Version 1: the schema as it was when migrations began. Written with IF NOT EXISTS so it also adopts a database made
 * before then (user_version 0, tables present). Money is stored in the base currency (USD).
 */
const BASELINE_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS store (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, locale TEXT NOT NULL,
  default_currency TEXT NOT NULL, allowed_currencies TEXT NOT NULL, sort_order INTEGER NOT NULL, config TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS currency_rate (code TEXT PRIMARY KEY, rate REAL NOT NULL);
CREATE TABLE IF NOT EXISTS country (id TEXT PRIMARY KEY, iso3 TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS region (id INTEGER PRIMARY KEY, country_id TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS category (
  id INTEGER PRIMARY KEY, parent_id INTEGER, path TEXT NOT NULL, level INTEGER NOT NULL, position INTEGER NOT NULL,
  include_in_menu INTEGER NOT NULL, url_key TEXT, url_path TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS category_text (
  category_id INTEGER NOT NULL, store_id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT,
  PRIMARY KEY (category_id, store_id));
CREATE TABLE IF NOT EXISTS attribute_option (
  id INTEGER PRIMARY KEY, attribute_code TEXT NOT NULL, position INTEGER NOT NULL, swatch TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS attribute_option_label (
  option_id INTEGER NOT NULL, store_id INTEGER NOT NULL, label TEXT NOT NULL, PRIMARY KEY (option_id, store_id));
CREATE TABLE IF NOT EXISTS product (
  id INTEGER PRIMARY KEY, sku TEXT NOT NULL UNIQUE, type TEXT NOT NULL, parent_id INTEGER, url_key TEXT,
  price REAL NOT NULL, special_price REAL, final_price REAL NOT NULL, color INTEGER, size INTEGER,
  qty REAL NOT NULL DEFAULT 0, visible INTEGER NOT NULL, position INTEGER NOT NULL, weight REAL NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS product_parent ON product (parent_id);
CREATE TABLE IF NOT EXISTS product_text (
  product_id INTEGER NOT NULL, store_id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  short_description TEXT NOT NULL, PRIMARY KEY (product_id, store_id));
CREATE TABLE IF NOT EXISTS product_category (
  category_id INTEGER NOT NULL, product_id INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (category_id, product_id));
CREATE INDEX IF NOT EXISTS product_category_product ON product_category (product_id);
CREATE TABLE IF NOT EXISTS product_media (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, file TEXT NOT NULL, label TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS product_media_product ON product_media (product_id);
CREATE TABLE IF NOT EXISTS product_link (product_id INTEGER NOT NULL, linked_id INTEGER NOT NULL, position INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS product_link_product ON product_link (product_id);
CREATE VIRTUAL TABLE IF NOT EXISTS product_search USING fts5(
  name, sku, description, store_id UNINDEXED, product_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
CREATE TABLE IF NOT EXISTS url_rewrite (
  store_id INTEGER NOT NULL, request_path TEXT NOT NULL, target_path TEXT NOT NULL, entity_type TEXT NOT NULL,
  entity_id INTEGER NOT NULL, redirect_type INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (store_id, request_path));
CREATE TABLE IF NOT EXISTS cms_page (
  id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_id INTEGER NOT NULL, title TEXT NOT NULL,
  content_heading TEXT NOT NULL, content TEXT NOT NULL, meta_title TEXT, meta_description TEXT, page_layout TEXT NOT NULL,
  UNIQUE (identifier, store_id));
CREATE TABLE IF NOT EXISTS cms_block (
  id INTEGER PRIMARY KEY, identifier TEXT NOT NULL, store_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  UNIQUE (identifier, store_id));
CREATE TABLE IF NOT EXISTS coupon (code TEXT PRIMARY KEY COLLATE NOCASE, label TEXT NOT NULL, percent REAL NOT NULL, active INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS customer (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, firstname TEXT NOT NULL, lastname TEXT NOT NULL,
  middlename TEXT, prefix TEXT, suffix TEXT, dob TEXT, gender INTEGER, taxvat TEXT,
  password_hash TEXT NOT NULL, store_id INTEGER NOT NULL, created_at TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0, lock_expires INTEGER);
CREATE TABLE IF NOT EXISTS customer_token (
  token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS password_reset (token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS customer_address (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, data TEXT NOT NULL,
  default_shipping INTEGER NOT NULL DEFAULT 0, default_billing INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS wishlist_item (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, product_id INTEGER NOT NULL, qty REAL NOT NULL,
  description TEXT, added_at TEXT NOT NULL, variant_id INTEGER);
CREATE TABLE IF NOT EXISTS payment_token (
  public_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, method TEXT NOT NULL, type TEXT NOT NULL, details TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS newsletter_subscriber (
  email TEXT PRIMARY KEY COLLATE NOCASE, customer_id INTEGER, store_id INTEGER NOT NULL, status TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS cart (
  id INTEGER PRIMARY KEY, masked_id TEXT NOT NULL UNIQUE, store_id INTEGER NOT NULL, customer_id INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1, email TEXT, coupon_code TEXT, shipping_address TEXT, billing_address TEXT,
  shipping_method TEXT, payment_method TEXT, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS cart_customer ON cart (customer_id, is_active);
CREATE TABLE IF NOT EXISTS cart_item (
  id INTEGER PRIMARY KEY, cart_id INTEGER NOT NULL, product_id INTEGER NOT NULL, parent_id INTEGER, qty REAL NOT NULL);
CREATE INDEX IF NOT EXISTS cart_item_cart ON cart_item (cart_id);
CREATE TABLE IF NOT EXISTS sales_order (
  id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE, cart_id INTEGER NOT NULL UNIQUE, customer_id INTEGER,
  store_id INTEGER NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL, currency TEXT NOT NULL,
  rate REAL NOT NULL, subtotal REAL NOT NULL, shipping REAL NOT NULL, discount REAL NOT NULL, grand_total REAL NOT NULL,
  coupon_code TEXT, shipping_address TEXT NOT NULL, billing_address TEXT NOT NULL, shipping_method TEXT NOT NULL,
  payment_method TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sales_order_item (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL, parent_id INTEGER, sku TEXT NOT NULL,
  name TEXT NOT NULL, qty REAL NOT NULL, price REAL NOT NULL, options TEXT NOT NULL);
`;

/** The REAL money columns of version 1, each replaced in version 2 by `<name>_cents INTEGER`. */
const MONEY_COLUMNS: [table: string, columns: { name: string; nullable?: boolean }[]][] = [
  ['product', [{ name: 'price' }, { name: 'special_price', nullable: true }, { name: 'final_price' }]],
  ['sales_order', [{ name: 'subtotal' }, { name: 'shipping' }, { name: 'discount' }, { name: 'grand_total' }]],
  ['sales_order_item', [{ name: 'price' }]]
];

const columnsOf = (db: Database.Database, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

/** The options (colour, size) a product offers, its own or its variants': what layered navigation counts. */
const OPTION_CODES = ['color', 'size'] as const;
const refreshOptions = (a: string, b: string) =>
  [
    `DELETE FROM product_option WHERE product_id IN (${a}, ${b});`,
    ...OPTION_CODES.flatMap((code) => [
      `INSERT OR IGNORE INTO product_option SELECT id, '${code}', ${code} FROM product WHERE id IN (${a}, ${b}) AND ${code} IS NOT NULL;`,
      `INSERT OR IGNORE INTO product_option SELECT parent_id, '${code}', ${code} FROM product WHERE parent_id IN (${a}, ${b}) AND ${code} IS NOT NULL;`
    ])
  ].join('\n');
const BUMP_REVISION = "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'catalog_revision';";
/** Writes that change what a listing shows or counts (not stock: orders do not touch listings). */
const REVISED_BY: [table: string, event: string][] = [
  ['product', 'INSERT'],
  ['product', 'DELETE'],
  ['product', 'UPDATE OF sku, type, parent_id, url_key, price_cents, special_price_cents, final_price_cents, color, size, visible, position'],
  ['product_text', 'INSERT'],
  ['product_text', 'DELETE'],
  ['product_text', 'UPDATE'],
  ['product_category', 'INSERT'],
  ['product_category', 'DELETE'],
  ['product_category', 'UPDATE'],
  ['category', 'INSERT'],
  ['category', 'DELETE'],
  ['category', 'UPDATE'],
  ['category_text', 'INSERT'],
  ['category_text', 'DELETE'],
  ['category_text', 'UPDATE'],
  ['attribute_option', 'UPDATE'],
  ['attribute_option_label', 'INSERT'],
  ['attribute_option_label', 'DELETE'],
  ['attribute_option_label', 'UPDATE']
];

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'baseline schema; wishlist items keep the chosen variant of a configurable product',
    up(db) {
      db.exec(BASELINE_SCHEMA);
      // A database made before wishlist items kept their variant has the table without the column.
      if (!columnsOf(db, 'wishlist_item').includes('variant_id')) db.exec('ALTER TABLE wishlist_item ADD COLUMN variant_id INTEGER');
    }
  },
  {
    version: 2,
    description: 'money as integer cents of the base currency (REAL amounts rounded to the cent)',
    up(db) {
      for (const [table, columns] of MONEY_COLUMNS) {
        for (const { name, nullable } of columns) {
          db.exec(`ALTER TABLE ${table} ADD COLUMN ${name}_cents INTEGER${nullable ? '' : ' NOT NULL DEFAULT 0'}`);
          db.exec(`UPDATE ${table} SET ${name}_cents = CAST(ROUND(${name} * 100) AS INTEGER)`);
          db.exec(`ALTER TABLE ${table} DROP COLUMN ${name}`);
        }
      }
    }
  },
  {
    version: 3,
    description: 'bundle, grouped, virtual and downloadable products, customizable options, tier prices; options of cart and order lines',
    up(db) {
      db.exec(PRODUCT_TYPES_SCHEMA);
      // A sample shop made before gets the sample products of the new types (a merchant's own catalogue is left alone).
      if (isSeeded(db)) addProductTypeSamples(db);
    }
  },
  {
    version: 4,
    description:
      'indexes for catalogue lookups (category tree, URL keys, listings in position order); product_option kept by triggers for layered navigation; a catalogue revision bumped by every listing-relevant write, a stock revision by every stock change',
    up(db) {
      db.exec(`
        CREATE INDEX category_parent ON category (parent_id, position);
        CREATE INDEX category_path ON category (path);
        CREATE INDEX category_url_key ON category (url_key);
        CREATE INDEX category_url_path ON category (url_path);
        CREATE INDEX product_url_key ON product (url_key);
        CREATE INDEX product_listing ON product (visible, position);
        CREATE INDEX product_category_position ON product_category (category_id, position, product_id);
        CREATE TABLE product_option (
          product_id INTEGER NOT NULL, code TEXT NOT NULL, option_id INTEGER NOT NULL, PRIMARY KEY (product_id, code, option_id)) WITHOUT ROWID;
        ${OPTION_CODES.map(
          (code) => `INSERT OR IGNORE INTO product_option SELECT id, '${code}', ${code} FROM product WHERE ${code} IS NOT NULL;
        INSERT OR IGNORE INTO product_option SELECT parent_id, '${code}', ${code} FROM product WHERE parent_id IS NOT NULL AND ${code} IS NOT NULL;`
        ).join('\n')}
        CREATE TRIGGER product_option_insert AFTER INSERT ON product BEGIN ${refreshOptions('NEW.id', 'NEW.parent_id')} END;
        CREATE TRIGGER product_option_delete AFTER DELETE ON product BEGIN ${refreshOptions('OLD.id', 'OLD.parent_id')} END;
        CREATE TRIGGER product_option_update AFTER UPDATE OF parent_id, color, size ON product BEGIN
          ${refreshOptions('OLD.id', 'OLD.parent_id')} ${refreshOptions('NEW.id', 'NEW.parent_id')} END;
        INSERT OR IGNORE INTO meta VALUES ('catalog_revision', '0');
        INSERT OR IGNORE INTO meta VALUES ('stock_revision', '0');
        CREATE TRIGGER stock_revision AFTER UPDATE OF qty ON product BEGIN
          UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'stock_revision'; END;
        ${REVISED_BY.map(([table, event], i) => `CREATE TRIGGER catalog_revision_${i} AFTER ${event} ON ${table} BEGIN ${BUMP_REVISION} END;`).join('\n')}
      `);
    }
  },
  {
    version: 5,
    description: "orders keep their taxes and each discount and tax with its label (cart price rules' and tax rates' labels)",
    up(db) {
      db.exec('ALTER TABLE sales_order ADD COLUMN tax_cents INTEGER NOT NULL DEFAULT 0');
      // JSON {discounts: [{label, coupon?, cents}], taxes: [{label, percent, cents}]} in base cents; null before version 5.
      db.exec('ALTER TABLE sales_order ADD COLUMN adjustments TEXT');
    }
  },
  {
    version: 6,
    description: 'sample CMS pages and rich product descriptions in Page Builder markup; the spring lookbook landing page',
    up(db) {
      // Only a seeded sample shop's content, and only what is not Page Builder markup yet (a merchant's own pages stay).
      if (!isSeeded(db)) return;
      const stores = db.prepare('SELECT id FROM store ORDER BY id').all() as { id: number }[];
      const setPage = db.prepare("UPDATE cms_page SET content = ? WHERE identifier = ? AND store_id = ? AND content NOT LIKE '%data-pb-style%'");
      const hasPage = db.prepare('SELECT 1 FROM cms_page WHERE identifier = ? AND store_id = ?');
      const addPage = db.prepare(
        'INSERT INTO cms_page (identifier, store_id, title, content_heading, content, meta_title, meta_description, page_layout) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
      );
      const addRewrite = db.prepare("INSERT OR IGNORE INTO url_rewrite VALUES (?, ?, ?, 'CMS_PAGE', ?, 0)");
      for (const { id: storeId } of stores) {
        const k = storeId === 2 ? 1 : 0;
        for (const page of PAGES) {
          if (page.identifier === LANDING_PAGE_IDENTIFIER) {
            if (hasPage.get(page.identifier, storeId)) continue;
            const { lastInsertRowid } = addPage.run(
              page.identifier,
              storeId,
              page.title[k],
              page.heading[k],
              page.content[k],
              page.title[k],
              page.metaDescription?.[k] ?? null,
              page.layout
            );
            addRewrite.run(storeId, page.identifier, page.identifier, Number(lastInsertRowid));
          } else if (['home', 'about-us', 'customer-service'].includes(page.identifier)) {
            setPage.run(page.content[k], page.identifier, storeId);
          }
        }
      }
      const texts = db
        .prepare(
          "SELECT t.product_id, t.store_id, t.name, t.description, p.sku, p.parent_id FROM product_text t JOIN product p ON p.id = t.product_id WHERE t.description NOT LIKE '%data-content-type%'"
        )
        .all() as { product_id: number; store_id: number; name: string; description: string; sku: string; parent_id: number | null }[];
      const setDescription = db.prepare('UPDATE product_text SET description = ? WHERE product_id = ? AND store_id = ?');
      for (const text of texts) {
        if (!hasRichDescription({ sku: text.sku, parentId: text.parent_id })) continue;
        setDescription.run(richProductDescription(text.store_id === 2 ? 1 : 0, text.name, text.description), text.product_id, text.store_id);
      }
    }
  },
  {
    version: 7,
    description: "a purchase order's number kept on the cart and the order; the sample shop's tax display settings and French VAT",
    up(db) {
      db.exec('ALTER TABLE cart ADD COLUMN po_number TEXT');
      db.exec('ALTER TABLE sales_order ADD COLUMN po_number TEXT');
      if (!isSeeded(db)) return;
      // The sample store views get the tax settings they are seeded with now, over what they had (a merchant's own
      // database is left alone).
      const stores = db.prepare('SELECT id, code, config FROM store').all() as { id: number; code: string; config: string }[];
      const setConfig = db.prepare('UPDATE store SET config = ? WHERE id = ?');
      for (const store of stores) {
        if (store.code !== 'default' && store.code !== 'fr') continue;
        setConfig.run(JSON.stringify({ ...JSON.parse(store.config), ...sampleTaxSettings(store.code === 'fr') }), store.id);
      }
    }
  },
  {
    version: 8,
    description: 'the abuse budgets and password-failure counters, shared by every process on the database (db/budgets.ts)',
    up(db) {
      // One row per budget and key (a client, an account); `until` is a lock's end or an account's next turn, and the
      // row means nothing once `expires_at` has passed: expired rows are pruned, and each budget keeps a bounded number.
      db.exec(`
        CREATE TABLE budget_counter (
          budget TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, since INTEGER NOT NULL, until INTEGER NOT NULL DEFAULT 0,
          expires_at INTEGER NOT NULL, PRIMARY KEY (budget, key)) WITHOUT ROWID;
        CREATE INDEX budget_counter_expiry ON budget_counter (budget, expires_at);`);
    }
  }
];

/**
 * Version 3: every Magento product type. Texts of options, links and samples are JSON objects of labels per store id
 * ({"1": "Engraving", "2": "Gravure"}); money in base-currency cents; price types FIXED or PERCENT (of the product's price).
 */
const PRODUCT_TYPES_SCHEMA = `
ALTER TABLE product ADD COLUMN dynamic_price INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product ADD COLUMN links_purchased_separately INTEGER NOT NULL DEFAULT 0;
CREATE TABLE bundle_option (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, required INTEGER NOT NULL,
  type TEXT NOT NULL, title TEXT NOT NULL);
CREATE INDEX bundle_option_product ON bundle_option (product_id);
CREATE TABLE bundle_selection (
  id INTEGER PRIMARY KEY, option_id INTEGER NOT NULL, product_id INTEGER NOT NULL, position INTEGER NOT NULL,
  is_default INTEGER NOT NULL, qty REAL NOT NULL, can_change_qty INTEGER NOT NULL, price_cents INTEGER NOT NULL DEFAULT 0,
  price_type TEXT NOT NULL DEFAULT 'FIXED');
CREATE INDEX bundle_selection_option ON bundle_selection (option_id);
CREATE TABLE grouped_link (product_id INTEGER NOT NULL, child_id INTEGER NOT NULL, position INTEGER NOT NULL, qty REAL NOT NULL,
  PRIMARY KEY (product_id, child_id));
CREATE TABLE downloadable_link (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL, price_cents INTEGER NOT NULL,
  file TEXT NOT NULL, sample_file TEXT, number_of_downloads INTEGER NOT NULL DEFAULT 0);
CREATE INDEX downloadable_link_product ON downloadable_link (product_id);
CREATE TABLE downloadable_sample (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL, file TEXT NOT NULL);
CREATE INDEX downloadable_sample_product ON downloadable_sample (product_id);
CREATE TABLE custom_option (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, position INTEGER NOT NULL, type TEXT NOT NULL, required INTEGER NOT NULL,
  title TEXT NOT NULL, price_cents INTEGER NOT NULL DEFAULT 0, price_type TEXT NOT NULL DEFAULT 'FIXED', max_characters INTEGER, sku TEXT);
CREATE INDEX custom_option_product ON custom_option (product_id);
CREATE TABLE custom_option_value (
  id INTEGER PRIMARY KEY, option_id INTEGER NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL,
  price_cents INTEGER NOT NULL, price_type TEXT NOT NULL, sku TEXT);
CREATE INDEX custom_option_value_option ON custom_option_value (option_id);
CREATE TABLE tier_price (product_id INTEGER NOT NULL, qty REAL NOT NULL, price_cents INTEGER NOT NULL, PRIMARY KEY (product_id, qty));
ALTER TABLE cart_item ADD COLUMN options TEXT;
ALTER TABLE sales_order ADD COLUMN is_virtual INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sales_order_item ADD COLUMN product_type TEXT;
ALTER TABLE sales_order_item ADD COLUMN chosen TEXT;
`;

/** Whether the database holds the seeded sample shop (migrations that move sample data only touch that). */
export const isSeeded = (db: Database.Database) => !!db.prepare("SELECT 1 FROM meta WHERE key = 'seeded'").get();

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export class SchemaTooNewError extends Error {}

export const schemaVersionOf = (db: Database.Database) => db.pragma('user_version', { simple: true }) as number;

/**
 * Brings the database up to `target` (default: the latest version). A database written by a newer storefront is
 * refused, not touched: this code would misread its tables.
 */
export function migrate(db: Database.Database, file: string, options: { target?: number; migrations?: readonly Migration[] } = {}): void {
  const migrations = options.migrations ?? MIGRATIONS;
  const latest = migrations[migrations.length - 1].version;
  const target = options.target ?? latest;
  const current = schemaVersionOf(db);
  if (current > latest) {
    throw new SchemaTooNewError(
      `The database ${file} has schema version ${current}, but this storefront only knows versions up to ${latest}: ` +
        'it was written by a newer storefront. Run that version (or restore a backup made with this one); not starting, so the data is left as it is.'
    );
  }
  for (const migration of migrations) {
    if (migration.version <= current || migration.version > target) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}
