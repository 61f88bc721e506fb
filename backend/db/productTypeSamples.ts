import type Database from 'better-sqlite3';
import { buildProducts } from '../seed/catalog';
import { productImageFiles } from '../seed/media';
import { TYPED_PRODUCTS, CONFIGURABLE_WITH_OPTION, type SeedCustomOption, type SeedTypedProduct } from '../seed/productTypes';
import { typedProductsWidget } from '../seed/content';
import { percentOf } from '../domain/money';

/** Prices in cents; a PERCENT price is kept the same way, in hundredths of a percent (10 % is 1000). */
const cents = (dollars: number) => Math.round(dollars * 100);
const labels = ([en, fr]: [string, string]) => JSON.stringify({ 1: en, 2: fr });
const STORES = [1, 2] as const;

/**
 * Writes the sample products of the other product types (seed/productTypes.ts) into a sample shop: on first seeding,
 * and by migration 3 into a sample shop made before. Their parts must be there (the generated catalogue); their
 * listing price (final_price_cents, used to sort and filter) is the lowest price a shopper can pay.
 */
export function addProductTypeSamples(db: Database.Database): void {
  const ins = (sql: string) => db.prepare(sql);
  const byId = new Map(buildProducts().map((p) => [p.sku, p]));
  const part = ins('SELECT id, final_price_cents FROM product WHERE sku = ?');
  const partOf = (sku: string) => {
    const row = part.get(sku) as { id: number; final_price_cents: number } | undefined;
    if (!row) throw new Error(`sample part ${sku} is missing`);
    return row;
  };
  const product = ins(`INSERT INTO product (id, sku, type, parent_id, url_key, price_cents, special_price_cents, final_price_cents, color, size, qty,
    visible, position, weight, created_at, dynamic_price, links_purchased_separately) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, NULL, NULL, ?, 1, ?, ?, ?, ?, ?)`);
  const text = ins('INSERT INTO product_text VALUES (?, ?, ?, ?, ?)');
  const search = ins('INSERT INTO product_search (rowid, name, sku, description, store_id, product_id) VALUES (?, ?, ?, ?, ?, ?)');
  const category = ins('INSERT INTO product_category VALUES (?, ?, ?)');
  const media = ins('INSERT INTO product_media (product_id, position, file, label) VALUES (?, ?, ?, ?)');
  const rewrite = ins('INSERT INTO url_rewrite VALUES (?, ?, ?, ?, ?, ?)');
  const bundleOption = ins('INSERT INTO bundle_option (product_id, position, required, type, title) VALUES (?, ?, ?, ?, ?)');
  const selection = ins(`INSERT INTO bundle_selection (option_id, product_id, position, is_default, qty, can_change_qty, price_cents, price_type)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const grouped = ins('INSERT INTO grouped_link VALUES (?, ?, ?, ?)');
  const link = ins('INSERT INTO downloadable_link (product_id, position, title, price_cents, file, sample_file) VALUES (?, ?, ?, ?, ?, ?)');
  const sample = ins('INSERT INTO downloadable_sample (product_id, position, title, file) VALUES (?, ?, ?, ?)');
  const tier = ins('INSERT INTO tier_price VALUES (?, ?, ?)');
  const option = ins(`INSERT INTO custom_option (product_id, position, type, required, title, price_cents, price_type, max_characters, sku)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const value = ins('INSERT INTO custom_option_value (option_id, position, title, price_cents, price_type, sku) VALUES (?, ?, ?, ?, ?, ?)');
  const strip = (html: string) => html.replace(/<[^>]+>/g, ' ');

  const addOptions = (productId: number, options: SeedCustomOption[]) =>
    options.forEach((o, i) => {
      const id = Number(
        option.run(
          productId,
          i + 1,
          o.type,
          o.required ? 1 : 0,
          labels(o.title),
          cents(o.price ?? 0),
          o.priceType ?? 'FIXED',
          o.maxCharacters ?? null,
          o.sku ?? null
        ).lastInsertRowid
      );
      (o.values ?? []).forEach((v, n) => value.run(id, n + 1, labels(v.title), cents(v.price), v.priceType ?? 'FIXED', v.sku ?? null));
    });

  TYPED_PRODUCTS.forEach((t, i) => {
    const price = cents(t.price);
    const final = t.specialPrice != null ? cents(t.specialPrice) : price;
    product.run(
      t.id,
      t.sku,
      t.type,
      t.urlKey,
      price,
      t.specialPrice != null ? cents(t.specialPrice) : null,
      lowestPrice(t, final, partOf),
      t.qty,
      10_000 + i,
      t.type === 'virtual' || t.type === 'downloadable' ? 0 : 1,
      `2026-06-0${1 + (i % 9)} 00:00:00`,
      t.dynamicPrice ? 1 : 0,
      t.linksPurchasedSeparately ? 1 : 0
    );
    STORES.forEach((s) => {
      const [name, description] = [t.name[s - 1], t.description[s - 1]];
      text.run(t.id, s, name, description, strip(description).trim());
      search.run(t.id * 10 + s, name, t.sku, strip(description), s, t.id);
      rewrite.run(s, `${t.urlKey}.html`, `${t.urlKey}.html`, 'PRODUCT', t.id, 0);
    });
    // After the generated products in their categories, so the listings and strips known before stay as they were.
    t.categories.forEach((c) => category.run(c, t.id, 10_000 + i));
    const pictures = productImageFiles(byId.get(t.imagesOf)!);
    pictures.forEach((file, n) => media.run(t.id, n + 1, file, t.name[0]));

    (t.bundleOptions ?? []).forEach((o, n) => {
      const optionId = Number(bundleOption.run(t.id, n + 1, o.required ? 1 : 0, o.type, labels(o.title)).lastInsertRowid);
      o.selections.forEach((s, k) =>
        selection.run(
          optionId,
          partOf(s.sku).id,
          k + 1,
          s.isDefault ? 1 : 0,
          s.qty,
          s.canChangeQty ? 1 : 0,
          cents(s.price ?? 0),
          s.priceType ?? 'FIXED'
        )
      );
    });
    (t.grouped ?? []).forEach((g, n) => grouped.run(t.id, partOf(g.sku).id, n + 1, g.qty));
    (t.links ?? []).forEach((l, n) =>
      link.run(t.id, n + 1, labels(l.title), cents(l.price), `${t.urlKey}-${n + 1}.pdf`, l.sample ? `${t.urlKey}-${n + 1}-sample.pdf` : null)
    );
    (t.samples ?? []).forEach((s, n) => sample.run(t.id, n + 1, labels(s.title), `${t.urlKey}-sample-${n + 1}.pdf`));
    (t.tiers ?? []).forEach((x) => tier.run(t.id, x.qty, cents(x.price)));
    addOptions(t.id, t.options ?? []);
  });
  addOptions(partOf(CONFIGURABLE_WITH_OPTION.sku).id, [CONFIGURABLE_WITH_OPTION.option]);

  // The home page's strip of them, before its call-outs (a home page edited beyond recognition is left as it is).
  const home = ins("SELECT id, store_id, content FROM cms_page WHERE identifier = 'home'").all() as {
    id: number;
    store_id: number;
    content: string;
  }[];
  const setContent = ins('UPDATE cms_page SET content = ? WHERE id = ?');
  for (const page of home) {
    const strip = typedProductsWidget(page.store_id === 2 ? 1 : 0);
    if (page.content.includes(strip) || !page.content.includes('<div class="home-callouts">')) continue;
    setContent.run(page.content.replace('<div class="home-callouts">', `${strip}<div class="home-callouts">`), page.id);
  }
}

/**
 * The listing price in cents (what listings sort and filter by): a product's own final price, or for a bundle or a
 * grouped product, which have none of their own, the lowest a shopper can pay.
 */
function lowestPrice(t: SeedTypedProduct, final: number, partOf: (sku: string) => { final_price_cents: number }): number {
  if (t.type === 'grouped') return Math.min(...t.grouped!.map((g) => partOf(g.sku).final_price_cents));
  if (t.type !== 'bundle') return final;
  const cheapest = t
    .bundleOptions!.filter((o) => o.required)
    .map((o) =>
      Math.min(
        ...o.selections.map((s) =>
          t.dynamicPrice
            ? partOf(s.sku).final_price_cents * s.qty
            : (s.priceType === 'PERCENT' ? percentOf(final, s.price ?? 0) : cents(s.price ?? 0)) * s.qty
        )
      )
    );
  return (t.dynamicPrice ? 0 : final) + cheapest.reduce((a, b) => a + b, 0);
}
