import { loadForAction } from '../lib/chunkLoad';
import { loadOnce } from '../lib/loadOnce';
import type { RestClient, RestClientOptions, RestRequestOptions } from './restClient';

type RestCallOptions = Omit<RestRequestOptions, 'method' | 'body'>;

/**
 * The REST client of §7 for the thunks' extra argument, its code loaded with the first call: only checkout places
 * orders over REST, so landing pages do not carry it (see createRestClient for the behaviour).
 */
export function createLazyRestClient(options: RestClientOptions): RestClient {
  // A call whose chunk does not load fails with a readable error (offline, or code gone); a later call tries again.
  const loaded = loadOnce(() =>
    loadForAction(() => import(/* webpackChunkName: "rest" */ './restClient')).then(({ createRestClient }) => createRestClient(options))
  );
  return {
    request<T>(path: string, requestOptions?: RestRequestOptions) {
      return loaded().then((client) => client.request<T>(path, requestOptions));
    },
    get<T>(path: string, callOptions?: RestCallOptions) {
      return loaded().then((client) => client.get<T>(path, callOptions));
    },
    post<T>(path: string, body?: unknown, callOptions?: RestCallOptions) {
      return loaded().then((client) => client.post<T>(path, body, callOptions));
    }
  };
}
