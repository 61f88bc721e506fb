/** `npm run seed -- [--reset]`: creates (or with --reset, recreates) the sample shop under STOREFRONT_DATA_DIR. */
import path from 'node:path';
import { openShop } from '.';

const dataDir = path.resolve(process.env.STOREFRONT_DATA_DIR ?? './var');
const started = Date.now();
openShop(dataDir, process.argv.includes('--reset')).then(
  (db) => {
    db.close();
    console.log(`sample shop ready in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  }
);
