/**
 * `npm run db:restore -- <file> [--force]`: restores a `db:backup` file into the database the
 * server would use: the DATABASE_URL server's database (pg_restore; it must exist), or the
 * embedded one in DATA_DIR. Never while a server runs on it; into a database that already holds
 * data only with --force (the embedded one's old files are moved aside, a server database's
 * tables replaced). Start the server afterwards: it applies any newer migrations.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreEmbedded } from './embedded-backup';
import { restoreServer } from './server-backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <file> [--force]');
  process.exit(2);
}
const file = path.resolve(positionals[0]);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    await restoreServer(config.databaseUrl, file, { force: values.force });
    console.log(`Restored ${file} into the PostgreSQL server's database in ${seconds()} s.`);
  } else {
    const { movedAside } = await restoreEmbedded(config.dataDir, file, { force: values.force });
    console.log(`Restored ${file} into the embedded database in ${config.dataDir} in ${seconds()} s.`);
    if (movedAside) console.log(`The database that was there is kept in ${movedAside}: delete it once you are sure.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
