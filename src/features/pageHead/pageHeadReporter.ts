import { createContext } from 'react';
import type { PageHead } from '../../lib/pageHead';

/** What the shown page says about itself, for the location it was shown at. */
export interface PageHeadReport {
  locationKey: string;
  head: PageHead;
}

export interface PageHeadReporterValue {
  report: (report: PageHeadReport) => void;
  /** Whether the storefront server already wrote this location's head (the landing page's first HTML). */
  isComposedByServer: (locationKey: string) => boolean;
}

/** Pages hand their head to DocumentHead through this (see usePageHead). */
export const PageHeadReporter = createContext<PageHeadReporterValue>({ report: () => undefined, isComposedByServer: () => false });
