import type { DB } from '.';
import { hashPassword } from '../domain/password';
import { buildProducts, CATEGORIES, COLORS, SIZES, COUNTRIES, US_REGIONS, ROOT_CATEGORY_ID, ancestorsOf } from '../seed/catalog';
import {
  PAGES,
  BLOCKS,
  COPYRIGHT,
  SAMPLE_COUPON,
  SAMPLE_CUSTOMER,
  SAMPLE_PAYMENT_TOKENS,
  richProductDescription,
  hasRichDescription
} from '../seed/content';
import { productImageFiles, categoryImageFile } from '../seed/media';
import { addProductTypeSamples } from './productTypeSamples';
import { sampleTaxSettings } from '../seed/taxSettings';

export const EUR_RATE = 0.92;

/**
 * The sample shop's payment methods (domain/payment.ts): check/money order and bank transfer in both store views
 * (in fr, bank transfer for European addresses), purchase order in `default` only (US addresses), no cash on
 * delivery; zero subtotal checkout as Magento's default (enabled).
 */
function samplePayments(fr: boolean) {
  return {
    checkmo: {
      active: true,
      title: fr ? 'Chèque / mandat' : 'Check / Money order',
      sort_order: 1,
      payable_to: 'Sample Shop, Inc.',
      mailing_address: '12 Market Street, Portland, OR 97205'
    },
    // A SEPA transfer in fr: offered to European billing addresses only.
    banktransfer: fr
      ? { active: true, title: 'Virement bancaire', sort_order: 2, allowspecific: true, specificcountry: ['FR', 'BE', 'LU', 'DE', 'ES', 'IT', 'NL'] }
      : { active: true, title: 'Bank Transfer Payment', sort_order: 2 },
    purchaseorder: { active: !fr, title: 'Purchase Order', sort_order: 3, allowspecific: true, specificcountry: ['US'] },
    cashondelivery: { active: false }
  };
}

/** StoreConfig values that are plain settings (the rest is derived per request). */
function storeSettings(fr: boolean): Record<string, unknown> {
  return {
    store_group_code: 'main_website_store',
    store_group_name: 'Main Website Store',
    website_code: 'base',
    website_name: 'Main Website',
    timezone: fr ? 'Europe/Paris' : 'America/Los_Angeles',
    weight_unit: 'lbs',
    use_store_in_url: false,
    copyright: COPYRIGHT[fr ? 1 : 0],
    default_title: fr ? 'Boutique exemple' : 'Sample Shop',
    default_description: null,
    default_keywords: null,
    title_prefix: '',
    title_suffix: '',
    title_separator: '-',
    welcome: fr ? 'Bienvenue !' : 'Default welcome msg!',
    logo_alt: 'Sample Shop',
    logo_width: 102,
    logo_height: 18,
    header_logo_src: null,
    head_shortcut_icon: null,
    head_includes: '',
    absolute_footer: '',
    demonotice: 0,
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    front: 'cms',
    no_route: 'cms/noroute/index',
    show_cms_breadcrumbs: 1,
    countries_with_required_region: 'US,CA',
    default_country: fr ? 'FR' : 'US',
    display_state_if_optional: false,
    optional_zip_countries: '',
    catalog_default_sort_by: 'position',
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    grid_per_page: 12,
    grid_per_page_values: '12,24,36',
    list_mode: 'grid-list',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    cart_expires_in_days: 30,
    cart_summary_display_quantity: 1,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    max_items_in_order_summary: 10,
    minicart_display: true,
    minicart_max_items: 10,
    payment: samplePayments(fr),
    // An automatic cart price rule (no coupon) and a tax rate, each with the store view's label (domain/pricing.ts).
    sales_rules: [{ label: fr ? '5 % de remise dès 500 $' : '5% off orders of $500 or more', percent: 5, min_subtotal: 500 }],
    ...sampleTaxSettings(fr),
    // Free shipping does not go to Alaska or Hawaii; there it is listed with Magento's showmethod message (domain/pricing.ts).
    carriers: {
      freeshipping: {
        excluded_regions: ['AK', 'HI'],
        showmethod: true,
        specificerrmsg: fr
          ? 'Ce mode de livraison n’est pas disponible. Pour l’utiliser, veuillez nous contacter.'
          : 'This shipping method is not available. To use this shipping method, please contact us.'
      }
    },
    is_checkout_agreements_enabled: false,
    autocomplete_on_storefront: true,
    create_account_confirmation: false,
    minimum_password_length: '8',
    required_character_classes_number: '3',
    customer_access_token_lifetime: 1,
    configurable_product_image: 'ITSELF',
    configurable_thumbnail_source: 'parent',
    magento_wishlist_general_is_enabled: '1',
    newsletter_enabled: true,
    contact_enabled: true,
    order_cancellation_enabled: false,
    send_friend: null,
    allow_items: '1',
    allow_order: '1',
    product_reviews_enabled: '0',
    allow_guests_to_write_product_reviews: '0',
    share_applied_cart_rule: false,
    cart_merge_preference: 'merge'
  };
}

/** Writes the whole sample shop into an empty database, in one transaction. Deterministic. */
export function seedDatabase(db: DB): void {
  db.transaction(() => {
    const ins = (sql: string) => db.prepare(sql);
    const store = ins('INSERT INTO store VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    store.run(1, 'default', 'Default Store View', 'en_US', 'USD', 'USD,EUR', 0, JSON.stringify(storeSettings(false)));
    store.run(2, 'fr', 'Vue française', 'fr_FR', 'EUR', 'EUR,USD', 1, JSON.stringify(storeSettings(true)));
    ins('INSERT INTO currency_rate VALUES (?, ?)').run('USD', 1);
    ins('INSERT INTO currency_rate VALUES (?, ?)').run('EUR', EUR_RATE);
    const country = ins('INSERT INTO country VALUES (?, ?, ?, ?)');
    for (const c of COUNTRIES) country.run(...c);
    const region = ins('INSERT INTO region (country_id, code, name) VALUES (?, ?, ?)');
    for (const [code, name] of US_REGIONS) region.run('US', code, name);

    const cat = ins('INSERT INTO category VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const catText = ins('INSERT INTO category_text VALUES (?, ?, ?, ?)');
    const rewrite = ins('INSERT INTO url_rewrite VALUES (?, ?, ?, ?, ?, ?)');
    const bothStores = (fn: (store: number) => void) => [1, 2].forEach(fn);
    for (const c of CATEGORIES) {
      const chain = ancestorsOf(c.id);
      const urlPath =
        c.id > ROOT_CATEGORY_ID
          ? chain
              .filter((x) => x > ROOT_CATEGORY_ID)
              .map((x) => CATEGORIES.find((y) => y.id === x)!.urlKey)
              .join('/')
          : null;
      cat.run(
        c.id,
        c.parentId,
        chain.join('/'),
        chain.length - 1,
        c.position,
        c.inMenu ? 1 : 0,
        c.urlKey || null,
        urlPath,
        c.id > ROOT_CATEGORY_ID ? categoryImageFile(c.urlKey, c.id) : null
      );
      catText.run(c.id, 1, c.en, `<p>Explore our ${c.en.toLowerCase()} selection.</p>`);
      catText.run(c.id, 2, c.fr, `<p>Découvrez notre sélection ${c.fr.toLowerCase()}.</p>`);
      if (urlPath) bothStores((s) => rewrite.run(s, `${urlPath}.html`, `${urlPath}.html`, 'CATEGORY', c.id, 0));
    }

    const opt = ins('INSERT INTO attribute_option VALUES (?, ?, ?, ?)');
    const optLabel = ins('INSERT INTO attribute_option_label VALUES (?, ?, ?)');
    [...COLORS, ...SIZES].forEach((o, i) => {
      opt.run(o.id, o.code, i, o.swatch);
      optLabel.run(o.id, 1, o.en);
      optLabel.run(o.id, 2, o.fr);
    });

    const product =
      ins(`INSERT INTO product (id, sku, type, parent_id, url_key, price_cents, special_price_cents, final_price_cents, color, size, qty,
      visible, position, weight, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const cents = (dollars: number) => Math.round(dollars * 100);
    const text = ins('INSERT INTO product_text VALUES (?, ?, ?, ?, ?)');
    const search = ins('INSERT INTO product_search (rowid, name, sku, description, store_id, product_id) VALUES (?, ?, ?, ?, ?, ?)');
    const pc = ins('INSERT INTO product_category VALUES (?, ?, ?)');
    const media = ins('INSERT INTO product_media (product_id, position, file, label) VALUES (?, ?, ?, ?)');
    const link = ins('INSERT INTO product_link VALUES (?, ?, ?)');
    const products = buildProducts();
    const strip = (html: string) => html.replace(/<[^>]+>/g, ' ');
    products.forEach((p, i) => {
      const finalPrice = p.specialPrice ?? p.price;
      product.run(
        p.id,
        p.sku,
        p.type,
        p.parentId,
        p.urlKey,
        cents(p.price),
        p.specialPrice == null ? null : cents(p.specialPrice),
        cents(finalPrice),
        p.color,
        p.size,
        p.qty,
        p.visible ? 1 : 0,
        i,
        1,
        p.createdAt
      );
      const short = (s: string) => strip(s).trim().split('.')[0] + '.';
      const rich = hasRichDescription(p);
      text.run(p.id, 1, p.en, rich ? richProductDescription(0, p.en, p.descEn) : p.descEn, short(p.descEn));
      text.run(p.id, 2, p.fr, rich ? richProductDescription(1, p.fr, p.descFr) : p.descFr, short(p.descFr));
      if (!p.visible) return;
      search.run(p.id * 10 + 1, p.en, p.sku, strip(p.descEn), 1, p.id);
      search.run(p.id * 10 + 2, p.fr, p.sku, strip(p.descFr), 2, p.id);
      p.categories.forEach((c) => pc.run(c, p.id, p.id));
      productImageFiles(p).forEach((file, n) => media.run(p.id, n + 1, file, p.en));
      bothStores((s) => rewrite.run(s, `${p.urlKey}.html`, `${p.urlKey}.html`, 'PRODUCT', p.id, 0));
    });
    // Related products: the next few products of the same leaf category.
    const visible = products.filter((p) => p.visible);
    visible.forEach((p, i) => {
      const peers = visible.filter((q) => q.categories.at(-1) === p.categories.at(-1) && q.id !== p.id);
      peers.slice(i % 3, (i % 3) + 4).forEach((q, n) => link.run(p.id, q.id, n));
    });

    // Redirects kept from an older site structure.
    const first = visible[0];
    bothStores((s) => {
      rewrite.run(s, 'sale.html', 'gift-ideas.html', 'CATEGORY', 7, 301);
      rewrite.run(s, 'womens-tops.html', 'women/tops.html', 'CATEGORY', 10, 302);
      rewrite.run(s, `old-${first.urlKey}.html`, `${first.urlKey}.html`, 'PRODUCT', first.id, 301);
      rewrite.run(s, 'about.html', 'about-us', 'CMS_PAGE', 2, 301);
    });

    const page = ins(
      'INSERT INTO cms_page (id, identifier, store_id, title, content_heading, content, meta_title, meta_description, page_layout) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
    );
    PAGES.forEach((p, i) =>
      bothStores((s) => {
        const k = s - 1;
        page.run(
          i + 1 + (s - 1) * 100,
          p.identifier,
          s,
          p.title[k],
          p.heading[k],
          p.content[k],
          p.title[k],
          p.metaDescription?.[k] ?? null,
          p.layout
        );
        rewrite.run(s, p.identifier, p.identifier, 'CMS_PAGE', i + 1, 0);
      })
    );
    const block = ins('INSERT INTO cms_block (identifier, store_id, title, content) VALUES (?, ?, ?, ?)');
    for (const b of BLOCKS) bothStores((s) => block.run(b.identifier, s, b.title, b.content[s - 1]));

    ins('INSERT INTO coupon VALUES (?, ?, ?, 1)').run(SAMPLE_COUPON.code, SAMPLE_COUPON.label, SAMPLE_COUPON.percent);
    ins('INSERT INTO customer (email, firstname, lastname, password_hash, store_id, created_at) VALUES (?, ?, ?, ?, 1, ?)').run(
      SAMPLE_CUSTOMER.email,
      SAMPLE_CUSTOMER.firstname,
      SAMPLE_CUSTOMER.lastname,
      hashPassword(SAMPLE_CUSTOMER.password, 'sample-customer-salt'),
      '2026-01-01 00:00:00'
    );
    const customerId = (db.prepare('SELECT id FROM customer WHERE email = ?').get(SAMPLE_CUSTOMER.email) as { id: number }).id;
    const token = ins('INSERT INTO payment_token (public_hash, customer_id, method, type, details) VALUES (?, ?, ?, ?, ?)');
    for (const t of SAMPLE_PAYMENT_TOKENS) token.run(t.public_hash, customerId, t.method, t.type, JSON.stringify(t.details));
    addProductTypeSamples(db);
    ins("INSERT INTO meta VALUES ('seeded', ?)").run('2026-05-22');
  })();
}
