import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import getCmsBlocks from './getCmsBlocks.graphql';
import { browserStorage, readSecureBaseMediaUrl } from '../../lib/storage';
import { cmsHtml } from './cmsHtml';

export function useCmsBlocks(identifiers: string[]) {
  const { data } = useQuery(getCmsBlocks, { variables: { identifiers } });
  const blocks = useMemo(() => {
    const items = (data?.cmsBlocks?.items ?? []).filter((item): item is NonNullable<typeof item> => Boolean(item?.content));
    return identifiers
      .map((identifier) => items.find((item) => item.identifier === identifier))
      .filter((item): item is NonNullable<typeof item> => Boolean(item))
      .map((item) => ({ identifier: item.identifier ?? '', html: cmsHtml(item.content, readSecureBaseMediaUrl(browserStorage)) }));
  }, [data, identifiers]);
  return { blocks };
}
