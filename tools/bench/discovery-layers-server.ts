/**
 * One server of `npm run bench:discovery-layers` in a process of its own: the target's database as
 * the runner prepared it (BENCH_LAYERS_TARGET, BENCH_LAYERS_DATA_DIR) and the server as
 * `npm run bench:discovery` starts it (discovery-target.ts), the engine's layers as
 * DISCOVERY_LAYERS_OFF of this process says. Prints `listening <url>` when ready; closes on SIGTERM.
 */
import { openPrepared, startServer, targetKind } from './discovery-target';
import { recordingDatabase } from './recording-database';

const target = process.env.BENCH_LAYERS_TARGET;
const dataDir = process.env.BENCH_LAYERS_DATA_DIR;
if (!target || !dataDir)
  throw new Error('BENCH_LAYERS_TARGET and BENCH_LAYERS_DATA_DIR are set by discovery-layers.ts');

const raw = await openPrepared(target, dataDir);
// A shared PostgreSQL benchmark database is only read (the search-term upsert is dropped), as in discovery.ts.
const database = recordingDatabase(raw, { readOnly: targetKind(target) === 'pg' });
const { app, baseUrl } = await startServer(database, dataDir);
console.log(`listening ${baseUrl}`);
process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await raw.close();
    process.exit(0);
  })();
});
