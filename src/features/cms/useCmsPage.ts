import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { usePageFetchPolicy } from '../../graphql/serverPageData';
import { useBackendBaseUrls } from '../storeView';
import getCmsPage from './getCmsPage.graphql';
import { cmsHtml } from './cmsHtml';

/**
 * A CMS page with its directives resolved and the backend's URLs on our origin (the HTML is sanitised where it is
 * rendered); loading until the store config's base URLs are known too.
 */
export function useCmsPage(identifier: string) {
  const { data, loading, error, refetch } = useQuery(getCmsPage, {
    variables: { identifier },
    fetchPolicy: usePageFetchPolicy(getCmsPage, { identifier }),
    nextFetchPolicy: 'cache-first'
  });
  const { baseUrls, loading: baseUrlsLoading } = useBackendBaseUrls();
  const page = data?.cmsPage ?? undefined;
  const html = useMemo(() => cmsHtml(page?.content, baseUrls), [page?.content, baseUrls]);
  return {
    page,
    html,
    isLoading: (!page && loading) || (Boolean(page) && baseUrlsLoading),
    isMissing: !page && !loading && !error && data !== undefined,
    error: !page ? error : undefined,
    retry: () => void refetch().catch(() => undefined)
  };
}
