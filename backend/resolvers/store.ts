import { DEFAULT_STORE_CODE, type RequestContext, type StoreView } from '../shop';
import type { QueryResolvers } from './types.generated';
import type { ProductOut, CategoryOut, ProductTypename } from './shapes';
import type { CmsPageRow, CountryRow } from '../db/content';
import { noSuchEntity } from '../domain/errors';
import { isEmailAvailable } from '../domain/customer';
import { renderBlockWidgets } from '../domain/cmsWidgets';
import { renderUrlDirectives } from '../domain/urlDirectives';
import { productById } from '../domain/catalog';
import { inLanguage } from '../domain/storeView';
import { paymentStoreConfig } from '../domain/payment';
import { uid } from '../domain/uid';
import { contentBaseUrls } from './util';
import { categoryById, productTypename } from './catalog';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * Magento's config.xml defaults of the tax display settings (tax/cart_display/*, tax/sales_display/*): prices and
 * subtotals excluding tax (1; 2 = including, 3 = both), no grand total excluding tax, taxes summed in one line, no
 * zero tax line. A store view's config overrides any of them.
 */
const TAX_DISPLAY_DEFAULTS = {
  shopping_cart_display_price: 1,
  shopping_cart_display_subtotal: 1,
  shopping_cart_display_shipping: 1,
  shopping_cart_display_grand_total: false,
  shopping_cart_display_full_summary: false,
  shopping_cart_display_zero_tax: false,
  orders_invoices_credit_memos_display_price: 1,
  orders_invoices_credit_memos_display_subtotal: 1,
  orders_invoices_credit_memos_display_shipping_amount: 1,
  orders_invoices_credit_memos_display_grandtotal: false,
  orders_invoices_credit_memos_display_full_summary: false,
  orders_invoices_credit_memos_display_zero_tax: false
};

function storeConfig(ctx: RequestContext, s: StoreView) {
  const base = `${ctx.origin}/`;
  return {
    ...TAX_DISPLAY_DEFAULTS,
    ...s.settings,
    ...paymentStoreConfig(s),
    id: s.id,
    code: s.code,
    store_code: s.code,
    store_name: s.name,
    locale: s.locale,
    store_sort_order: s.sortOrder,
    is_default_store: s.code === DEFAULT_STORE_CODE,
    is_default_store_group: true,
    base_currency_code: 'USD',
    default_display_currency_code: s.defaultCurrency,
    root_category_uid: uid(2),
    root_category_id: 2,
    base_url: base,
    secure_base_url: base,
    base_link_url: base,
    secure_base_link_url: base,
    base_media_url: contentBaseUrls(ctx).media,
    secure_base_media_url: contentBaseUrls(ctx).media,
    base_static_url: `${base}static/`,
    secure_base_static_url: `${base}static/`,
    website_id: 1
  };
}

/**
 * CMS content as Magento's GraphQL answers it: with its block widgets rendered (domain/cmsWidgets.ts), then its URL
 * directives, absolute on the base URLs (domain/urlDirectives.ts).
 */
function filteredContent<T extends { content: string }>(ctx: RequestContext, row: T | undefined): T | undefined {
  if (!row) return row;
  const { content } = ctx.shop.data;
  const blockContent = (identifierOrId: string) =>
    (/^\d+$/.test(identifierOrId) ? content.cmsBlockById(Number(identifierOrId), ctx.store.id) : content.cmsBlock(identifierOrId, ctx.store.id))
      ?.content;
  return { ...row, content: renderUrlDirectives(renderBlockWidgets(row.content, blockContent), contentBaseUrls(ctx)) };
}

const cmsPageBy = (ctx: RequestContext, identifier: string) => filteredContent(ctx, ctx.shop.data.content.cmsPage(identifier, ctx.store.id));

/** What route() found: the entity with the URL it was asked by and its redirect (the `type` field of each kind says what it is). */
type Routed =
  | (ProductOut & { __typename: ProductTypename })
  | (CategoryOut & { __typename: 'CategoryTree' })
  | (CmsPageRow & { __typename: 'CmsPage'; relative_url: string; redirect_code: number; type: 'CMS_PAGE' });

/** route(url): URL rewrites of the store view, following redirects to the target entity. */
function route(ctx: RequestContext, url: string): Routed | null {
  const path = url.split(/[?#]/)[0].replace(/^\/+/, '');
  if (path === '') return cmsRoute(ctx, 'home', 'home', 0);
  const r = ctx.shop.data.content.urlRewrite(ctx.store.id, path);
  if (!r) return null;
  if (r.entity_type === 'CMS_PAGE') return cmsRoute(ctx, r.target_path, r.target_path, r.redirect_type);
  const meta = { relative_url: r.target_path, redirect_code: r.redirect_type };
  if (r.entity_type === 'CATEGORY') {
    const c = categoryById(ctx, r.entity_id);
    return c ? { ...c, ...meta, __typename: 'CategoryTree' as const } : null;
  }
  const p = productById(ctx, r.entity_id);
  return p ? { ...p, ...meta, __typename: productTypename(p) } : null;
}
function cmsRoute(ctx: RequestContext, identifier: string, relative: string, code: number): Routed | null {
  const page = cmsPageBy(ctx, identifier);
  return page ? { ...page, relative_url: relative, redirect_code: code, type: 'CMS_PAGE' as const, __typename: 'CmsPage' as const } : null;
}

export const storeQueries: QueryResolvers = {
  storeConfig: (_, __, ctx) => storeConfig(ctx, ctx.store),
  availableStores: (_, __, ctx) => [...ctx.shop.stores.values()].map((s) => storeConfig(ctx, s)),
  currency: (_, __, ctx) => ({
    base_currency_code: 'USD',
    base_currency_symbol: '$',
    default_display_currency_code: ctx.store.defaultCurrency,
    default_display_currency_symbol: SYMBOLS[ctx.store.defaultCurrency],
    default_display_currecy_code: ctx.store.defaultCurrency,
    default_display_currecy_symbol: SYMBOLS[ctx.store.defaultCurrency],
    available_currency_codes: ctx.store.allowedCurrencies,
    exchange_rates: ctx.store.allowedCurrencies.map((c) => ({ currency_to: c, rate: ctx.shop.rates.get(c) }))
  }),
  countries: (_, __, ctx) => ctx.shop.data.content.countries().map((c) => country(ctx, c)),
  country: (_, args, ctx) => {
    const c = ctx.shop.data.content.country(args.id ?? '');
    if (!c) throw noSuchEntity(`The country isn't available.`);
    return country(ctx, c);
  },
  route: (_, args, ctx) => route(ctx, args.url),
  cmsPage: (_, args, ctx) => {
    const page =
      args.identifier != null ? cmsPageBy(ctx, args.identifier) : filteredContent(ctx, ctx.shop.data.content.cmsPageById(args.id ?? 0, ctx.store.id));
    if (!page) throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
    return { ...page, url_key: page.identifier, relative_url: page.identifier, redirect_code: 0, type: 'CMS_PAGE' };
  },
  cmsBlocks: (_, args, ctx) => ({
    items: (args.identifiers ?? [])
      .filter((i): i is string => !!i)
      .map((identifier) => {
        const b = filteredContent(ctx, ctx.shop.data.content.cmsBlock(identifier, ctx.store.id));
        if (!b) throw noSuchEntity(`The CMS block with the "${identifier}" ID doesn't exist.`);
        return b;
      })
  }),
  isEmailAvailable: (_, args, ctx) => ({ is_email_available: isEmailAvailable(ctx, args.email) })
};

function country(ctx: RequestContext, c: CountryRow) {
  return {
    id: c.id,
    two_letter_abbreviation: c.id,
    three_letter_abbreviation: c.iso3,
    full_name_english: c.name_en,
    full_name_locale: inLanguage(ctx.store, { en: c.name_en, fr: c.name_fr }),
    available_regions: ctx.shop.data.content.regions(c.id)
  };
}
