import { canonicalUrl, NOINDEX, type PageHead } from '../../lib/pageHead';
import { applyPageHeadElements, pageHeadElements } from '../../lib/pageHeadElements';
import { NOINDEX_PATHS } from '../../lib/listedPaths';

// DocumentHead's work, in its own chunk: a landing page keeps the server's head and never needs it.

export interface ShownPage {
  basename: string;
  pathname: string;
  search: string;
  siteName: string | undefined;
  head: PageHead | undefined;
}

/** Puts the shown page's description, robots, canonical, alternates, link preview and structured data in the head. */
export function applyPageHead(document: Document, { basename, pathname, search, siteName, head }: ShownPage): void {
  applyPageHeadElements(
    document,
    pageHeadElements({
      title: document.title,
      canonical: canonicalUrl(window.location.origin, basename, pathname, search),
      robots: NOINDEX_PATHS.has(pathname) ? NOINDEX : undefined,
      siteName,
      head
    })
  );
}
