import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed-if-empty';
import { importDiskUploads } from './modules/uploads/disk-import';

/** Everything a start does before listening: database → migrations → app → uploads left on disk → demo data when due. */
export async function prepareServer(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const app = await buildApp({ config, database });
  await importDiskUploads(database, config.uploadsDir, app.log);
  await seedIfEmpty(database, config, app.log);
  return { app, database };
}

/** A worker of a multi-process server: the primary has migrated and seeded the database already. */
export async function prepareWorker(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  return { app, database };
}
