import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { usePageFetchPolicy } from '../../graphql/serverPageData';
import getCmsPage from './getCmsPage.graphql';
import { browserStorage, readSecureBaseMediaUrl } from '../../lib/storage';
import { cmsHtml } from './cmsHtml';

/** A CMS page with its directives resolved (the HTML is sanitised where it is rendered). */
export function useCmsPage(identifier: string) {
  const { data, loading, error, refetch } = useQuery(getCmsPage, {
    variables: { identifier },
    fetchPolicy: usePageFetchPolicy(getCmsPage, { identifier }),
    nextFetchPolicy: 'cache-first'
  });
  const page = data?.cmsPage ?? undefined;
  const html = useMemo(() => cmsHtml(page?.content, readSecureBaseMediaUrl(browserStorage)), [page?.content]);
  return {
    page,
    html,
    isLoading: !page && loading,
    isMissing: !page && !loading && !error && data !== undefined,
    error: !page ? error : undefined,
    retry: () => void refetch().catch(() => undefined)
  };
}
