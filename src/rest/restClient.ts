import { fetchOrOffline } from '../lib/offline';
import { fetchWithTimeout } from '../lib/requestTimeout';
import { RestError, type RestErrorBody } from './RestError';

export interface RestRequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** `no-store` or `reload` make a new identical GET replace (abort) an earlier one in flight. */
  cache?: RequestCache;
  signal?: AbortSignal;
}

export interface RestClient {
  request<T = unknown>(path: string, options?: RestRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: Omit<RestRequestOptions, 'method' | 'body'>): Promise<T>;
}

export interface RestClientOptions {
  /** The sign-in token, read per request so sign-in and sign-out take effect at once. */
  getToken: () => string | undefined;
  fetchImpl?: () => typeof fetch;
}

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The REST client of §7: credentials included, JSON both ways, bearer token when signed in, a timeout on every call.
 * Identical GETs in flight share one request; POSTs with a body are never shared.
 */
export function createRestClient({ getToken, fetchImpl = () => globalThis.fetch }: RestClientOptions): RestClient {
  const inFlight = new Map<string, InFlight>();

  async function send(method: string, url: string, options: RestRequestOptions, controller: AbortController) {
    const token = getToken();
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers
    };
    const fetchOnce = fetchImpl();
    const response = await fetchOrOffline((input, init) => fetchWithTimeout(fetchOnce, input, init), url, {
      method,
      headers,
      credentials: 'include',
      cache: options.cache,
      signal: controller.signal,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined
    });
    const body = await readBody(response);
    if (!response.ok) throw new RestError(method, url, response, body as RestErrorBody | string | undefined);
    return body;
  }

  function request<T>(url: string, options: RestRequestOptions = {}): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase();
    const controller = new AbortController();
    options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));

    const shareable = method === 'GET' && options.body === undefined;
    if (!shareable) return send(method, url, options, controller) as Promise<T>;

    const key = `${method} ${url}`;
    const earlier = inFlight.get(key);
    const replaces = options.cache === 'no-store' || options.cache === 'reload';
    if (earlier && !replaces) return earlier.promise as Promise<T>;
    // A forced-fresh request supersedes the earlier one: its answer may already be stale.
    earlier?.controller.abort();

    const promise = send(method, url, options, controller).finally(() => {
      if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
    });
    inFlight.set(key, { promise, controller });
    return promise as Promise<T>;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body })
  };
}
