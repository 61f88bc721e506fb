import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => ({ app, dataDir } = await testApp()));
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const LISTING = `query($filter: ProductAttributeFilterInput!) {
  products(filter: $filter, pageSize: 200) {
    total_count
    items { price_range { minimum_price { final_price { value currency } } } }
    aggregations { attribute_code options { label value count } }
  }
}`;
const WOMEN = { category_uid: { eq: 'Mw==' } };

describe('price filter buckets', () => {
  it.each([
    ['default', 'USD'],
    ['fr', 'EUR'],
    ['fr', 'USD']
  ])('in the %s view with %s: labels, values and results are in the prices shown', async (store, currency) => {
    const headers = { store, 'content-currency': currency };
    const all = (await gql(app, LISTING, { variables: { filter: WOMEN }, headers })).body.data.products;
    const shown: number[] = all.items.map((i: Json) => {
      expect(i.price_range.minimum_price.final_price.currency).toBe(currency);
      return i.price_range.minimum_price.final_price.value;
    });
    const buckets: { label: string; value: string; count: number }[] = all.aggregations.find((a: Json) => a.attribute_code === 'price').options;
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(all.total_count);
    for (const bucket of buckets) {
      const [from, to] = bucket.value.split('_').map(Number);
      expect(bucket.label).toBe(`${from}-${to}`);
      // The bucket counts the products whose shown price lies in it...
      expect(shown.filter((price) => price >= from && price < to)).toHaveLength(bucket.count);
      // ...and choosing it lists them, each at a price within the label.
      const chosen = (await gql(app, LISTING, { variables: { filter: { ...WOMEN, price: { from: String(from), to: String(to) } } }, headers })).body
        .data.products;
      for (const item of chosen.items) {
        expect(item.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(from);
        expect(item.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(to);
      }
      expect(chosen.total_count).toBeGreaterThanOrEqual(bucket.count);
    }
  });
});
