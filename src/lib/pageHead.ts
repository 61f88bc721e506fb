import { decodeEntities } from './htmlEntities';

/**
 * What a page says about itself in the document head, beyond its title: built once per page type from the
 * page's data (catalogHead, cmsHead), written into the first HTML by the storefront server and kept up to
 * date by the SPA on client-side navigation (usePageHead), so both always agree.
 */
export interface PageHead {
  description?: string;
  /** The page does not exist: search engines get `noindex` and nothing else. */
  notFound?: boolean;
  /** Absolute URLs of the same page in each store view, by language tag (plus `x-default`). */
  alternates?: ReadonlyArray<{ hreflang: string; href: string }>;
  /** Open Graph page type. */
  type?: 'website' | 'product';
  /** Absolute URL of the image link previews show. */
  image?: string;
  /** Shown on products' link previews (Open Graph `product:price:*`). */
  price?: { amount: string; currency: string };
  /** schema.org structured data blocks. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/** What a page's head is built from besides its data. */
export interface PageHeadContext {
  /** The shop's public origin, e.g. `https://shop.example.com`. */
  origin: string;
  /** The router base path of the store view, e.g. `/fr`. */
  basename: string;
  storeName: string;
  /** The store views the page exists in, to link their versions of it. */
  stores?: ReadonlyArray<{ store_code: string; locale?: string | null }>;
  /** The default store view's code, for `x-default`. */
  defaultStoreCode?: string;
}

export const NOINDEX = 'noindex, follow';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** Plain text of a snippet of HTML (descriptions, CMS content): tags and directives dropped, every entity decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Each run stops at the next `<` (or `{`) too: unclosed tags or directives are then read once, not from each start to
  // the end of the text (720 KB of `<b ` took 100 s in the page composer before).
  const text = html
    .replace(/\{\{[^{}]*\}\}/g, ' ') // Magento directives ({{widget …}}, {{media …}}) are not text
    .replace(/<(script|style)\b[^<>]*>[^<]*<\/\1>/gi, ' ')
    .replace(/<[^<>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A description of at most 160 characters, cut at a word with an ellipsis. */
export function shortenDescription(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A candidate description: a text (a meta description, names, as the cache reads them: decoded) or HTML. */
type DescriptionSource = string | { html: string | null | undefined } | null | undefined;

/** The first non-empty of several candidate descriptions, shortened. */
export function pickDescription(...candidates: DescriptionSource[]): string | undefined {
  for (const candidate of candidates) {
    // A text is already what the shopper reads: decoding or stripping it again would change "&lt;" or "<b>" in it.
    const text = typeof candidate === 'string' ? candidate.replace(/\s+/g, ' ').trim() : htmlToText(candidate?.html);
    if (text) return shortenDescription(text);
  }
  return undefined;
}

/** Query parameters that keep a page distinct for search engines: the listing page, not filters or sort. */
const CANONICAL_PARAMS = ['page'];

/** The page's canonical URL: absolute, with its store view prefix, filters and sort dropped. */
export function canonicalUrl(origin: string, basename: string, pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && value !== '1') kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${basename}${pathname === '/' ? '/' : pathname}${query ? `?${query}` : ''}`;
}

/** BCP 47 language tag of a Magento locale (`fr_FR` → `fr-FR`). */
export function languageTag(locale: string | null | undefined): string | undefined {
  return locale ? locale.replace('_', '-') : undefined;
}

/**
 * The same page in every store view: catalogue URL keys are shared between a website's store views (the
 * store switcher relies on it too), so the path is the same under each view's prefix.
 */
export function storeAlternates(context: PageHeadContext, pathname: string): PageHead['alternates'] {
  const stores = context.stores ?? [];
  if (stores.length < 2) return undefined;
  const path = pathname === '/' ? '/' : pathname;
  const alternates = stores
    .filter((store) => languageTag(store.locale))
    .map((store) => ({ hreflang: languageTag(store.locale)!, href: `${context.origin}/${store.store_code}${path}` }));
  const fallback = stores.find((store) => store.store_code === context.defaultStoreCode) ?? stores[0];
  return [...alternates, { hreflang: 'x-default', href: `${context.origin}/${fallback.store_code}${path}` }];
}

/** A schema.org BreadcrumbList of absolute links. */
export function breadcrumbList(items: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url }))
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text in it can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
