import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeArgs } from './serverCommand.js';

const ROOT = path.resolve(__dirname, '..');

export interface StorefrontProcess {
  origin: string;
  dataDir: string;
  pid: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and deletes its data directory (unless it was given). */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts the production server (dist/) with the embedded backend on a free loopback port and a fresh data
 * directory, for the e2e suite and the Lighthouse script; resolves once it serves (the first start seeds the shop).
 */
export async function startStorefront({
  name,
  quiet = false,
  distDir,
  env = {},
  readyPath = '/readyz',
  dataDir: givenDataDir,
  port: givenPort
}: {
  name: string;
  quiet?: boolean;
  /** The build to serve; dist/ by default. */
  distDir?: string;
  /** More environment, e.g. `STOREFRONT_API_ONLY` or `MAGENTO_BACKEND_URL` (proxy mode). */
  env?: Record<string, string>;
  /** A path that answers 200 once the server is ready (readiness: the build, the page sanitiser's thread, the backend). */
  readyPath?: string;
  /** An existing data directory to serve (kept after stop), e.g. a scaled shop; a fresh temporary one by default. */
  dataDir?: string;
  /** A loopback port to listen on; a free one by default. */
  port?: number;
}): Promise<StorefrontProcess> {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), `storefront-${name}-`));
  const port = givenPort ?? (await freePort());
  const server = spawn(process.execPath, serverNodeArgs({ ...process.env, ...env }), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_DATA_DIR: dataDir,
      MAGENTO_BACKEND_URL: '',
      ...(distDir ? { STOREFRONT_DIST_DIR: distDir } : {}),
      ...env
    },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit']
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The storefront server exited with code ${server.exitCode} before serving.`);
    }
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) return { origin, dataDir, pid: server.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The storefront server did not answer at ${origin} within 120 s.`);
}
