import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import path from 'node:path';
import embeddedBackend, { mediaDirOf } from '../backend';
import type { ServerConfig } from './config';
import { hardenedServerOptions, registerHardening } from './hardening';
import { registerProbes } from './lifecycle';
import mediaRoutes from './media';
import { createPageHandler } from './pages';
import { storefrontBackendFor } from './pages/backendClient';
import { registerSecurityHeaders } from './security';
import sitemapRoutes from './sitemap';
import { registerStaticFiles } from './staticFiles';

/** Proxies Magento's API paths to a real backend, keeping the shopper's headers (store, currency, token). */
async function registerMagentoProxy(app: FastifyInstance, upstream: string): Promise<void> {
  for (const prefix of ['/graphql', '/rest']) {
    await app.register(httpProxy, { upstream, prefix, rewritePrefix: prefix, http2: false });
  }
}

/**
 * The storefront server: static build, SPA fallback, same-origin API (embedded or proxied) and media.
 * It holds no state of its own, so any number of them can run behind a load balancer.
 */
export async function createServer(config: ServerConfig, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ ...hardenedServerOptions(config), bodyLimit: 1024 * 1024, ...options });

  // Whatever goes wrong inside, the shopper gets a short JSON message, never a stack trace.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    void reply
      .code(status)
      .type('application/json')
      .send({ message: status === 500 ? 'Internal server error.' : error.message });
  });

  await registerHardening(app, config);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await registerSecurityHeaders(app);

  const cacheDir = path.join(config.dataDir, 'cache', 'media');
  const mediaLimits = { maxCacheBytes: config.mediaCacheBytes, rendersPerMinute: config.mediaRendersPerMinute };
  if (config.magentoBackendUrl) {
    await registerMagentoProxy(app, config.magentoBackendUrl);
    await app.register(mediaRoutes, { upstream: config.magentoBackendUrl, cacheDir, ...mediaLimits });
  } else {
    await app.register(embeddedBackend, {
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      introspection: config.introspection,
      guestCheckoutLogin: config.guestCheckoutLogin
    });
    await app.register(mediaRoutes, { originalsDir: mediaDirOf(config.dataDir), cacheDir, ...mediaLimits });
  }

  const backend = storefrontBackendFor(app, config);
  registerProbes(app, config, backend);
  await app.register(sitemapRoutes, { backend, publicUrl: config.publicUrl, directory: path.join(config.dataDir, 'cache', 'sitemaps') });
  if (!config.apiOnly) {
    const sendPage = createPageHandler({ distDir: config.distDir, publicUrl: config.publicUrl, backend });
    await registerStaticFiles(app, config.distDir, sendPage);
  }
  return app;
}
