import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './demo-data/seed-if-empty';
import { ensureStandardCategories } from './db/standard-categories';
import { ensurePlaces } from './modules/places/place-data';
import { importDiskUploads } from './modules/uploads/disk-import';
import { logStreamFor } from './lib/log-lines';

/**
 * Everything a start does before listening: database → app → wait until the database accepts
 * connections (a server that is down or still starting is waited for, and the wait logged) →
 * migrations → uploads left on disk → demo data when due → the standard categories on a site without
 * any, and the places list once.
 */
export async function prepareServer(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, logStream: logStreamFor() });
  await database.reachable();
  await migrate(database);
  await importDiskUploads(database, config.uploadsDir, app.log);
  await seedIfEmpty(database, config, app.log);
  const categories = await ensureStandardCategories(database);
  if (categories > 0) app.log.info(`${categories} standard categories added to an empty site`);
  const places = await ensurePlaces(database);
  if (places > 0) app.log.info(`${places} places loaded for the location field`);
  return { app, database };
}

/**
 * A worker of a multi-process server: the primary has migrated and seeded the database already.
 * It does not wait for the database: while the server is down it answers 503 (and its health
 * check says so), and its pool connects once the server is back.
 */
export async function prepareWorker(config: Config): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, logStream: logStreamFor() });
  return { app, database };
}

/**
 * The address to open: PUBLIC_URL when it names the port the server listens on (or is not on
 * this machine: a proxy in front), else this machine at the port it listens on.
 */
export function readyAddress(config: { publicUrl: string }, listening: string): string {
  const port = new URL(listening).port;
  const publicUrl = new URL(config.publicUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname);
  if (!local || publicUrl.port === port) return config.publicUrl;
  return `http://localhost:${port} (PUBLIC_URL is ${config.publicUrl})`;
}
