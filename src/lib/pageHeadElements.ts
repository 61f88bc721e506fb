import { NOINDEX, serializeJsonLd, type PageHead } from './pageHead';
import { PAGE_HEAD_ATTRIBUTE } from './pageMarkers';

/** One head element: a tag, its attributes, and for scripts their text. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** What a page's head elements are made of. */
export interface PageHeadState {
  title: string;
  canonical?: string;
  robots?: string;
  siteName?: string;
  head?: PageHead;
}

function meta(key: 'name' | 'property', name: string, content: string | undefined): HeadElement[] {
  return content ? [{ tag: 'meta', attributes: { [key]: name, content } }] : [];
}

/**
 * The head elements of a page: description, robots, canonical, its versions in other store views, the link
 * preview (Open Graph, Twitter card) and structured data. The storefront server writes them into the first
 * HTML; the SPA puts the same ones in place on client-side navigation.
 */
export function pageHeadElements({ title, canonical, robots, siteName, head = {} }: PageHeadState): HeadElement[] {
  if (head.notFound) return meta('name', 'robots', NOINDEX);
  return [
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', robots),
    ...(canonical ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: canonical } }] : []),
    ...(head.alternates ?? []).map((alternate) => ({
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }
    })),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:site_name', siteName),
    ...meta('property', 'og:image', head.image),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('property', 'product:price:amount', head.price?.amount),
    ...meta('property', 'product:price:currency', head.price?.currency),
    ...(head.jsonLd ?? []).map((data) => ({ tag: 'script' as const, attributes: { type: 'application/ld+json' }, text: serializeJsonLd(data) }))
  ];
}

/** Replaces the previous page's head elements (and the shell's stand-in description) with `elements`. */
export function applyPageHeadElements(document: Document, elements: HeadElement[]): void {
  document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const { tag, attributes, text } of elements) {
    const element = document.createElement(tag);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
  }
}
