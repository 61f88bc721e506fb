import { useQuery } from '@apollo/client/react';
import getShellConfig from './getShellConfig.graphql';
import type { GetShellConfigData, ShellConfig } from './shellConfigTypes';

/** The store config the shell reads; shown from cache at once and refreshed from the network (§7). */
export function useShellConfig(): { config: ShellConfig | undefined; loading: boolean } {
  const { data, loading } = useQuery<GetShellConfigData>(getShellConfig, { fetchPolicy: 'cache-first' /* refreshed at boot: prefetchShellData */ });
  return { config: data?.storeConfig ?? undefined, loading: loading && !data };
}
