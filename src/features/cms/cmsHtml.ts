import { withResponsiveImages } from '../../lib/images';
import { resolveCmsDirectives } from './resolveCmsDirectives';

/**
 * CMS content as the storefront shows it: directives resolved, media images responsive. The storefront server
 * preloads the home banner from the same HTML, so it asks for the very variant the page will show.
 */
export function cmsHtml(content: string | null | undefined): string {
  return withResponsiveImages(resolveCmsDirectives(content ?? ''));
}
