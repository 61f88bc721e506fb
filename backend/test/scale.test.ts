import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { databaseFileOf } from '../db';
import { scaleCatalog } from '../seed/scale';
import { testApp, gql } from './helpers';

/** The sample shop ten times larger (`npm run seed -- --scale 10`), as shoppers and the sitemap see it. */
let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp({}, (db) => scaleCatalog(db, 10))), 60_000);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ALL = '{ price: { from: "0" } }';

describe('a shop scaled ten times', () => {
  it('has ten times the products, the top categories grown and the lower ones copied in both store views', async () => {
    const all = await gql(app, `{ products(filter: ${ALL}, pageSize: 1) { total_count } }`);
    // 170 visible products in the sample shop, ten times.
    expect(all.body.data.products.total_count).toBe(1700);
    const women = await gql(app, '{ products(filter: { category_uid: { eq: "Mw==" } }, pageSize: 12) { total_count } }');
    expect(women.body.data.products.total_count).toBe(500);
    const tops = await gql(app, '{ route(url: "women/tops-3.html") { type ... on CategoryInterface { name } } }', { headers: { store: 'fr' } });
    expect(tops.body.data.route).toEqual({ type: 'CATEGORY', name: 'Hauts 3' });
    const copy = await gql(
      app,
      '{ products(filter: { url_key: { eq: "augusta-classic-dress-dresses-1-10" } }) { items { sku media_gallery { url } } } }'
    );
    expect(copy.body.data.products.items).toEqual([{ sku: 'DRE-0001-10', media_gallery: expect.arrayContaining([expect.anything()]) }]);
    expect(() => {
      const db = new Database(databaseFileOf(dataDir));
      try {
        scaleCatalog(db, 2);
      } finally {
        db.close();
      }
    }).toThrow(/already scaled/);
  });

  it('copies a bundle with its options and a grouped set with its children, pointing at the same copy of their parts', async () => {
    const r = await gql(
      app,
      `{ products(filter: { url_key: { in: ["tea-time-set-1301-7", "kitchen-starter-set-1303-7"] } }) {
        items { __typename ... on BundleProduct { items { options { product { sku } } } } ... on GroupedProduct { items { product { sku } } } } } }`
    );
    type Item = { __typename: string; items: { options?: { product: { sku: string } }[]; product?: { sku: string } }[] };
    const items: Item[] = r.body.data.products.items;
    expect(items.map((item) => item.__typename).sort()).toEqual(['BundleProduct', 'GroupedProduct']);
    for (const item of items) {
      const parts = item.items.flatMap((i) => (i.options ? i.options.map((o) => o.product.sku) : [i.product!.sku]));
      expect(parts.length).toBeGreaterThan(1);
      for (const sku of parts) expect(sku).toMatch(/-7$/);
    }
  });

  it('pages through the whole catalogue in the order asked, deep pages included, each product once', async () => {
    const db = new Database(databaseFileOf(dataDir), { readonly: true });
    const expected = (
      db
        .prepare(
          'SELECT p.sku FROM product p JOIN product_text t ON t.product_id = p.id AND t.store_id = 1 WHERE p.visible = 1 ORDER BY t.name, p.id'
        )
        .all() as { sku: string }[]
    ).map((r) => r.sku);
    db.close();
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 50); page++) {
      const r = await gql(app, `{ products(filter: ${ALL}, sort: { name: ASC }, pageSize: 50, currentPage: ${page}) { items { sku } } }`, {
        method: 'POST'
      });
      seen.push(...r.body.data.products.items.map((item: { sku: string }) => item.sku));
    }
    expect(seen).toEqual(expected);
  });
});
