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
   * The shop's public origin (and path), for absolute URLs in pages, the sitemap and mails: never taken from
   * request headers, which a client can forge.
   */
  publicUrl: string;
}

function readPublicUrl(value: string | undefined, host: string, port: number): string {
  if (!value) return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STOREFRONT_PUBLIC_URL must be an absolute http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STOREFRONT_PUBLIC_URL must use http or https, got "${url.protocol}".`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

const REPO_ROOT = path.resolve(__dirname, '..');

/** Reads the configuration from the environment (README: Configuration); bad values fail loudly at start. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  let magentoBackendUrl: string | undefined;
  if (env.MAGENTO_BACKEND_URL) {
    let url: URL;
    try {
      url = new URL(env.MAGENTO_BACKEND_URL);
    } catch {
      throw new Error(`MAGENTO_BACKEND_URL must be an absolute http(s) URL, got "${env.MAGENTO_BACKEND_URL}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`MAGENTO_BACKEND_URL must use http or https, got "${url.protocol}".`);
    }
    magentoBackendUrl = url.origin + url.pathname.replace(/\/+$/, '');
  }
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    magentoBackendUrl,
    dataDir: path.resolve(env.STOREFRONT_DATA_DIR || path.join(REPO_ROOT, 'var')),
    distDir: path.resolve(env.STOREFRONT_DIST_DIR || path.join(REPO_ROOT, 'dist')),
    apiOnly: env.STOREFRONT_API_ONLY === '1',
    publicUrl: readPublicUrl(env.STOREFRONT_PUBLIC_URL, host, port)
  };
}
