import { LRUCache } from 'lru-cache';
import type { HtmlSanitizer } from '../../src/components/RichContent/sanitizeHtml';

/** Sanitised HTML kept, by its input: about 4 MB of text (a description is a few KB). */
const KEPT_CHARACTERS = 2_000_000;

/**
 * Remembers a sanitiser's answers, by input. Sanitising builds a whole DOM document on jsdom (~2-3 ms for a product
 * description), and the same HTML comes back often: a page composed again when its cached copy expires, in another
 * currency, a description shared by products or store views, a CMS block on many pages. The rules never change while
 * the server runs, so a kept answer is the answer.
 */
export function rememberingSanitizer(sanitize: HtmlSanitizer, maxCharacters = KEPT_CHARACTERS): HtmlSanitizer {
  const kept = new LRUCache<string, string>({ maxSize: maxCharacters, sizeCalculation: (clean, dirty) => Math.max(1, clean.length + dirty.length) });
  return (html) => {
    let clean = kept.get(html);
    if (clean === undefined) {
      clean = sanitize(html);
      // Larger than the whole budget: answered, not kept (lru-cache refuses it anyway).
      if (clean.length + html.length <= maxCharacters) kept.set(html, clean);
    }
    return clean;
  };
}

let loading: Promise<HtmlSanitizer> | undefined;

/**
 * The SPA's own HTML sanitiser (DOMPurify, same rules) on a server-side DOM, for the rich content of a composed
 * page: the browser then shows it without loading DOMPurify. jsdom takes a moment to load, so the first call
 * (made when the server starts) starts that and later calls share it.
 */
export function serverHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= Promise.all([import('jsdom'), import('../../src/components/RichContent/sanitizeHtml')]).then(([{ JSDOM }, { createHtmlSanitizer }]) =>
    rememberingSanitizer(createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis))
  );
  return loading;
}
