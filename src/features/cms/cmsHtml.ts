import { isPageBuilderMarkup } from '../../components/RichContent/pageBuilderMark';
import { withResponsiveImages } from '../../lib/responsiveImages';
import { backendUrlsOnOwnOrigin } from './backendUrls';
import { resolveCmsDirectives } from './resolveCmsDirectives';

/**
 * CMS content as the storefront shows it: directives resolved, URLs on the Magento host (of the store view's media
 * base URL) on our own origin, media images responsive. The storefront server preloads the home banner from the
 * same HTML, so it asks for the very variant the page will show.
 */
export function cmsHtml(content: string | null | undefined, mediaBaseUrl?: string): string {
  return withResponsiveImages(backendUrlsOnOwnOrigin(resolveCmsDirectives(content ?? ''), mediaBaseUrl));
}

/**
 * The home page's first image is its likely largest paint: it loads eagerly with high priority, the others
 * lazily (the server's page data sanitises the home HTML in this form). Page Builder content is left as it is: its
 * renderer gives the images of the first row their priority.
 */
export function prioritiseFirstImage(html: string): string {
  if (isPageBuilderMarkup(html)) return html;
  let seen = 0;
  return html.replace(/<img\b/gi, (tag) => (seen++ === 0 ? `${tag} fetchpriority="high" loading="eager"` : `${tag} loading="lazy" decoding="async"`));
}
