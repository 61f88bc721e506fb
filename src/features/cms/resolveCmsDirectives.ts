import { DEFAULT_MEDIA_PATH } from '../../lib/images';

// Quoted (the editor's Insert Image) or not (Page Builder writes `{{media url=wysiwyg/a.jpg}}`).
const MEDIA_DIRECTIVE = /\{\{media url=(?:"|&quot;|')?([^"'&}\s\\]+)(?:"|&quot;|')?\s*\}\}/g;
const STORE_DIRECTIVE = /\{\{store (?:direct_)?url=(?:"|&quot;|')([^"'&}]*)(?:"|&quot;|')\s*\}\}/g;

/**
 * Magento CMS content may hold `{{media url="…"}}` and `{{store url="…"}}` directives that a
 * storefront resolves: media to our own /media/ path, store URLs to root paths.
 */
export function resolveCmsDirectives(html: string, mediaPath: string = DEFAULT_MEDIA_PATH): string {
  return html
    .replace(MEDIA_DIRECTIVE, (_match, path: string) => `${mediaPath}${path.replace(/^\/+/, '')}`)
    .replace(STORE_DIRECTIVE, (_match, path: string) => `/${path.replace(/^\/+/, '')}`);
}
