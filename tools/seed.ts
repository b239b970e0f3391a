/**
 * `npm run db:seed -- [--creators 5000] [--seed 42] [--reset]`: loads the demo data set into the
 * database the server would use (DATABASE_URL, or the embedded one in DATA_DIR, default ./data).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { loadDemoData } from './demo-data';

const DATA_TABLES = [
  'review_helpful',
  'review_reactions',
  'reviews',
  'favorites',
  'creator_categories',
  'creators',
  'categories',
  'search_queries',
  'verification_attempts',
  'password_resets',
  'sessions',
  'users',
];

const { values } = parseArgs({
  options: {
    creators: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '42' },
    reset: { type: 'boolean', default: false },
  },
});
const creators = Number(values.creators);
const seed = Number(values.seed);
if (!Number.isInteger(creators) || creators < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run db:seed -- [--creators N] [--seed N] [--reset]');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const database = await openDatabase({ databaseUrl, dataDir });
try {
  await migrate(database);
  const [row] = await database.query<{ used: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM creators) AS used',
  );
  if (row.used && !values.reset) {
    throw new Error('The database already holds data: run again with --reset to replace it.');
  }
  if (row.used) {
    await database.query(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY`);
    console.log(`[${seconds()}s] reset: all data tables truncated`);
  }
  console.log(`Seeding ${creators} creators (seed ${seed}) into ${databaseUrl ? 'the PostgreSQL server' : dataDir}…`);
  let lastStage = '';
  let lastEvent = Date.now();
  let stageStarted = lastEvent;
  let lastPrint = 0;
  const counts = await loadDemoData((text, params) => database.query(text, params), {
    creators,
    seed,
    onProgress(stage, done, total) {
      if (stage !== lastStage) {
        lastStage = stage;
        stageStarted = lastEvent;
      }
      lastEvent = Date.now();
      if (done < total && lastEvent - lastPrint < 2000) return;
      lastPrint = Date.now();
      const rate = done / Math.max(0.001, (Date.now() - stageStarted) / 1000);
      console.log(`[${seconds()}s] ${stage}: ${done}/${total} (${Math.round(rate)}/s)`);
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
