import { loadConfig } from './config';
import { placeIndex } from './modules/places/place-index';
import { prepareServer } from './start';

/** Entry point: config → database → migrations → demo data when due (see seed-if-empty.ts) → listen. */
async function main() {
  const config = loadConfig();
  const { app, database } = await prepareServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`FanLens is ready at ${config.publicUrl} (database: ${database.kind})`);
  // The places of the location field (about a second to load): now rather than on the first search.
  setImmediate(() => placeIndex.warm());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
