import net from 'node:net';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real Magento 2.4 to proxy /graphql, /rest and /media to; unset means the embedded backend. */
  magentoBackendUrl?: string;
  /** The embedded backend's database, generated media, mail outbox and the image cache live here. */
  dataDir: string;
  /** The production build to serve. */
  distDir: string;
  /** Development: webpack-dev-server serves the SPA, this server only the API and media. */
  apiOnly: boolean;
  /**
   * The shop's address as shoppers reach it: absolute URLs in pages, the sitemap and mails are built from it, never
   * from request headers, which a client can forge.
   */
  publicUrl: string;
  /** Answer GraphQL introspection queries (development), refused otherwise unless GRAPHQL_INTROSPECTION=1. */
  introspection: boolean;
  /** Addresses (or CIDR ranges) of reverse proxies whose X-Forwarded-For/-Host/-Proto are believed; none by default. */
  trustedProxies: string[];
  /** Disk space of the resized-image cache, in bytes; the least recently served variants are deleted beyond it. */
  mediaCacheBytes: number;
  /** New image variants one client may have rendered per minute (cached variants are not counted). */
  mediaRendersPerMinute: number;
  /**
   * The embedded backend's "Enable Guest Checkout Login" (Magento's checkout/options/enable_guest_checkout_login),
   * STOREFRONT_GUEST_CHECKOUT_LOGIN=1. Off (the default), isEmailAvailable answers true for every address; on, it
   * tells whether an address has an account, throttled per client.
   */
  guestCheckoutLogin: boolean;
  /** STOREFRONT_WORKERS: processes serving the same port (node:cluster); 1, the default, runs no cluster. */
  workers: number;
  /** STOREFRONT_SHUTDOWN_TIMEOUT_MS: how long a stop waits for requests in flight before it exits anyway. */
  shutdownTimeoutMs: number;
}

/** A whole number of at least 1 from the environment, its default when unset, or a clear error naming the variable. */
function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}".`);
  return Number(value);
}

/** A switch from the environment: `1` on, `0` off, undefined when unset, or a clear error naming the variable. */
function onOff(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value !== '0' && value !== '1') throw new Error(`${name} must be 1 or 0, got "${value}".`);
  return value === '1';
}

/** An absolute http(s) URL without a trailing slash, or a clear error naming the variable. */
function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must use http or https, got "${url.protocol}".`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** STOREFRONT_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (e.g. 10.0.0.0/8), checked at start. */
function trustedProxiesOf(value = ''): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`STOREFRONT_TRUSTED_PROXIES must list IP addresses or CIDR ranges, got "${entry}".`);
    }
  }
  return entries;
}

const REPO_ROOT = path.resolve(__dirname, '..');
/** More workers than this only add memory: each holds its own caches and database connection. */
const MAX_WORKERS = 32;

/** Reads the configuration from the environment (README: Configuration); bad values fail loudly at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const magentoBackendUrl = env.MAGENTO_BACKEND_URL ? httpUrl('MAGENTO_BACKEND_URL', env.MAGENTO_BACKEND_URL) : undefined;
  const host = env.HOST || '127.0.0.1';
  // Listening on every interface says nothing about the name shoppers use: loopback stands in until it is configured.
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : net.isIPv6(host) ? `[${host}]` : host;
  const apiOnly = env.STOREFRONT_API_ONLY === '1';
  return {
    port,
    host,
    magentoBackendUrl,
    dataDir: path.resolve(env.STOREFRONT_DATA_DIR || path.join(REPO_ROOT, 'var')),
    distDir: path.resolve(env.STOREFRONT_DIST_DIR || path.join(REPO_ROOT, 'dist')),
    apiOnly,
    publicUrl: env.STOREFRONT_PUBLIC_URL ? httpUrl('STOREFRONT_PUBLIC_URL', env.STOREFRONT_PUBLIC_URL) : `http://${publicHost}:${port}`,
    // On while developing (npm run dev serves the API only), off in production unless asked for.
    introspection: onOff('GRAPHQL_INTROSPECTION', env.GRAPHQL_INTROSPECTION) ?? (apiOnly || env.NODE_ENV === 'development'),
    trustedProxies: trustedProxiesOf(env.STOREFRONT_TRUSTED_PROXIES),
    mediaCacheBytes: wholeNumber('STOREFRONT_MEDIA_CACHE_MB', env.STOREFRONT_MEDIA_CACHE_MB, 1024) * 1024 * 1024,
    mediaRendersPerMinute: wholeNumber('STOREFRONT_MEDIA_RENDERS_PER_MINUTE', env.STOREFRONT_MEDIA_RENDERS_PER_MINUTE, 200),
    guestCheckoutLogin: onOff('STOREFRONT_GUEST_CHECKOUT_LOGIN', env.STOREFRONT_GUEST_CHECKOUT_LOGIN) ?? false,
    workers: Math.min(wholeNumber('STOREFRONT_WORKERS', env.STOREFRONT_WORKERS, 1), MAX_WORKERS),
    shutdownTimeoutMs: wholeNumber('STOREFRONT_SHUTDOWN_TIMEOUT_MS', env.STOREFRONT_SHUTDOWN_TIMEOUT_MS, 10_000)
  };
}
