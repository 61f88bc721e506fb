import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';

/** A request must arrive whole within this time (slow-loris); an idle connection is closed after the second. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 60_000;
/** One year, as browsers' preload lists expect. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The API and media paths, which may be proxied to another backend. */
const PROXIED = /^\/(graphql|rest|media)(\/|\?|$)/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/** Fastify's options for timeouts and for whom X-Forwarded-* is believed (request.ip, .host, .protocol). */
export function hardenedServerOptions(config: ServerConfig): FastifyServerOptions {
  return {
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS
  };
}

/**
 * A path that could mean another path once a backend decodes or normalises it: dot segments, backslashes, NUL, encoded
 * slashes or dots, double encoding. `/graphql/%2e%2e/admin` must never reach the backend as `/admin`.
 */
export function isAmbiguousPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (decoded.includes('\\') || decoded.includes('\0') || /%[0-9a-f]{2}/i.test(decoded)) return true;
  if (/%2f/i.test(rawPath)) return true;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Server hygiene: HSTS when the shopper came over HTTPS; API paths refused when ambiguous; in proxy mode the
 * backend hears X-Forwarded-* only as this server determined them, not as a client wrote them.
 */
export async function registerHardening(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    const rawPath = request.url.split('?')[0];
    if (!PROXIED.test(rawPath)) return;
    if (isAmbiguousPath(rawPath)) {
      return reply.code(400).type('application/json').send({ message: 'The request path is not valid.' });
    }
    if (config.magentoBackendUrl) {
      // Read first: fastify derives these from the very headers (when a trusted proxy sent them).
      const { ip, protocol, host } = request;
      const headers = request.headers;
      for (const name of FORWARDING_HEADERS) delete headers[name];
      headers['x-forwarded-for'] = ip;
      headers['x-forwarded-proto'] = protocol;
      if (host) headers['x-forwarded-host'] = host;
    }
  });
}
