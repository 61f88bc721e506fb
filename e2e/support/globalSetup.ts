import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStorefront } from '../../scripts/storefrontProcess';

/** Starts the production server with a fresh data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.resolve(__dirname, '..', '..', 'dist', 'index.html'))) {
    throw new Error('No production build in dist/: run `npm run build` before the e2e suite.');
  }
  const storefront = await startStorefront({ name: 'e2e' });
  process.env.STOREFRONT_E2E_URL = storefront.origin;
  process.env.STOREFRONT_E2E_DATA_DIR = storefront.dataDir;
  return storefront.stop;
}
