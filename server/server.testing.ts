import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from './app';
import { readConfig } from './config';

export const TEST_SHELL = '<!doctype html><div id="root"></div>';

export interface TestServer {
  app: FastifyInstance;
  /** The temporary build directory (the data directory is `var/` inside it). */
  root: string;
  close(): Promise<void>;
}

/**
 * The whole storefront server with the embedded backend, for tests: a temporary build (`files`, index.html by
 * default) and data directory, configured through `env` as the real server is; `close` removes both.
 */
export async function startTestServer(
  name: string,
  { files = {}, env = {} }: { files?: Record<string, string>; env?: NodeJS.ProcessEnv } = {}
): Promise<TestServer> {
  const root = mkdtempSync(path.join(tmpdir(), `storefront-${name}-`));
  for (const [file, text] of Object.entries({ 'index.html': TEST_SHELL, ...files })) writeFileSync(path.join(root, file), text);
  const app = await createServer(readConfig({ STOREFRONT_DATA_DIR: path.join(root, 'var'), STOREFRONT_DIST_DIR: root, ...env }));
  await app.ready();
  return {
    app,
    root,
    async close() {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  };
}
