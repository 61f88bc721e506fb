import { serializeJsonLd } from '../../src/lib/pageHead';
import { pageHeadElements, type HeadElement } from '../../src/lib/pageHeadElements';
import { PAGE_DATA_ELEMENT_ID, PAGE_HEAD_ATTRIBUTE } from '../../src/lib/pageMarkers';
import type { ComposedPage, Preload } from './composePage';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** A head element as HTML, marked as the page's so the SPA replaces it on client-side navigation. */
function elementHtml({ tag, attributes, text }: HeadElement): string {
  const list = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag} ${PAGE_HEAD_ATTRIBUTE}${list}>${tag === 'script' ? `${text ?? ''}</script>` : ''}`;
}

function preloadTag(preload: Preload): string {
  const attributes = [`rel="preload"`, `as="${preload.as}"`, `href="${escapeHtml(preload.href)}"`];
  if (preload.imageSrcSet) attributes.push(`imagesrcset="${escapeHtml(preload.imageSrcSet.replace(/\s+/g, ' '))}"`);
  if (preload.imageSizes) attributes.push(`imagesizes="${escapeHtml(preload.imageSizes)}"`);
  if (preload.media) attributes.push(`media="${escapeHtml(preload.media)}"`);
  if (preload.as === 'image') attributes.push('fetchpriority="high"');
  return `<link ${attributes.join(' ')}>`;
}

/** The head elements of a composed page, then what it preloads. */
export function headElements(page: ComposedPage, chunkFiles: (name: string) => string[]): string {
  const elements = pageHeadElements({
    title: page.title,
    canonical: page.canonical,
    robots: page.robots,
    siteName: page.siteName,
    head: page.status === 200 ? page.head : { notFound: true }
  });
  const preloads = [
    ...page.chunks.flatMap((name) => chunkFiles(name).map((href): Preload => ({ as: href.endsWith('.css') ? 'style' : 'script', href }))),
    ...page.preloads
  ];
  return [...elements.map(elementHtml), ...preloads.map(preloadTag)].join('');
}

/**
 * The first HTML of a page: the built shell with its language, title and head elements, and the page's data
 * as a JSON script the SPA reads before it renders (not executable: the CSP allows only our own scripts).
 */
export function renderPage(template: string, page: ComposedPage, chunkFiles: (name: string) => string[]): string {
  const data = page.data ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializeJsonLd(page.data)}</script>` : '';
  // Function replacements: page texts may hold `$&` and the like, which a replacement string would expand.
  let html = template.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.lang) html = html.replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(page.lang!)}">`);
  // The shell's own description is a stand-in for pages that have none.
  if (page.head?.description) html = html.replace(/<meta name="description"[^>]*>/i, '');
  return html.replace(/<\/head>/i, () => `${headElements(page, chunkFiles)}</head>`).replace(/<\/body>/i, () => `${data}</body>`);
}
