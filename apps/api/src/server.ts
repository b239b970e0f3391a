import cluster from 'node:cluster';
import { serveBackups } from './backups/backup-socket';
import { loadConfig } from './config';

import { prepareServer, prepareWorker, readyAddress } from './start';
import { runPrimary, workerCount } from './workers';

/**
 * Entry point: config → database → migrations → demo data when due (see seed-if-empty.ts) → listen.
 * With several workers (workers.ts) the primary prepares the database once, then forks workers
 * that open it and listen.
 */
async function main() {
  const config = loadConfig();
  const workers = workerCount(config);
  if (cluster.isPrimary && workers.count > 1) {
    const { app, database } = await prepareServer(config);
    await app.close();
    await database.close();
    runPrimary(workers.count, app.log);
    return;
  }
  const { app, database } = cluster.isWorker ? await prepareWorker(config) : await prepareServer(config);
  if (workers.warning) app.log.warn(workers.warning);
  // The embedded database: `npm run db:backup` asks this process for a copy (backups/backup-socket.ts).
  const backups = await serveBackups(config.dataDir, database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await backups?.close();
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const listening = await app.listen({ port: config.port, host: config.host });
  app.log.info(`FanLens is ready at ${readyAddress(config, listening)} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
