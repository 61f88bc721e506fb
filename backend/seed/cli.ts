/**
 * `npm run seed -- [--reset] [--scale N]`: creates (or with --reset, recreates) the sample shop under
 * STOREFRONT_DATA_DIR; with --scale N, N times larger (seed/scale.ts), for measuring (`npm run bench:scale`).
 */
import path from 'node:path';
import { openShop } from '.';
import { scaleCatalog } from './scale';

const dataDir = path.resolve(process.env.STOREFRONT_DATA_DIR ?? './var');
const scaleAt = process.argv.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(process.argv[scaleAt + 1]) : 1;
const started = Date.now();
openShop(dataDir, process.argv.includes('--reset')).then(
  (db) => {
    try {
      if (scale !== 1) scaleCatalog(db, scale);
    } finally {
      db.close();
    }
    console.log(`sample shop${scale !== 1 ? ` ×${scale}` : ''} ready in ${dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  }
);
