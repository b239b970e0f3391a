/**
 * `npm run creators:import -- <file.jsonl|file.csv> [--dry-run] [--no-alerts]`: loads an operator's
 * data file of creators into DATABASE_URL, or the embedded database in DATA_DIR (default ./data;
 * not while a server runs on it). The format: docs/import/README.md. With REDIS_URL (the servers'
 * own), the running servers drop the cached answers of the pages it changed.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { ensureStandardCategories } from '../../db/standard-categories';
import { createMemoryCounter } from '../../lib/attempt-counter';
import { createPlatformReaders, profileAddress } from '../../lib/platforms';
import { createRedisBus } from '../../lib/read-cache/redis-bus';
import { connectRedis } from '../../lib/redis-link';
import { createDatabaseStorage } from '../../lib/storage';
import { ensurePlaces } from '../places/place-data';
import { formatOfFile, readImportRecords } from './import-records';
import { createProgress } from './import-progress';
import { importCreators, type ImportSummary } from './import-run';
import { isInitialLoad, withIndexesAndCountsBuiltAfter } from './initial-load';
import { commandChangeRecorder } from '../../lib/changes/change-recorder';
import { changeLookups } from '../users/change-lookups';

const USAGE = 'Usage: npm run creators:import -- <file.jsonl|file.csv> [--dry-run] [--no-alerts]';
/** Problems printed one by one; the rest are counted. */
const SHOWN = 50;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, 'no-alerts': { type: 'boolean', default: false } },
});
const [file] = positionals;
const format = file ? formatOfFile(file) : null;
if (!file || positionals.length !== 1 || !format) {
  console.error(USAGE);
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`${file}: no such file`);
  process.exit(2);
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const silent = { info: () => undefined, warn: (...args: unknown[]) => console.error(...args), error: console.error };
const database = await openDatabase({ databaseUrl: withoutCommitWaits(config.databaseUrl), dataDir: config.dataDir });
const redis = config.redisUrl ? connectRedis(config.redisUrl, silent as never) : null;
const bus = redis ? createRedisBus(redis, { prefix: config.redisPrefix, log: silent as never }) : null;
try {
  await migrate(database);
  await ensureStandardCategories(database);
  await ensurePlaces(database);
  const readers = createPlatformReaders({
    config,
    budgetCounter: createMemoryCounter(),
    storage: createDatabaseStorage(database.db),
  });
  const size = fs.statSync(file).size;
  const input = fs.createReadStream(file);
  const progress = createProgress(size);
  const where = config.databaseUrl ? 'the PostgreSQL server' : `the embedded database in ${config.dataDir}`;
  console.error(`Importing ${file} into ${where}${values['dry-run'] ? ' (dry run: nothing is written)' : ''}…`);
  const load = async () => {
    const summary = await importCreators(
      {
        database,
        profileUrl: (platform, username) => profileAddress(config.platformUrls[platform], username),
        storeAvatar: (url) => readers.storeAvatar(url),
        changes: commandChangeRecorder(bus ? (tags) => bus.publish(tags) : undefined, changeLookups(database.db)),
      },
      readImportRecords(input, format),
      {
        dryRun: values['dry-run'],
        alerts: !values['no-alerts'],
        onProgress: (lines) => progress.update(input.bytesRead, lines),
      },
    );
    progress.done(summary.lines);
    return summary;
  };
  const initial = await isInitialLoad(database, size, values['dry-run']);
  if (initial) {
    console.error(
      "A first load into a site without pages: the creators table's order indexes, filter counts and search words are built once, at the end (lists, counts and search are slow or incomplete until then).",
    );
  }
  const summary = initial
    ? await withIndexesAndCountsBuiltAfter(database, load, (done, total) =>
        console.error(`Indexes and counts of the creators table: ${done} of ${total} built`),
      )
    : await load();
  report(summary, values['dry-run']);
  if (!bus && config.databaseUrl && !values['dry-run']) {
    console.error(
      'Without REDIS_URL, running servers show the changed pages once their cached answers are renewed (a restart).',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bus?.close();
  await redis?.close();
  await database.close();
}

/**
 * The import's own connections do not wait for each commit to reach the disk (synchronous_commit
 * off): a crash may lose the last batches it reported, and running it again loads them (it changes
 * nothing that is there). The site's own connections are untouched.
 */
function withoutCommitWaits(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const options = [parsed.searchParams.get('options'), '-c synchronous_commit=off'];
  parsed.searchParams.set('options', options.filter(Boolean).join(' '));
  return parsed.toString();
}

function report(summary: ImportSummary, dryRun: boolean) {
  const n = (value: number) => value.toLocaleString('en-US');
  const verb = dryRun ? 'would be' : '';
  console.log(
    `${dryRun ? 'Dry run: ' : ''}created ${n(summary.created)}, updated ${n(summary.updated)}, unchanged ${n(summary.unchanged)}, rejected ${n(summary.rejected)}${verb ? ` (${verb} written)` : ''}.`,
  );
  for (const problem of summary.problems.slice(0, SHOWN)) {
    console.log(`  line ${problem.line}, ${problem.field}: ${problem.message}`);
  }
  if (summary.problems.length > SHOWN) console.log(`  … and ${n(summary.problems.length - SHOWN)} more rejected lines`);
  for (const warning of summary.warnings.slice(0, SHOWN)) {
    console.log(`  line ${warning.line}, ${warning.field} (loaded without it): ${warning.message}`);
  }
  if (summary.warnings.length > SHOWN) console.log(`  … and ${n(summary.warnings.length - SHOWN)} more warnings`);
}
