#!/usr/bin/env node
// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the server (scripts/serverCommand.js).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeArgs } from './serverCommand.js';

const root = join(import.meta.dirname, '..');
// The build's own loaders and plugins (scripts/webpack, scripts/graphql) count as sources too.
const buildInputs = [
  'src',
  'public',
  'i18n',
  'scripts/webpack',
  'scripts/graphql',
  'webpack.config.js',
  'babel.config.js',
  'package.json',
  'package-lock.json'
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

// `npm run serve` (`--no-build`): the server on the build there is.
const mayBuild = !process.argv.includes('--no-build');
const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const sourcesAt = Math.max(...buildInputs.map((input) => newestMtime(join(root, input))));
if (mayBuild && (builtAt === 0 || sourcesAt > builtAt)) {
  console.log(builtAt === 0 ? 'No build yet: building the storefront…' : 'Sources changed since the last build: rebuilding…');
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, serverNodeArgs(), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
