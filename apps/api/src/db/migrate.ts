import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { finishInterruptedLoad } from './bulk-load';
import { applyDatabaseSettings } from './database-settings';
import type { Database, Schema } from './client';

/**
 * Re-creates the indexes and keys of a bulk load that was interrupted (see bulk-load.ts), applies
 * the pending migrations of ./migrations (the build copies the folder beside the bundle), and makes
 * the session settings the database's defaults for FanLens's role (database-settings.ts).
 */
export async function migrate(database: Database): Promise<void> {
  const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
  await finishInterruptedLoad((text, params) => database.query(text, params));
  if (database.kind === 'embedded') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
  await applyDatabaseSettings(database);
}
