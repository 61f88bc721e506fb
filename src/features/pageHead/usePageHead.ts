import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHead } from '../../lib/pageHead';
import { PageHeadReporter } from './pageHeadReporter';

/** Builds a page's head; the builders load with it, as their own chunk (a landing page needs none). */
export type PageHeadBuilder = () => PageHead | Promise<PageHead>;

/**
 * Gives the document head the page's description, links and structured data (memoise `build`); undefined
 * while the page's data is loading. DocumentHead puts them in place. The landing page's head is already in
 * the server's first HTML, built by the same code: it is not built again.
 */
export function usePageHead(build: PageHeadBuilder | undefined): void {
  const { report, isComposedByServer } = useContext(PageHeadReporter);
  const { key } = useLocation();
  useEffect(() => {
    if (!build || isComposedByServer(key)) return;
    let current = true;
    Promise.resolve()
      .then(build)
      .then(
        (head) => {
          if (current) report({ locationKey: key, head });
        },
        () => {
          // The builders' chunk did not load: the head keeps its general elements (DocumentHead).
        }
      );
    return () => {
      current = false;
    };
  }, [build, isComposedByServer, key, report]);
}
