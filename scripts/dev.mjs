#!/usr/bin/env node
// `npm run dev`: webpack-dev-server (fast in-memory rebuilds) on PORT, proxying the API and media to the
// storefront server, which runs API-only on PORT + 10 and restarts when server/ or backend/ change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT || 8080);
const apiPort = port + 10;
const children = [
  // tsx watch follows the server's imports, so backend changes restart it too.
  spawn('npx', ['tsx', 'watch', join('server', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), STOREFRONT_API_ONLY: '1' }
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DEV_API_URL: `http://127.0.0.1:${apiPort}` }
  })
];

const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
