/**
 * Magento's template filter renders the URL directives of CMS content and catalogue descriptions before GraphQL
 * answers them, as absolute URLs on the store view's base URLs (Magento\Cms\Model\Template\Filter, whose
 * `mediaDirective` and `storeDirective` GraphQL's filter inherits): `{{media url=…}}` on the media base URL,
 * `{{store direct_url=…}}` on the link base URL as written, `{{store url=…}}` as a route (a trailing `/`). Quotes are
 * optional (Page Builder writes `{{media url=wysiwyg/a.jpg}}`) and may be `&quot;` inside an attribute.
 */
const MEDIA = /\{\{media\s+url\s*=\s*(?:"|&quot;|')?([^"'&}\s\\]*)(?:"|&quot;|')?\s*\}\}/g;
const STORE = /\{\{store\s+(url|direct_url)\s*=\s*(?:"|&quot;|')?([^"'&}\s\\]*)(?:"|&quot;|')?\s*\}\}/g;

export interface BaseUrls {
  /** The store view's media base URL, ending in `/`. */
  media: string;
  /** The store view's link base URL, ending in `/`. */
  link: string;
}

export function renderUrlDirectives(content: string, { media, link }: BaseUrls): string {
  if (!content.includes('{{')) return content;
  return content
    .replace(MEDIA, (_directive, path: string) => `${media}${path.replace(/^\/+/, '')}`)
    .replace(STORE, (_directive, kind: string, path: string) => {
      const target = path.replace(/^\/+/, '');
      return `${link}${kind === 'url' && target && !target.endsWith('/') ? `${target}/` : target}`;
    });
}
