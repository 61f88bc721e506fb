import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { testApp, gql, type Json } from './helpers';

/**
 * The French store view keeps its code, locale and currency but gets another id than the seed's 2, as a shop whose
 * store views were created in another order would have: its texts must still be French.
 */
const STORE_TABLES = ['category_text', 'attribute_option_label', 'product_text', 'product_search', 'url_rewrite', 'cms_page', 'cms_block'];
let app: FastifyInstance;
let dataDir: string;
beforeAll(
  async () =>
    ({ app, dataDir } = await testApp({}, (db) => {
      db.exec(`UPDATE store SET id = 7 WHERE code = 'fr'; ${STORE_TABLES.map((t) => `UPDATE ${t} SET store_id = 7 WHERE store_id = 2;`).join(' ')}`);
    }))
);
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const fr = { store: 'fr' };

describe('store-view behaviour comes from the locale, not from the store id', () => {
  it('names countries in French', async () => {
    const r = await gql(app, '{ country(id:"DE"){ full_name_locale full_name_english } storeConfig { locale } }', { headers: fr });
    expect(r.body.data).toEqual({ country: { full_name_locale: 'Allemagne', full_name_english: 'Germany' }, storeConfig: { locale: 'fr_FR' } });
  });

  it('labels the layered navigation and configurable options in French', async () => {
    const r = await gql(
      app,
      `{ products(filter:{sku:{eq:"DRE-0001"}}){ aggregations { attribute_code label }
      items { ... on ConfigurableProduct { configurable_options { attribute_code label } } } } }`,
      { headers: fr }
    );
    const labels = Object.fromEntries(r.body.data.products.aggregations.map((a: Json) => [a.attribute_code, a.label]));
    expect(labels).toEqual({ price: 'Prix', category_uid: 'Catégorie', color: 'Couleur', size: 'Taille' });
    expect(r.body.data.products.items[0].configurable_options).toEqual([
      { attribute_code: 'color', label: 'Couleur' },
      { attribute_code: 'size', label: 'Taille' }
    ]);
  });

  it('labels the options of a configurable item in the cart in French', async () => {
    const c = (await gql(app, 'mutation { createEmptyCart }', { headers: fr })).body.data.createEmptyCart;
    const r = await gql(
      app,
      `mutation($c:String!){ addProductsToCart(cartId:$c, cartItems:[{sku:"DRE-0001-BLACK-S", parent_sku:"DRE-0001", quantity:1}]){
      cart { items { ... on ConfigurableCartItem { configurable_options { option_label value_label } } } } } }`,
      { variables: { c }, headers: fr }
    );
    expect(r.body.data.addProductsToCart.cart.items[0].configurable_options).toEqual([
      { option_label: 'Couleur', value_label: 'Noir' },
      { option_label: 'Taille', value_label: 'S' }
    ]);
  });

  it('keeps the English view English', async () => {
    const r = await gql(app, '{ country(id:"DE"){ full_name_locale } products(filter:{sku:{eq:"DRE-0001"}}){ aggregations { label } } }');
    expect(r.body.data.country.full_name_locale).toBe('Germany');
    expect(r.body.data.products.aggregations.map((a: Json) => a.label)).toEqual(['Price', 'Category', 'Color', 'Size']);
  });
});
