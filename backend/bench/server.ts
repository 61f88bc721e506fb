/**
 * The backend under benchmark, in its own process (forked by bench.ts) so that autocannon's client work does not run
 * on the server's event loop. Sends `{ address }` to the parent once listening; exits when the parent disconnects.
 */
import Fastify from 'fastify';
import embeddedBackend from '..';

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir || !process.send) throw new Error('usage: forked by backend/bench/bench.ts with a data directory');
  // The bench plays many shoppers from one machine: it names each in X-Forwarded-For, which only loopback may set.
  const app = Fastify({ trustProxy: '127.0.0.1' });
  const t0 = Date.now();
  await app.register(embeddedBackend, { dataDir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ address, startMs: Date.now() - t0 });
  process.on('disconnect', () => {
    void app.close().then(() => process.exit(0));
  });
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
