import { useMemo } from 'react';
import { HOME_PAGE_IDENTIFIER } from './cmsHead';
import { useCmsPage } from './useCmsPage';

/**
 * The home CMS page. The first banner image is the likely largest paint: it loads eagerly with high
 * priority, the other slides lazily.
 */
export function useHomePage() {
  const { page, html, isLoading } = useCmsPage(HOME_PAGE_IDENTIFIER);
  const prioritised = useMemo(() => {
    let seen = 0;
    return html.replace(/<img\b/gi, (tag) => (seen++ === 0 ? `${tag} fetchpriority="high" loading="eager"` : `${tag} loading="lazy" decoding="async"`));
  }, [html]);
  return { page, html: prioritised, isLoading };
}
