/** `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in DATA_DIR (default ./data). */
import { openDatabase } from './client';
import { migrate } from './migrate';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';

const started = Date.now();
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(database);
    const where = databaseUrl ? 'the PostgreSQL server' : `the embedded database in ${dataDir}`;
    console.log(`Migrations applied to ${where} in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
} catch (error) {
  // A database that cannot be opened (the embedded one in use by the running server, say) or migrated.
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
