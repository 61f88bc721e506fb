import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from './app';
import { readConfig } from './config';

async function main(): Promise<void> {
  const config = readConfig();
  if (!config.apiOnly && !existsSync(path.join(config.distDir, 'index.html'))) {
    console.error(`No build found in ${config.distDir}: run \`npm run build\` (or \`npm start\`, which builds when needed).`);
    process.exit(1);
  }
  const app = await createServer(config, { logger: { level: process.env.LOG_LEVEL || 'warn' } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: closing the storefront server.`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      }
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const backend = config.magentoBackendUrl ? `Magento at ${config.magentoBackendUrl}` : `the embedded backend (data in ${config.dataDir})`;
  console.log(`Storefront ready at ${address.replace('[::1]', 'localhost')} on ${backend}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
