import DOMPurify from 'dompurify';

/**
 * Removes everything that could run code from CMS or product HTML: scripts, event handlers,
 * javascript: and other non-web URLs, forms and frames. Links opening a new tab get rel=noopener.
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target', 'fetchpriority', 'loading', 'decoding'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
  });
}
