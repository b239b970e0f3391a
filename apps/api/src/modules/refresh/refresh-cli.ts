/**
 * `npm run creators:refresh -- [--username U] [--platform P] [--due]`: reads creator pages again from
 * their platforms now, through the platform readers and their budgets (shared with the servers
 * through REDIS_URL), into DATABASE_URL or the embedded database in DATA_DIR (not while a server
 * runs on it). `--username`: that page; `--platform`: the pages of that platform; `--due`: only the
 * pages that are due (otherwise every page chosen is read, due or not). The work: refresh-command.ts.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createFallbackCounter, createMemoryCounter, createRedisCounter } from '../../lib/attempt-counter';
import { createPlatformReaders } from '../../lib/platforms';
import { createRedisBus } from '../../lib/read-cache/redis-bus';
import { connectRedis } from '../../lib/redis-link';
import { createDatabaseStorage } from '../../lib/storage';
import { parseRefreshArgs, REFRESH_USAGE, refreshReport, runRefreshCommand } from './refresh-command';
import { commandChangeRecorder } from '../../lib/changes/change-recorder';
import { changeLookups } from '../users/change-lookups';

const options = parseRefreshArgs(process.argv.slice(2));
if (!options) {
  console.error(REFRESH_USAGE);
  process.exit(2);
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
const log = { info: () => undefined, warn: (...args: unknown[]) => console.error(...args), error: console.error };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const redis = config.redisUrl ? connectRedis(config.redisUrl, log as never) : null;
const bus = redis ? createRedisBus(redis, { prefix: config.redisPrefix, log: log as never }) : null;
try {
  await migrate(database);
  const budgetCounter = redis
    ? createFallbackCounter(
        createRedisCounter(redis.client, `${config.redisPrefix}platform-reads:`),
        createMemoryCounter(),
        redis,
      )
    : createMemoryCounter();
  const readers = createPlatformReaders({ config, budgetCounter, storage: createDatabaseStorage(database.db) });
  const changes = commandChangeRecorder(bus ? (tags) => bus.publish(tags) : undefined, changeLookups(database.db));
  const deps = { database, readers, config, changes };
  const { total, found } = await runRefreshCommand(deps, options, (sofar) =>
    console.error(`${sofar.read} read (${sofar.changed} changed, ${sofar.later} put off for the platforms' budgets)…`),
  );
  console.log(refreshReport(total));
  if (!found) {
    console.error(
      `No page @${options.username}${options.platform ? ` on ${options.platform}` : ''} to read (unknown, removed, demo data${options.due ? ', or not due' : ''})`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bus?.close();
  await redis?.close();
  await database.close();
}
