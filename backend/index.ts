import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { openShop, mediaDirOf } from './seed';
import { Shop } from './shop';
import { GraphQLEndpoint, errorBody } from './graphql';
import { executableSchema } from './resolvers';
import { MagentoError } from './domain/errors';
import { registerRest, restError } from './rest';

export interface EmbeddedBackendOptions {
  dataDir: string;
  /** Base URL of the shop for links in mails (default http://127.0.0.1:8080). */
  publicUrl?: string;
  /** Answer introspection queries (default on; the server turns it off in production). */
  introspection?: boolean;
  /**
   * Magento's "Enable Guest Checkout Login" (checkout/options/enable_guest_checkout_login), default off: only then does
   * isEmailAvailable tell whether an address has an account (throttled per client).
   */
  guestCheckoutLogin?: boolean;
}
/** The primary of a cluster opens (seeds, migrates) the shop once before its workers do. */
export { mediaDirOf, openShop };
export { clientKey } from './domain/clientKey';

/** Known to this process only: no client can send it. */
const IN_PROCESS_TOKEN = randomBytes(16).toString('hex');
/**
 * Headers of the storefront server's own in-process queries (page composition). Their answers are shared by every
 * shopper, so their URLs (media base, images) name the public URL, never the host of the in-process request.
 */
export const IN_PROCESS_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'x-storefront-in-process': IN_PROCESS_TOKEN });

/**
 * The embedded Magento-compatible backend: GET+POST /graphql and the REST checkout routes, over
 * <dataDir>/storefront.sqlite (created and seeded on first start).
 */
const embeddedBackend: FastifyPluginAsync<EmbeddedBackendOptions> = async (app, opts) => {
  const db = await openShop(opts.dataDir);
  app.addHook('onClose', async () => {
    db.close();
  });
  const shop = new Shop(db, opts.dataDir, opts.publicUrl, opts.guestCheckoutLogin);
  const endpoint = new GraphQLEndpoint(executableSchema(), shop, { introspection: opts.introspection ?? true });

  // Malformed bodies and other request errors of this scope: Magento shapes, never a stack trace.
  app.setErrorHandler((err: { statusCode?: number; message: string }, req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error(err);
    const message = status === 500 ? 'Internal Error.' : err.message;
    if (req.url.startsWith('/rest')) return reply.code(status).send(restError(message));
    return reply.code(status).type('application/json').send(errorBody(message, 'graphql-input'));
  });

  const handle = (method: 'GET' | 'POST') => async (req: FastifyRequest, reply: FastifyReply) => {
    const input = (method === 'GET' ? req.query : req.body) as Record<string, unknown> | null;
    reply.type('application/json; charset=utf-8');
    let ctx;
    try {
      const inProcess = req.headers['x-storefront-in-process'] === IN_PROCESS_TOKEN;
      ctx = shop.contextFor(req.headers, undefined, inProcess ? { protocol: req.protocol, ip: req.ip } : req);
    } catch (e) {
      if (!(e instanceof MagentoError)) throw e;
      return reply.send(errorBody(e.message, e.category));
    }
    reply.header('X-Magento-Cache-Id', shop.cacheId(ctx));
    if (!input || typeof input !== 'object' || Array.isArray(input)) return reply.code(400).send(errorBody('Request body must be a JSON object.'));
    const res = await endpoint.run({ method, query: input.query, variables: input.variables, operationName: input.operationName }, ctx);
    return reply.code(res.status).send(res.body);
  };
  app.get('/graphql', handle('GET'));
  app.post('/graphql', handle('POST'));
  registerRest(app, shop);
};

export default embeddedBackend;
