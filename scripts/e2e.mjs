#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite in Debian's Chromium against the production build in dist/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`e2e: no Chromium at ${chrome}. Install it with \`apt-get update && apt-get install -y chromium\`, or set CHROME_PATH.`);
  process.exit(1);
}
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('e2e: no production build in dist/; run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', '--config', join('e2e', 'playwright.config.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit'
});
process.exit(result.status ?? 1);
