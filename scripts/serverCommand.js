// How a storefront server process is started (`npm start`, `npm run serve`, and the e2e/bench/Lighthouse launcher
// scripts/storefrontProcess.ts): Node with the heap budget of STOREFRONT_HEAP_MB, then tsx and server/main.ts. Cluster
// workers inherit these flags. CommonJS, so that both the ES-module scripts and Jest's CommonJS runtime load it.
const path = require('node:path');

const MAIN = path.join(__dirname, '..', 'server', 'main.ts');
const DEFAULT_HEAP_MB = 1024;

/**
 * V8's old generation is capped at STOREFRONT_HEAP_MB (default 1024). Uncapped, V8 sizes it from the machine's memory
 * (≈4 GB here) and, that large, lets the heap grow to about 4× what is live before it collects: a server with ≈60 MB
 * live held ≈200 MB of heap after a load. Capped at 1 GB it collects sooner (bench:scale at 100×: RSS after the run
 * 1.3× of idle instead of 1.6–1.9×), and 1 GB is far above what the bounded caches can hold.
 */
function heapMb(env = process.env) {
  const value = env.STOREFRONT_HEAP_MB;
  if (value === undefined || value === '') return DEFAULT_HEAP_MB;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 64) throw new Error(`STOREFRONT_HEAP_MB must be a whole number of at least 64, got "${value}".`);
  return Number(value);
}

/** Node's arguments for one server process. */
function serverNodeArgs(env = process.env) {
  return [`--max-old-space-size=${heapMb(env)}`, '--import', 'tsx', MAIN];
}

module.exports = { serverNodeArgs };
