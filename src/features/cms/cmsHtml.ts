import { isPageBuilderMarkup } from '../../components/RichContent/pageBuilderMark';
import { backendUrlsOnOwnOrigin, type BackendBaseUrls } from '../../lib/backendUrls';
import { withResponsiveImages } from '../../lib/responsiveImages';
import { resolveCmsDirectives } from './resolveCmsDirectives';

/**
 * CMS content as the storefront shows it: directives resolved, URLs on the backend's base URLs (the store config's,
 * as Magento renders its directives) on our own origin, media images responsive. The storefront server composes the
 * first HTML from the same function and base URLs, so its sanitised content and preloads are for this very HTML.
 */
export function cmsHtml(content: string | null | undefined, baseUrls: BackendBaseUrls | undefined): string {
  return withResponsiveImages(backendUrlsOnOwnOrigin(resolveCmsDirectives(content ?? ''), baseUrls));
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
