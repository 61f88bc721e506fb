import { useMemo } from 'react';
import { HOME_PAGE_IDENTIFIER } from './homePageIdentifier';
import { prioritiseFirstImage } from './cmsHtml';
import { useCmsPage } from './useCmsPage';

/** The home CMS page, its first banner image prioritised. */
export function useHomePage() {
  const { page, html, isLoading } = useCmsPage(HOME_PAGE_IDENTIFIER);
  const prioritised = useMemo(() => prioritiseFirstImage(html), [html]);
  return { page, html: prioritised, isLoading };
}
