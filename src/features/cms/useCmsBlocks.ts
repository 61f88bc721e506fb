import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useBackendBaseUrls } from '../storeView';
import getCmsBlocks from './getCmsBlocks.graphql';
import { cmsHtml } from './cmsHtml';

/** CMS blocks as cmsHtml shows them; none until the store config's base URLs are known. */
export function useCmsBlocks(identifiers: string[]) {
  const { data } = useQuery(getCmsBlocks, { variables: { identifiers } });
  const { baseUrls, loading } = useBackendBaseUrls();
  const blocks = useMemo(() => {
    if (loading) return [];
    const items = (data?.cmsBlocks?.items ?? []).filter((item): item is NonNullable<typeof item> => Boolean(item?.content));
    return identifiers
      .map((identifier) => items.find((item) => item.identifier === identifier))
      .filter((item): item is NonNullable<typeof item> => Boolean(item))
      .map((item) => ({ identifier: item.identifier ?? '', html: cmsHtml(item.content, baseUrls) }));
  }, [data, identifiers, baseUrls, loading]);
  return { blocks };
}
