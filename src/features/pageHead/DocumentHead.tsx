import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { PAGE_HEAD_ATTRIBUTE } from '../../lib/pageMarkers';
import { useShellConfig } from '../storeView';
import { PageHeadReporter, type PageHeadReport, type PageHeadReporterValue } from './pageHeadReporter';

/**
 * Keeps the head's description, robots, canonical, alternates, link preview and structured data right on
 * client-side navigation, with the same elements the storefront server writes into the first HTML. The landing
 * page's head is the server's, left as it is (a page served without one, e.g. the offline shell, gets it here).
 * Pages report through usePageHead.
 */
export default function DocumentHead({ children }: { children: ReactNode }) {
  const [report, setReport] = useState<PageHeadReport>();
  const location = useLocation();
  const landingKey = useRef(location.key);
  const [landingHeadFromServer] = useState(() => document.head.querySelector(`[${PAGE_HEAD_ATTRIBUTE}]`) !== null);
  const basename = useHref('/').replace(/\/$/, '');
  const siteName = useShellConfig().config?.store_name ?? undefined;

  // Once anything was put in place here, the server's head is gone: back on the landing page, it is built anew.
  const hasApplied = useRef(false);

  useEffect(() => {
    const head = report?.locationKey === location.key ? report.head : undefined;
    if (!head && location.key === landingKey.current && !hasApplied.current) return;
    hasApplied.current = true;
    let current = true;
    import(/* webpackChunkName: "page-head" */ './applyPageHead').then(
      ({ applyPageHead }) => {
        if (current) applyPageHead(document, { basename, pathname: location.pathname, search: location.search, siteName, head });
      },
      () => {
        // Not loaded (offline, say): the head stays as it was until the next page.
      }
    );
    return () => {
      current = false;
    };
  }, [basename, location, report, siteName]);

  const reporter = useMemo<PageHeadReporterValue>(
    () => ({ report: setReport, isComposedByServer: (key) => landingHeadFromServer && !hasApplied.current && key === landingKey.current }),
    [landingHeadFromServer]
  );
  return <PageHeadReporter.Provider value={reporter}>{children}</PageHeadReporter.Provider>;
}
