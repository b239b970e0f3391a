/**
 * The database of a discovery benchmark target and the server started on it, shared by
 * `npm run bench:discovery` (discovery.ts) and `npm run bench:discovery-layers` (discovery-layers.ts).
 *
 * A target: `pg` is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fanlens_bench, loaded
 * with `npm run db:seed -- --creators 1000000`), `pg:<url>` another PostgreSQL database,
 * `embedded` a fresh embedded database with BENCH_EMBEDDED_CREATORS demo creators (default 5000),
 * `embedded:N` one with N.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { loadDemoData } from '../../apps/api/src/demo-data';

const EMBEDDED_CREATORS = Number(process.env.BENCH_EMBEDDED_CREATORS ?? 5000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fanlens_bench';

/** Whether a target is a PostgreSQL database (only read) or a fresh embedded one. */
export const targetKind = (target: string): 'pg' | 'embedded' => (target.startsWith('pg') ? 'pg' : 'embedded');

const pgUrl = (target: string) => (target.startsWith('pg:') ? target.slice(3) : PG_URL);

/**
 * The server as the benchmarks run it: no read cache (the queries are what is measured), no rate
 * limits in the way, no demo data loaded; the engine's layers as DISCOVERY_LAYERS_OFF of this
 * process says (unset: every layer on).
 */
export async function startServer(
  database: Database,
  dataDir: string,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MULTIPLIER: '1000',
    SEED_CREATORS: '0',
    // The queries are what is measured: with the read cache on, every request after the first
    // of a path would be answered from memory (bench:load measures the cache).
    READ_CACHE_MB: '0',
    DISCOVERY_LAYERS_OFF: process.env.DISCOVERY_LAYERS_OFF ?? '',
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address };
}

/**
 * The target's database, ready: PostgreSQL with pending migrations applied (new indexes) and
 * ANALYZE run; an embedded one in `dataDir`, migrated and loaded with its demo creators.
 */
export async function openTarget(
  target: string,
  dataDir: string,
  log: (message: string) => void,
): Promise<{ database: Database; label: string }> {
  if (targetKind(target) === 'pg') {
    const url = pgUrl(target);
    const database = await openDatabase({ databaseUrl: url });
    const name = new URL(url).pathname.slice(1);
    log(`PostgreSQL ${name}: applying pending migrations (new indexes), then ANALYZE`);
    await migrate(database);
    await database.query(
      'ANALYZE creators, creator_categories, reviews, search_queries, creator_facet_counts, search_words, categories',
    );
    return { database, label: `PostgreSQL ${name}` };
  }
  const creators = target.startsWith('embedded:') ? Number(target.slice('embedded:'.length)) : EMBEDDED_CREATORS;
  const database = await openDatabase({ dataDir });
  await migrate(database);
  log(`embedded: loading ${creators} demo creators into ${dataDir}`);
  await loadDemoData((text, params) => database.query(text, params), { creators });
  await database.query('VACUUM ANALYZE');
  return { database, label: `embedded (PGlite, ${creators.toLocaleString('en-US')})` };
}

/** The database of a target that openTarget prepared (in `dataDir` for an embedded one), as it is. */
export function openPrepared(target: string, dataDir: string): Promise<Database> {
  return targetKind(target) === 'pg' ? openDatabase({ databaseUrl: pgUrl(target) }) : openDatabase({ dataDir });
}
