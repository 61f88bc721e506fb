import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStorefront } from '../../scripts/storefrontProcess';

/**
 * Starts the production server with a fresh data directory; returns the teardown. With STOREFRONT_E2E_PROXY=1 the
 * suite runs in proxy mode, as a shop on a real Magento does: the embedded backend runs API-only as a process of its
 * own (standing in for Magento, its database in STOREFRONT_E2E_DATA_DIR) and the storefront reaches it through
 * MAGENTO_BACKEND_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.resolve(__dirname, '..', '..', 'dist', 'index.html'))) {
    throw new Error('No production build in dist/: run `npm run build` before the e2e suite.');
  }
  if (process.env.STOREFRONT_E2E_PROXY === '1') {
    const magento = await startStorefront({ name: 'e2e-magento', env: { STOREFRONT_API_ONLY: '1' }, readyPath: '/graphql?query=%7B__typename%7D' });
    const storefront = await startStorefront({ name: 'e2e-proxy', env: { MAGENTO_BACKEND_URL: magento.origin } }).catch(async (error: unknown) => {
      await magento.stop();
      throw error;
    });
    process.env.STOREFRONT_E2E_URL = storefront.origin;
    process.env.STOREFRONT_E2E_DATA_DIR = magento.dataDir;
    return async () => {
      await storefront.stop();
      await magento.stop();
    };
  }
  const storefront = await startStorefront({ name: 'e2e' });
  process.env.STOREFRONT_E2E_URL = storefront.origin;
  process.env.STOREFRONT_E2E_DATA_DIR = storefront.dataDir;
  return storefront.stop;
}
