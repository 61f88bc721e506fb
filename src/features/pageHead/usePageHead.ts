import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHead } from '../../lib/pageHead';
import { PageHeadReporter } from './pageHeadReporter';

/**
 * Gives the document head the page's description, links and structured data (memoise `head`); undefined
 * while the page's data is loading. DocumentHead puts them in place.
 */
export function usePageHead(head: PageHead | undefined): void {
  const report = useContext(PageHeadReporter);
  const { key } = useLocation();
  useEffect(() => {
    if (head) report({ locationKey: key, head });
  }, [head, key, report]);
}
