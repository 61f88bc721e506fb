import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { canonicalUrl, NOINDEX } from '../../lib/pageHead';
import { applyPageHeadElements, pageHeadElements } from '../../lib/pageHeadElements';
import { NOINDEX_PATHS } from '../../lib/listedPaths';
import { useShellConfig } from '../storeView';
import { PageHeadReporter, type PageHeadReport } from './pageHeadReporter';

/**
 * Keeps the head's description, robots, canonical, alternates, link preview and structured data right on
 * client-side navigation, with the same elements the storefront server writes into the first HTML (which is
 * left as it is until the landing page reports its own). Pages report through usePageHead.
 */
export default function DocumentHead({ children }: { children: ReactNode }) {
  const [report, setReport] = useState<PageHeadReport>();
  const location = useLocation();
  const landingKey = useRef(location.key);
  const basename = useHref('/').replace(/\/$/, '');
  const siteName = useShellConfig().config?.store_name ?? undefined;

  useEffect(() => {
    const head = report?.locationKey === location.key ? report.head : undefined;
    if (!head && location.key === landingKey.current) return;
    applyPageHeadElements(
      document,
      pageHeadElements({
        title: document.title,
        canonical: canonicalUrl(window.location.origin, basename, location.pathname, location.search),
        robots: NOINDEX_PATHS.has(location.pathname) ? NOINDEX : undefined,
        siteName,
        head
      })
    );
  }, [basename, location, report, siteName]);

  return <PageHeadReporter.Provider value={setReport}>{children}</PageHeadReporter.Provider>;
}
