import type { ReactNode } from 'react';
import PageLoadError from '../../components/ErrorView/PageLoadError';
import LoadingIndicator from '../../components/LoadingIndicator/LoadingIndicator';
import PageNotFound from './PageNotFound';
import { usePageHead, type PageHeadBuilder } from './usePageHead';
import { usePageTitle } from './usePageTitle';

export interface ResolvedPageProps {
  /** The document title's first part; undefined while unknown. */
  title: string | undefined;
  /** The page's head builder (memoised); none where the page builds it elsewhere (a category's listing). */
  head?: PageHeadBuilder;
  /** With `loadingText`, the loading view stands in for the page; without, the page shows its own placeholders. */
  isLoading?: boolean;
  loadingText?: string;
  error: unknown;
  /** Shown when the failure is not about being offline. */
  errorText: string;
  onRetry: () => void;
  isMissing: boolean;
  children: ReactNode;
}

/**
 * A page resolved from its URL (product, category, CMS page): its title and head, then the loading view, the
 * load error (or offline view), the not-found page, or its content, in that order.
 */
export default function ResolvedPage({
  title,
  head,
  isLoading = false,
  loadingText,
  error,
  errorText,
  onRetry,
  isMissing,
  children
}: ResolvedPageProps) {
  usePageTitle(title);
  usePageHead(head);
  if (isLoading && loadingText) return <LoadingIndicator>{loadingText}</LoadingIndicator>;
  if (error) return <PageLoadError error={error} onRetry={onRetry} message={errorText} />;
  if (isMissing) return <PageNotFound />;
  return <>{children}</>;
}
