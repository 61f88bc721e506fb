import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { startStorefront } from '../scripts/storefrontProcess';
import { createServer } from './app';
import { readConfig } from './config';
import { registerProbes, shutDownGracefully } from './lifecycle';
import type { StorefrontBackend } from './pages/backendClient';

const SHELL = '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'storefront-lifecycle-'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const configFor = (env: Record<string, string> = {}) =>
  readConfig({ STOREFRONT_DATA_DIR: path.join(root, 'var'), STOREFRONT_DIST_DIR: root, ...env });

describe('liveness and readiness', () => {
  it('is live and ready once the build is there and the backend answers; neither is cached', async () => {
    const app = await createServer(configFor());
    const live = await app.inject({ url: '/healthz' });
    expect([live.statusCode, live.body, live.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.body, ready.headers['cache-control']]).toEqual([200, 'ready', 'no-store']);
    await app.close();
  }, 60_000);

  it('is not ready without a build', async () => {
    const app = await createServer(configFor({ STOREFRONT_DIST_DIR: path.join(root, 'missing') }));
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.body]).toEqual([503, 'no build']);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('is not ready while the Magento it proxies does not answer, and says no more than that', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const app = await createServer(configFor({ MAGENTO_BACKEND_URL: 'http://127.0.0.1:9' }));
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.body]).toEqual([503, 'backend not answering']);
    await app.close();
  });
});

describe('readiness asked often', () => {
  /** A backend that answers (or fails) as told, and counts what it is asked. */
  function countingBackend() {
    const backend = {
      asked: 0,
      answering: true,
      query: async () => {
        backend.asked += 1;
        if (!backend.answering) throw new Error('refused');
        return { data: { storeConfig: { store_code: 'default' } } };
      }
    };
    return backend as typeof backend & StorefrontBackend;
  }

  afterEach(() => jest.restoreAllMocks());

  it('asks the backend at most once a second, its failures too, and concurrent probes share one question', async () => {
    const backend = countingBackend();
    const app = Fastify();
    registerProbes(app, configFor({ STOREFRONT_API_ONLY: '1' }), backend);
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const probe = async () => (await app.inject({ url: '/readyz' })).body;

    expect(await Promise.all([probe(), probe(), probe()])).toEqual(['ready', 'ready', 'ready']);
    now += 999;
    expect(await probe()).toBe('ready');
    expect(backend.asked).toBe(1);

    backend.answering = false;
    now += 1;
    expect(await probe()).toBe('backend not answering');
    now += 500;
    expect(await probe()).toBe('backend not answering');
    expect(backend.asked).toBe(2);

    backend.answering = true;
    now += 500;
    expect(await probe()).toBe('ready');
    expect(backend.asked).toBe(3);
    await app.close();
  });
});

describe('graceful shutdown', () => {
  async function listeningWithSlowRoute(ms: number): Promise<{ app: FastifyInstance; origin: string }> {
    const app = await createServer(configFor({ STOREFRONT_API_ONLY: '1' }));
    app.get('/test-slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { done: true };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, origin };
  }

  it('finishes the requests in flight, then stops taking new ones', async () => {
    const { app, origin } = await listeningWithSlowRoute(400);
    const inFlight = fetch(`${origin}/test-slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = shutDownGracefully(app, 5_000);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await closing).toBe('closed');
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('gives up waiting after its timeout', async () => {
    const { app, origin } = await listeningWithSlowRoute(3_000);
    const inFlight = fetch(`${origin}/test-slow`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    expect(await shutDownGracefully(app, 300)).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(2_000);
    await inFlight;
  }, 60_000);
});

describe('STOREFRONT_WORKERS', () => {
  it('serves from that many worker processes on one port and stops them all on SIGTERM', async () => {
    const server = await startStorefront({ name: 'workers', quiet: true, distDir: root, env: { STOREFRONT_WORKERS: '2' }, readyPath: '/readyz' });
    // Node processes only: tsx also runs an esbuild service beside them.
    const workers = () => {
      try {
        return execFileSync('ps', ['-o', 'comm=', '--ppid', String(server.pid)], { encoding: 'utf8' })
          .split('\n')
          .filter((line) => line.trim() === 'node');
      } catch {
        return []; // ps finds none
      }
    };
    try {
      expect(workers()).toHaveLength(2);
      // Every worker answers: a few requests in parallel on fresh connections all succeed.
      const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.origin}/readyz`, { headers: { connection: 'close' } })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    } finally {
      await server.stop();
    }
    expect(workers()).toEqual([]);
  }, 120_000);
});
