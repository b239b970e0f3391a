/**
 * `npm run db:backup -- <file>`: a backup of the database the server uses, while it runs: the
 * DATABASE_URL server's (pg_dump -Fc), or the embedded one in DATA_DIR (asked of the running
 * server, or read from the files when none runs). Restore with `npm run db:restore -- <file>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupEmbedded } from './embedded-backup';
import { backupServer } from './server-backup';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:backup -- <file>');
  process.exit(2);
}
const file = path.resolve(positionals[0]);
const started = Date.now();
try {
  const config = loadConfig();
  let what: string;
  if (config.databaseUrl) {
    await backupServer(config.databaseUrl, file);
    what = 'the PostgreSQL server (pg_dump, custom format)';
  } else {
    const { from } = await backupEmbedded(config.dataDir, file);
    what = `the embedded database in ${config.dataDir} (${from === 'server' ? 'from the running server' : 'no server was running'})`;
  }
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup of ${what}: ${file}, ${megabytes} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (!config.jwtSecret) {
    console.log(
      `Keep a copy of ${path.join(config.dataDir, 'jwt-secret')} too (once: it does not change); see the README's "Backups".`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
