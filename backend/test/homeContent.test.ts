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

/** The "Catalog Products List" directives of a CMS text, with their parameters and decoded conditions (as Magento decodes them). */
function productWidgets(content: string) {
  return [...content.matchAll(/\{\{widget ([^}]*)\}\}/g)].map(([, text]) => {
    const params = Object.fromEntries([...text.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    const json = params.conditions_encoded.replace(/\^\[/g, '{').replace(/\^\]/g, '}').replace(/`/g, '"').replace(/\|/g, '\\');
    return { params, conditions: JSON.parse(json) as Record<string, { type: string; attribute?: string; operator?: string; value: string }> };
  });
}

const LISTING = `query($filter: ProductAttributeFilterInput!, $pageSize: Int!) {
  products(filter: $filter, pageSize: $pageSize, currentPage: 1) { items { __typename sku stock_status price_range { minimum_price { final_price { value currency } } } } }
}`;

describe('home page content', () => {
  it.each([
    ['default', 'USD', ['Shop by category', 'New arrivals', 'Best sellers', 'Sets, services and downloads']],
    ['fr', 'EUR', ['Nos rayons', 'Nouveautés', 'Meilleures ventes', 'Coffrets, services et téléchargements']]
  ])(
    'in the %s store view holds category tiles and three product list widgets whose conditions select products in %s',
    async (store, currency, [tiles, newArrivals, bestSellers, otherTypes]) => {
      const page = await gql(app, '{ cmsPage(identifier:"home"){ content } }', { headers: { store } });
      const content: string = page.body.data.cmsPage.content;
      expect(content).toContain(`<h2>${tiles}</h2>`);
      for (const url of ['women', 'men', 'accessories', 'home-living']) expect(content).toContain(`href="/${url}.html"`);

      const widgets = productWidgets(content);
      expect(widgets.map((w) => [w.params.type, w.params.title])).toEqual([
        ['Magento\\CatalogWidget\\Block\\Product\\ProductsList', newArrivals],
        ['Magento\\CatalogWidget\\Block\\Product\\ProductsList', bestSellers],
        ['Magento\\CatalogWidget\\Block\\Product\\ProductsList', otherTypes]
      ]);
      const types = new Set<string>();
      for (const { params, conditions } of widgets) {
        expect(conditions['1']).toMatchObject({ type: 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine', aggregator: 'all', value: '1' });
        const { attribute, operator, value } = conditions['1--1'];
        expect(operator).toBe('()');
        const values = value.split(',').map((v) => v.trim());
        const filter =
          attribute === 'sku' ? { sku: { in: values } } : { category_uid: { in: values.map((id) => Buffer.from(id).toString('base64')) } };
        const r = await gql(app, LISTING, { headers: { store }, variables: { filter, pageSize: Number(params.products_count) } });
        const items: Json[] = r.body.data.products.items;
        expect(items).toHaveLength(8);
        if (attribute === 'sku') expect(items.map((i) => i.sku).sort()).toEqual([...values].sort());
        for (const item of items) expect(item.price_range.minimum_price.final_price.currency).toBe(currency);
        items.forEach((i) => types.add(i.__typename));
      }
      // The strips offer every kind of product: some added to the cart as they are, others with choices to make first.
      expect([...types].sort()).toEqual([
        'BundleProduct',
        'ConfigurableProduct',
        'DownloadableProduct',
        'GroupedProduct',
        'SimpleProduct',
        'VirtualProduct'
      ]);
    }
  );
});
