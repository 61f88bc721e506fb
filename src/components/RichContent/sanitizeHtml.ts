import DOMPurify from 'dompurify';
import { isPageBuilderMarkup } from './pageBuilderMark';
import { preparePageBuilder, withPageBuilderStyles } from './preparePageBuilder';

/** Turns untrusted HTML into markup that cannot run code. */
export type HtmlSanitizer = (html: string) => string;

/**
 * A sanitiser for CMS or product HTML on a given window (the browser's, or the storefront server's DOM): it
 * removes everything that could run code (scripts, event handlers, javascript: and other non-web URLs, forms and
 * frames), and links opening a new tab get rel=noopener. The server sanitises the first page's HTML with the very
 * same rules, so the browser can show it without loading DOMPurify. Page Builder markup is prepared first
 * (`preparePageBuilder`): its checked styles come back in front of the markup, for the Page Builder renderer.
 */
export function createHtmlSanitizer(window: Parameters<typeof DOMPurify>[0]): HtmlSanitizer {
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return () => '';
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  const sanitize = (html: string) =>
    purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
      ADD_ATTR: ['target', 'fetchpriority', 'loading', 'decoding'],
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
    });
  return (html) => {
    if (!isPageBuilderMarkup(html)) return sanitize(html);
    const prepared = preparePageBuilder(html, (window as unknown as Window).document);
    return withPageBuilderStyles(sanitize(prepared.html), prepared.css);
  };
}
