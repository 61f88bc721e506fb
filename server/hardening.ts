import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import net from 'node:net';
import type { ServerConfig } from './config';

/** A request must arrive whole within this time (slow-loris); an idle connection is closed after the second. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CONNECTION_TIMEOUT_MS = 60_000;
/** One year, as browsers' preload lists expect. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The API and media paths, which may be proxied to another backend. */
const PROXIED = /^\/(graphql|rest|media)(\/|\?|$)/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];
/** Headers that make some backends (Laminas, Symfony, IIS) serve another path than the one requested. */
const REWRITE_HEADERS = ['x-original-url', 'x-rewrite-url'];

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

/** Whether a peer address is one of STOREFRONT_TRUSTED_PROXIES (addresses or CIDR ranges, as config.ts checked them). */
function trustedProxyCheck(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address || !entries.length) return false;
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (v4) return list.check(v4, 'ipv4') || list.check(address, 'ipv6');
    return net.isIP(address) ? list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4') : false;
  };
}

/**
 * Server hygiene: HSTS when the shopper came over HTTPS; API paths refused when ambiguous; headers that rewrite
 * the path (X-Original-URL, X-Rewrite-URL) dropped; in proxy mode the backend hears X-Forwarded-* only as this
 * server determined them, not as a client wrote them: the client's address, and the shop's public host and
 * protocol (STOREFRONT_PUBLIC_URL) unless a trusted proxy told us the host and protocol the shopper used.
 */
export async function registerHardening(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const publicUrl = new URL(config.publicUrl);
  const isTrustedProxy = trustedProxyCheck(config.trustedProxies);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    const rawPath = request.url.split('?')[0];
    if (!PROXIED.test(rawPath)) return;
    if (isAmbiguousPath(rawPath)) {
      return reply.code(400).type('application/json').send({ message: 'The request path is not valid.' });
    }
    const headers = request.headers;
    for (const name of REWRITE_HEADERS) delete headers[name];
    if (config.magentoBackendUrl) {
      // Read first: fastify derives these from the very headers (when a trusted proxy sent them).
      const { ip, protocol, host } = request;
      // A client's Host is its own word; only a trusted proxy's (Host or X-Forwarded-Host) names the shop.
      const viaTrustedProxy = isTrustedProxy(request.socket.remoteAddress);
      for (const name of FORWARDING_HEADERS) delete headers[name];
      headers['x-forwarded-for'] = ip;
      headers['x-forwarded-proto'] = viaTrustedProxy ? protocol : publicUrl.protocol.slice(0, -1);
      headers['x-forwarded-host'] = viaTrustedProxy && host ? host : publicUrl.host;
    }
  });
}
