import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';
import type { StorefrontBackend } from './pages/backendClient';
import { serverHtmlSanitizer } from './pages/htmlSanitizer';

/** How long the readiness probe waits for the backend. */
const BACKEND_PROBE_MS = 2_000;
const PROBE = '{ storeConfig { store_code } }';
const NO_STORE = 'no-store';
/**
 * The backend's answer to the probe (a failure too) is kept this long: a load balancer probing often, or anyone
 * asking `/readyz` in a loop, costs the backend one query a second at most.
 */
const BACKEND_ANSWER_KEPT_MS = 1_000;

/**
 * Probes for orchestrators and load balancers. `/healthz` (liveness): the process answers. `/readyz` (readiness): the
 * build is in place and the page composer's HTML sanitiser (jsdom, loaded at start) has loaded (unless API-only), the
 * backend answers a store-config query (asked at most once a second, BACKEND_ANSWER_KEPT_MS, and by one probe at a
 * time), and the server is not shutting down. Neither is a page (never cached, never composed) and neither tells more than ok or why not.
 */
export function registerProbes(app: FastifyInstance, config: ServerConfig, backend: StorefrontBackend): void {
  let draining = false;
  // Closing starts: a probe on a kept-alive connection hears it before the connection goes, and every answer from
  // now on closes its connection, so the close need not wait for clients' idle keep-alive connections.
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  // While a probe is out its answer is awaited; once in, it is kept BACKEND_ANSWER_KEPT_MS.
  let backendProbe: { answering: Promise<boolean>; until: number } | undefined;
  const backendAnswering = (): Promise<boolean> => {
    if (backendProbe && backendProbe.until > Date.now()) return backendProbe.answering;
    const probe = {
      until: Infinity,
      answering: backend
        .query<{ storeConfig: { store_code: string | null } | null }>(PROBE, {}, { signal: AbortSignal.timeout(BACKEND_PROBE_MS) })
        .then(
          (answer) => !!answer.data?.storeConfig,
          () => false
        )
        .finally(() => (probe.until = Date.now() + BACKEND_ANSWER_KEPT_MS))
    };
    backendProbe = probe;
    return probe.answering;
  };
  app.get('/healthz', (_request, reply) => reply.header('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send('ok'));
  app.get('/readyz', async (_request, reply) => {
    const notReady = (reason: string) => reply.code(503).header('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send(reason);
    if (draining) return notReady('shutting down');
    if (!config.apiOnly && !existsSync(path.join(config.distDir, 'index.html'))) return notReady('no build');
    // Loaded (or failed to, then pages go without it) before the first page request is taken.
    if (!config.apiOnly) await serverHtmlSanitizer().catch(() => undefined);
    if (!(await backendAnswering())) return notReady('backend not answering');
    return reply.header('Cache-Control', NO_STORE).type('text/plain; charset=utf-8').send('ready');
  });
}

/**
 * Graceful shutdown: readiness goes to 503 at once, the listener stops taking connections, requests in flight finish
 * (idle keep-alive connections are closed), then the process may exit. After `timeoutMs` the wait is given up.
 */
export async function shutDownGracefully(app: FastifyInstance, timeoutMs: number): Promise<'closed' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    return await Promise.race([app.close().then(() => 'closed' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
