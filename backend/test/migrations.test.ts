import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, durableTransaction } from '../db';
import { buildProducts } from '../seed/catalog';
import { PAGES } from '../seed/content';
import { migrate, schemaVersionOf, LATEST_VERSION, MIGRATIONS, SchemaTooNewError, type Migration } from '../db/migrations';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  file = path.join(dir, 'storefront.sqlite');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const columns = (db: Database.Database, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
const SHOPPER_TABLES = [
  'customer',
  'customer_address',
  'cart',
  'cart_item',
  'sales_order',
  'sales_order_item',
  'wishlist_item',
  'newsletter_subscriber'
];
const snapshot = (db: Database.Database) => Object.fromEntries(SHOPPER_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()]));

/** The rows of `table` after a migration, with only the columns it had before (later versions add some, e.g. cart line options). */
const columnsAsBefore = (after: Record<string, unknown[]>, before: Record<string, unknown[]>, table: string) => {
  const keys = Object.keys((before[table][0] ?? {}) as object);
  return (after[table] as Record<string, unknown>[]).map((row) => Object.fromEntries(keys.map((k) => [k, row[k]])));
};

/** Customers and carts, in tables every version has the same. */
function insertCustomersAndCarts(db: Database.Database) {
  db.exec(`
    INSERT INTO customer (id, email, firstname, lastname, password_hash, store_id, created_at) VALUES (1, 'ann@example.com', 'Ann', 'Lee', 'scrypt$s$h', 1, '2026-01-01 00:00:00');
    INSERT INTO customer_address (id, customer_id, data, default_shipping, default_billing) VALUES (1, 1, '{"firstname":"Ann","lastname":"Lee","street":["1 Main St"],"city":"Austin","country_code":"US","telephone":"5550100"}', 1, 1);
    INSERT INTO cart (id, masked_id, store_id, customer_id, is_active, email, updated_at) VALUES (1, 'guestcart', 2, NULL, 1, 'g@example.com', 1767225600000);
    INSERT INTO cart (id, masked_id, store_id, customer_id, is_active, updated_at) VALUES (2, 'anncart', 1, 1, 0, 1767225600000);
    INSERT INTO cart_item (id, cart_id, product_id, parent_id, qty) VALUES (1, 1, 17, 16, 2), (2, 2, 40, NULL, 1);
    INSERT INTO newsletter_subscriber (email, customer_id, store_id, status) VALUES ('ann@example.com', 1, 1, 'SUBSCRIBED');`);
}

/** A shop's customers, carts and orders as a storefront of schema version 1 wrote them (money as REAL base-currency amounts). */
function insertVersion1Data(db: Database.Database) {
  insertCustomersAndCarts(db);
  db.exec(`
    INSERT INTO sales_order (id, increment_id, cart_id, customer_id, store_id, email, status, created_at, currency, rate, subtotal, shipping, discount,
      grand_total, coupon_code, shipping_address, billing_address, shipping_method, payment_method)
      VALUES (1, '000000001', 2, 1, 1, 'ann@example.com', 'pending', '2026-01-02 00:00:00', 'USD', 1, 45.99, 5, 4.6, 46.39, 'WELCOME10', '{}', '{}', 'flatrate|flatrate', 'checkmo');
    INSERT INTO sales_order_item (id, order_id, product_id, parent_id, sku, name, qty, price, options) VALUES (1, 1, 40, NULL, 'MUG-1', 'Mug', 1, 45.99, '[]');`);
}

/** The rows of version 1 that version 2 changes: money columns, REAL amounts of the base currency. */
const ORDER_TABLES = ['sales_order', 'sales_order_item'];
const UNCHANGED_BY_MONEY = SHOPPER_TABLES.filter((t) => !ORDER_TABLES.includes(t));

function insertVersion1Products(db: Database.Database) {
  db.exec(`INSERT INTO product (id, sku, type, url_key, price, special_price, final_price, qty, visible, position, created_at) VALUES
    (40, 'MUG-1', 'simple', 'mug', 45.99, NULL, 45.99, 10, 1, 1, '2026-01-01'), (41, 'VASE-1', 'simple', 'vase', 87.83, 19.99, 19.99, 3, 1, 2, '2026-01-01')`);
}

/** The sample shop as version 2 seeded it: the generated catalogue and the home page, and the seeded mark. */
function seedVersion2SampleShop(db: Database.Database) {
  db.exec('BEGIN');
  const product =
    db.prepare(`INSERT INTO product (id, sku, type, url_key, price_cents, special_price_cents, final_price_cents, qty, visible, position,
    created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  buildProducts().forEach((p, i) =>
    product.run(
      p.id,
      p.sku,
      p.type,
      p.urlKey,
      Math.round(p.price * 100),
      null,
      Math.round((p.specialPrice ?? p.price) * 100),
      p.qty,
      p.visible ? 1 : 0,
      i,
      p.createdAt
    )
  );
  const page = db.prepare(
    "INSERT INTO cms_page (identifier, store_id, title, content_heading, content, page_layout) VALUES ('home', ?, 'Home', '', ?, '1column')"
  );
  PAGES[0].content.forEach((content, i) => page.run(i + 1, content));
  db.exec("INSERT INTO meta VALUES ('seeded', '2026-05-22'); COMMIT");
}

describe('schema migrations', () => {
  it('upgrade a database of the previous version (1): carts, customers and orders kept, money in integer cents', () => {
    const old = new Database(file);
    migrate(old, file, { target: 1 });
    expect(schemaVersionOf(old)).toBe(1);
    insertVersion1Data(old);
    insertVersion1Products(old);
    old.exec("INSERT INTO wishlist_item (id, customer_id, product_id, variant_id, qty, added_at) VALUES (1, 1, 41, NULL, 1, '2026-01-01 00:00:00')");
    const before = snapshot(old);
    old.close();

    const db = openDatabase(file);
    expect(schemaVersionOf(db)).toBe(LATEST_VERSION);
    const after = snapshot(db);
    for (const table of UNCHANGED_BY_MONEY) expect({ table, rows: columnsAsBefore(after, before, table) }).toEqual({ table, rows: before[table] });
    const { subtotal, shipping, discount, grand_total, ...order } = before.sales_order[0] as Record<string, unknown>;
    expect([subtotal, shipping, discount, grand_total]).toEqual([45.99, 5, 4.6, 46.39]);
    // Later versions: not virtual; no tax and no labelled adjustments recorded (the order resolver falls back to the coupon's discount).
    expect(after.sales_order).toEqual([
      {
        ...order,
        subtotal_cents: 4599,
        shipping_cents: 500,
        discount_cents: 460,
        grand_total_cents: 4639,
        is_virtual: 0,
        tax_cents: 0,
        adjustments: null,
        po_number: null
      }
    ]);
    const { price, ...item } = before.sales_order_item[0] as Record<string, unknown>;
    expect(price).toBe(45.99);
    expect(after.sales_order_item).toEqual([{ ...item, price_cents: 4599, product_type: null, chosen: null }]);
    expect(db.prepare('SELECT sku, price_cents, special_price_cents, final_price_cents FROM product ORDER BY id').all()).toEqual([
      { sku: 'MUG-1', price_cents: 4599, special_price_cents: null, final_price_cents: 4599 },
      { sku: 'VASE-1', price_cents: 8783, special_price_cents: 1999, final_price_cents: 1999 }
    ]);
    for (const [table, gone] of [
      ['product', ['price', 'special_price', 'final_price']],
      ['sales_order', ['subtotal', 'shipping', 'discount', 'grand_total']],
      ['sales_order_item', ['price']]
    ] as const) {
      expect(columns(db, table)).toEqual(expect.not.arrayContaining([...gone]));
    }
    db.close();
  });

  it('upgrade a database made before migrations began (version 0) and keep its customers, carts and orders', () => {
    // Version 0: the tables of version 1, with the wishlist as it was before it kept the chosen variant.
    const old = new Database(file);
    migrate(old, file, { target: 1 });
    old.exec('ALTER TABLE wishlist_item DROP COLUMN variant_id; PRAGMA user_version = 0');
    insertVersion1Data(old);
    old.exec("INSERT INTO wishlist_item (id, customer_id, product_id, qty, description, added_at) VALUES (1, 1, 5, 1, NULL, '2026-01-01 00:00:00')");
    const before = snapshot(old);
    old.close();

    const db = openDatabase(file);
    expect(schemaVersionOf(db)).toBe(LATEST_VERSION);
    expect(columns(db, 'wishlist_item')).toContain('variant_id');
    const after = snapshot(db);
    expect(after.wishlist_item).toEqual([{ ...(before.wishlist_item[0] as object), variant_id: null }]);
    for (const table of UNCHANGED_BY_MONEY.filter((t) => t !== 'wishlist_item'))
      expect({ table, rows: columnsAsBefore(after, before, table) }).toEqual({ table, rows: before[table] });
    expect(db.prepare('SELECT increment_id, grand_total_cents FROM sales_order').all()).toEqual([
      { increment_id: '000000001', grand_total_cents: 4639 }
    ]);
    db.close();
  });

  it('upgrade a sample shop of version 2: its carts and orders kept, the other product types and their home strip added', () => {
    const old = new Database(file);
    migrate(old, file, { target: 2 });
    seedVersion2SampleShop(old);
    insertCustomersAndCarts(old);
    const before = snapshot(old);
    const products = (old.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n;
    old.close();

    const db = openDatabase(file);
    expect(schemaVersionOf(db)).toBe(LATEST_VERSION);
    const after = snapshot(db);
    // Cart lines gain an empty `options`; everything else as it was.
    expect(after.cart_item).toEqual((before.cart_item as object[]).map((row) => ({ ...row, options: null })));
    for (const table of SHOPPER_TABLES.filter((t) => !['cart_item', 'sales_order', 'sales_order_item'].includes(t)))
      expect({ table, rows: columnsAsBefore(after, before, table) }).toEqual({ table, rows: before[table] });
    expect(db.prepare('SELECT type, COUNT(*) AS n FROM product WHERE id > ? GROUP BY type ORDER BY type').all(products)).toEqual([
      { type: 'bundle', n: 2 },
      { type: 'downloadable', n: 2 },
      { type: 'grouped', n: 2 },
      { type: 'simple', n: 2 },
      { type: 'virtual', n: 2 }
    ]);
    const home = db.prepare("SELECT store_id, content FROM cms_page WHERE identifier = 'home' ORDER BY store_id").all() as { content: string }[];
    expect(home.map((p) => p.content.includes('BUNDLE-TEA-SET'))).toEqual([true, true]);
    db.close();
  });

  it('leaves a shop that is not the sample shop without sample products', () => {
    const old = new Database(file);
    migrate(old, file, { target: 2 });
    old.close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT COUNT(*) AS n FROM product').get()).toEqual({ n: 0 });
    db.close();
  });

  it("moves a sample shop of version 2 to Page Builder content (6): its pages and rich descriptions, a merchant's own page kept, the landing page added", () => {
    const old = new Database(file);
    // Up to the version before, then marked as the seeded sample shop (whose content alone version 6 moves).
    migrate(old, file, { target: 5 });
    old.exec(`
      INSERT INTO meta VALUES ('seeded', '1');
      INSERT INTO store (id, code, name, locale, default_currency, allowed_currencies, sort_order, config) VALUES
        (1, 'default', 'Default', 'en_US', 'USD', 'USD', 0, '{}'), (2, 'fr', 'French', 'fr_FR', 'EUR', 'EUR', 1, '{}');
      INSERT INTO cms_page (id, identifier, store_id, title, content_heading, content, page_layout) VALUES
        (1, 'home', 1, 'Home Page', '', '<div class="home-banner" data-content-type="slider"></div>', '1column'),
        (101, 'home', 2, 'Accueil', '', '<p>Bienvenue</p>', '1column'),
        (2, 'about-us', 1, 'About Us', 'About Us', '<p>We are a small studio.</p>', '1column'),
        (7, 'our-brand', 1, 'Our brand', '', '<p>Written by the merchant.</p>', '1column');
      INSERT INTO product (id, sku, type, url_key, price_cents, final_price_cents, qty, visible, position, created_at) VALUES
        (1, 'DRE-0001', 'simple', 'a', 100, 100, 1, 1, 1, '2026-01-01'), (2, 'DRE-0002', 'simple', 'b', 100, 100, 1, 1, 2, '2026-01-01');
      INSERT INTO product_text VALUES
        (1, 1, 'Plain dress', '<p>Plain.</p>', 'Plain.'), (2, 1, 'Rich dress', '<p>Made to last.</p><ul><li>Designed in our studio</li></ul>', 'Made to last.');`);
    old.close();

    const db = openDatabase(file);
    const content = (identifier: string, store: number) =>
      (db.prepare('SELECT content FROM cms_page WHERE identifier = ? AND store_id = ?').get(identifier, store) as { content: string } | undefined)
        ?.content;
    expect(content('home', 1)).toMatch(/^<style>#html-body \[data-pb-style=[A-Z][A-Z0-9]{6}\]/);
    expect(content('home', 2)).toContain('Nos rayons');
    expect(content('about-us', 1)).toContain('data-content-type="map"');
    expect(content('our-brand', 1)).toBe('<p>Written by the merchant.</p>');
    expect(content('spring-lookbook', 2)).toContain('data-content-type="banner"');
    expect(db.prepare("SELECT entity_type FROM url_rewrite WHERE store_id = 1 AND request_path = 'spring-lookbook'").get()).toEqual({
      entity_type: 'CMS_PAGE'
    });
    const description = (id: number) =>
      (db.prepare('SELECT description FROM product_text WHERE product_id = ?').get(id) as { description: string }).description;
    expect(description(1)).toBe('<p>Plain.</p>');
    expect(description(2)).toContain('data-content-type="tabs"');
    expect(description(2)).toContain('<li>Designed in our studio</li>');
    db.close();
  });

  it("gives a sample shop of version 6 its tax settings (7), keeping the rest of each store view's config, and keeps purchase order numbers", () => {
    const old = new Database(file);
    migrate(old, file, { target: 6 });
    old.exec(`
      INSERT INTO meta VALUES ('seeded', '1');
      INSERT INTO store (id, code, name, locale, default_currency, allowed_currencies, sort_order, config) VALUES
        (1, 'default', 'Default', 'en_US', 'USD', 'USD', 0, '{"default_title":"Sample Shop"}'),
        (2, 'fr', 'French', 'fr_FR', 'EUR', 'EUR', 1, '{"default_title":"Boutique exemple"}'),
        (3, 'b2b', 'Merchant view', 'en_US', 'USD', 'USD', 2, '{"default_title":"Mine"}');`);
    old.close();

    const db = openDatabase(file);
    const config = (code: string) => JSON.parse((db.prepare('SELECT config FROM store WHERE code = ?').get(code) as { config: string }).config);
    expect(config('fr')).toMatchObject({
      default_title: 'Boutique exemple',
      tax_price_includes_tax: true,
      tax_default_country: 'FR',
      shopping_cart_display_subtotal: 2,
      tax_rates: expect.arrayContaining([{ label: 'TVA (20 %)', country: 'FR', percent: 20 }])
    });
    expect(config('default')).toMatchObject({ default_title: 'Sample Shop', shopping_cart_display_full_summary: true });
    expect(config('default').tax_price_includes_tax).toBeUndefined();
    expect(config('b2b')).toEqual({ default_title: 'Mine' });
    expect(columns(db, 'cart')).toContain('po_number');
    expect(columns(db, 'sales_order')).toContain('po_number');
    db.close();
  });

  it('is idempotent: opening an up-to-date database again changes nothing', () => {
    const first = openDatabase(file);
    insertCustomersAndCarts(first);
    const before = snapshot(first);
    first.close();
    const again = openDatabase(file);
    expect(schemaVersionOf(again)).toBe(LATEST_VERSION);
    expect(snapshot(again)).toEqual(before);
    again.close();
  });

  it('refuses a database written by a newer storefront, with a message saying so, and leaves it untouched', () => {
    const newer = new Database(file);
    newer.exec(`CREATE TABLE future (x); PRAGMA user_version = ${LATEST_VERSION + 1}`);
    newer.close();
    expect(() => openDatabase(file)).toThrow(SchemaTooNewError);
    expect(() => openDatabase(file)).toThrow(
      `has schema version ${LATEST_VERSION + 1}, but this storefront only knows versions up to ${LATEST_VERSION}`
    );
    const still = new Database(file);
    expect(schemaVersionOf(still)).toBe(LATEST_VERSION + 1);
    expect(columns(still, 'customer')).toEqual([]);
    still.close();
  });

  it('runs each migration in its own transaction: a failing one leaves the database at the version before it', () => {
    const failing: Migration = {
      version: LATEST_VERSION + 1,
      description: 'fails half-way',
      up(db) {
        db.exec('CREATE TABLE half_done (x)');
        throw new Error('disk full');
      }
    };
    const db = new Database(file);
    expect(() => migrate(db, file, { migrations: [...MIGRATIONS, failing] })).toThrow('disk full');
    expect(schemaVersionOf(db)).toBe(LATEST_VERSION);
    expect(columns(db, 'customer')).toContain('email');
    expect(columns(db, 'half_done')).toEqual([]);
    db.close();
  });

  it('numbers migrations in order, one step at a time', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});

describe('durable transactions (placing an order)', () => {
  it('commit with synchronous=FULL and put the connection back to NORMAL after, also when they fail', () => {
    const db = openDatabase(file);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(durableTransaction(db, () => db.pragma('synchronous', { simple: true }))).toBe(2);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(() =>
      durableTransaction(db, () => {
        throw new Error('out of stock');
      })
    ).toThrow('out of stock');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
  });
});
