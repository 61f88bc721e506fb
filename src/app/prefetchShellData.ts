import type { ApolloClient } from '@apollo/client/core';
import getAvailableStores from '../features/storeView/getAvailableStores.graphql';
import getCurrency from '../features/storeView/getCurrency.graphql';
import getLocale from '../features/storeView/getLocale.graphql';
import getMegaMenu from './megaMenu/getMegaMenu.graphql';
import { isAnsweredByServer } from '../graphql/serverPageData';
import getShellConfig from '../features/storeView/getShellConfig.graphql';

/** The shell's queries: header, footer, mega menu, store and currency switchers, locale. */
const SHELL_QUERIES = [getShellConfig, getMegaMenu, getAvailableStores, getCurrency, getLocale];

/**
 * Refreshes the shell's data once per page load, during boot, before anything renders. The components read
 * it cache-first: they show the persisted copy at once and update when this answer lands, and on a first
 * visit their requests join these in flight, so each query is sent once and arrives a render earlier.
 */
export function prefetchShellData(client: ApolloClient<object>): void {
  for (const query of SHELL_QUERIES) {
    // The first HTML carried this page load's answer.
    if (isAnsweredByServer(query)) continue;
    client.query({ query, fetchPolicy: 'network-only' }).catch(() => {
      // Offline or failing: the components keep the cached copy, or ask again when they mount.
    });
  }
}
