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
const args = process.argv.slice(2);
const config = join('e2e', 'playwright.config.ts');
const playwright = (extra, env = process.env) =>
  spawnSync('npx', ['playwright', 'test', '--config', config, ...extra], { cwd: root, stdio: 'inherit', env }).status ?? 1;

// The specs about what a real Magento's data holds (content on its own host, its HTML entities) run a second time
// through MAGENTO_BACKEND_URL, as a shop on a real Magento runs; the whole suite does with STOREFRONT_E2E_PROXY=1.
const PROXY_SPECS = ['e2e/tests/cmsContent.spec.ts', 'e2e/tests/entities.spec.ts'];
const status = playwright(args);
if (status !== 0 || args.length > 0 || process.env.STOREFRONT_E2E_PROXY === '1') process.exit(status);
console.log(`e2e: ${PROXY_SPECS.join(', ')} again through MAGENTO_BACKEND_URL (proxy mode)`);
process.exit(playwright(PROXY_SPECS, { ...process.env, STOREFRONT_E2E_PROXY: '1' }));
