import { createContext } from 'react';
import type { PageHead } from '../../lib/pageHead';

/** What the shown page says about itself, for the location it was shown at. */
export interface PageHeadReport {
  locationKey: string;
  head: PageHead;
}

/** Pages hand their head to DocumentHead through this (see usePageHead). */
export const PageHeadReporter = createContext<(report: PageHeadReport) => void>(() => undefined);
