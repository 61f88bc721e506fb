import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openShop } from '../backend';
import { createServer } from './app';
import { readConfig, type ServerConfig } from './config';
import { shutDownGracefully } from './lifecycle';

/** A worker that dies this soon after it started is not replaced again: something is wrong with every start. */
const MIN_WORKER_LIFETIME_MS = 5_000;

/** One process serving: the whole app on the configured port (alone, or as one worker of a cluster sharing it). */
async function serve(config: ServerConfig): Promise<void> {
  const app = await createServer(config, { logger: { level: process.env.LOG_LEVEL || 'warn' } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    if (cluster.isPrimary) console.log(`${signal} received: closing the storefront server.`);
    shutDownGracefully(app, config.shutdownTimeoutMs).then(
      (outcome) => {
        if (outcome === 'timed out') console.error(`Requests still in flight after ${config.shutdownTimeoutMs} ms: exiting anyway.`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      }
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    const backend = config.magentoBackendUrl ? `Magento at ${config.magentoBackendUrl}` : `the embedded backend (data in ${config.dataDir})`;
    console.log(`Storefront ready at ${address.replace('[::1]', 'localhost')} on ${backend}`);
  }
}

/**
 * STOREFRONT_WORKERS=N: N worker processes share the port (node:cluster; the primary only starts, replaces and stops
 * them). The embedded shop is seeded and migrated once, here, before any worker opens it.
 */
async function supervise(config: ServerConfig): Promise<void> {
  if (!config.magentoBackendUrl) (await openShop(config.dataDir)).close();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers) console.log(`Storefront ready at http://${config.host}:${config.port} with ${config.workers} workers`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}).`);
    if (lived >= MIN_WORKER_LIFETIME_MS) fork();
    else if (startedAt.size === 0) process.exit(1);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping ${startedAt.size} workers (requests in flight finish).`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.workers; i++) fork();
}

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.apiOnly && !existsSync(path.join(config.distDir, 'index.html'))) {
    console.error(`No build found in ${config.distDir}: run \`npm run build\` (or \`npm start\`, which builds when needed).`);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) await supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
