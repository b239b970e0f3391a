/**
 * `npm run db:seed -- [--creators 5000] [--seed 42] [--history-days N] [--reset]`: loads the demo data
 * set into the database the server would use (DATABASE_URL, or the embedded one in DATA_DIR, default
 * ./data). `--history-days`: days of counter history before today (default 365 up to 20,000
 * creators, 90 above).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { loadDemoData } from './index';

const { values } = parseArgs({
  options: {
    creators: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '42' },
    'history-days': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const creators = Number(values.creators);
const seed = Number(values.seed);
const historyDays = values['history-days'] === undefined ? undefined : Number(values['history-days']);
if (
  !Number.isInteger(creators) ||
  creators < 1 ||
  !Number.isInteger(seed) ||
  (historyDays !== undefined && (!Number.isInteger(historyDays) || historyDays < 0 || historyDays > 3650))
) {
  console.error('Usage: npm run db:seed -- [--creators N] [--seed N] [--history-days 0-3650] [--reset]');
  process.exit(2);
}

/** A server connection tuned for one big load: larger index builds in memory, no flush per statement. */
function forBulkLoad(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const options = [parsed.searchParams.get('options'), '-c maintenance_work_mem=256MB -c synchronous_commit=off'];
  parsed.searchParams.set('options', options.filter(Boolean).join(' '));
  return parsed.toString();
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const database = await openDatabase({ databaseUrl: forBulkLoad(databaseUrl), dataDir }).catch((error: unknown) => {
  // e.g. the embedded database is open in the running server (apps/api/src/db/embedded-lock.ts)
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await migrate(database); // also repairs the indexes and keys of an interrupted load
  const [row] = await database.query<{ used: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM creators) AS used',
  );
  if (row.used && !values.reset) {
    throw new Error('The database already holds data: run again with --reset to replace it.');
  }
  if (row.used) {
    // Every table of the schema (the migrations journal lives in the "drizzle" schema).
    const tables = await database.query<{ name: string }>(
      'SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
    );
    await database.query(`TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY`);
    console.log(`[${seconds()}s] reset: ${tables.length} tables truncated`);
  }
  console.log(`Seeding ${creators} creators (seed ${seed}) into ${databaseUrl ? 'the PostgreSQL server' : dataDir}…`);
  let lastStage = '';
  let lastEvent = Date.now();
  let stageStarted = lastEvent;
  let lastPrint = 0;
  const counts = await loadDemoData((text, params) => database.query(text, params), {
    creators,
    seed,
    historyDays,
    onProgress(stage, done, total) {
      if (stage !== lastStage) {
        lastStage = stage;
        stageStarted = lastEvent;
      }
      lastEvent = Date.now();
      if (done < total && lastEvent - lastPrint < 2000) return;
      lastPrint = Date.now();
      const rate = done / Math.max(0.001, (lastEvent - stageStarted) / 1000);
      console.log(`[${seconds()}s] ${stage}: ${done}/${total} (${rate < 10 ? rate.toFixed(2) : Math.round(rate)}/s)`);
    },
  });
  console.log('Counts:', counts);
  console.log(`Done in ${seconds()} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
