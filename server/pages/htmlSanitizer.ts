import type { HtmlSanitizer } from '../../src/components/RichContent/sanitizeHtml';

let loading: Promise<HtmlSanitizer> | undefined;

/**
 * The SPA's own HTML sanitiser (DOMPurify, same rules) on a server-side DOM, for the rich content of a composed
 * page: the browser then shows it without loading DOMPurify. jsdom takes a moment to load, so the first call
 * (made when the server starts) starts that and later calls share it.
 */
export function serverHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= Promise.all([import('jsdom'), import('../../src/components/RichContent/sanitizeHtml')]).then(([{ JSDOM }, { createHtmlSanitizer }]) =>
    createHtmlSanitizer(new JSDOM('').window as unknown as Window & typeof globalThis)
  );
  return loading;
}
