import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The storefront server exited with code ${server.exitCode} before serving.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The storefront server did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/** Starts the production server with a fresh data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('No production build in dist/: run `npm run build` before the e2e suite.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_DATA_DIR: dataDir, MAGENTO_BACKEND_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit']
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // First start seeds the sample shop (database and generated images).
  await waitUntilServing(`${baseURL}/`, server, 120_000);
  process.env.STOREFRONT_E2E_URL = baseURL;
  process.env.STOREFRONT_E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
