import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { lockEmbeddedDatabase } from './embedded-lock';
import { openServerPool, type DatabaseLog } from './server-pool';

export type Schema = typeof schema;
/** pg_trgm similarity a dictionary word needs to be a typo-correction candidate (the `%` operator). */
export const TRIGRAM_THRESHOLD = 0.2;
/** The Drizzle database of either driver (PGlite or node-postgres), with the schema. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** The server was found unreachable: queries are refused until it answers again. */
  down: boolean;
}

export interface Database {
  kind: 'embedded' | 'server';
  db: Db;
  /** Raw parameterised SQL ($1, $2…); returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Where losing and finding the server is reported (a server database; nothing to say for the embedded one). */
  watch(log: DatabaseLog): void;
  /**
   * Resolves once the database accepts connections: a server is tried again with backoff while it is
   * unreachable (logged), and refused at once for wrong credentials or a missing database.
   */
  reachable(): Promise<void>;
  close(): Promise<void>;
  /** Set on a public read's database (read replicas, 026): the primary it stands for, which per-database caches key on. */
  primary?: Database;
  /** A server's connection pool right now (the metrics); absent on the embedded database. */
  poolStats?(): PoolStats;
  /**
   * The embedded database only: a consistent copy of its files (a gzipped tar of DATA_DIR/db),
   * taken between two statements while it keeps serving (backups/embedded-backup.ts).
   */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server connection string; unset = embedded PGlite. */
  databaseUrl?: string;
  /** Embedded only: the database files go to <dataDir>/db; omit for an in-memory database. */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openServer(options.databaseUrl) : openEmbedded(options.dataDir);
}

/** Where the embedded database's files live in a data directory. */
export const embeddedDatabaseDir = (dataDir: string) => path.resolve(dataDir, 'db');

/**
 * A PGlite on `location` (in memory when undefined) with the extensions the schema uses, its files
 * first unpacked from `tarball` (a dump(), for a restore) when given.
 */
export function createEmbeddedClient(location: string | undefined, tarball?: Blob): Promise<PGlite> {
  // Only pg_trgm: other extensions (cube, hstore) break the `%` operator on some PGlite versions.
  return PGlite.create({ dataDir: location, extensions: { pg_trgm }, ...(tarball ? { loadDataDir: tarball } : {}) });
}

async function openEmbedded(dataDir?: string): Promise<Database> {
  let location: string | undefined;
  // One process at a time on the files (embedded-lock.ts).
  const lock = dataDir ? lockEmbeddedDatabase(dataDir) : null;
  let client: PGlite;
  try {
    if (dataDir) {
      location = embeddedDatabaseDir(dataDir);
      mkdirSync(location, { recursive: true });
    }
    client = await createEmbeddedClient(location);
  } catch (error) {
    lock?.release();
    throw error;
  }
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = '${value}'`);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'embedded',
    db,
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    watch: () => undefined,
    reachable: async () => undefined,
    async dump() {
      // A checkpoint first writes the changed pages out, so a restore has little WAL to replay.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Settings every session of the API relies on, sent at connection start (a server's own configuration
 * cannot be assumed; see docs/decisions/011-discovery-engine.md): no JIT compilation (it costs more
 * than the short discovery queries it would speed up), the pg_trgm similarity threshold of typo
 * corrections, and the memory of a bitmap of GIN matches: the index gathers the matches of a prefix
 * into one, and past this size the bitmap keeps whole heap pages, whose every creator is then
 * checked on its row (at 1 M creators with the default 4 MB, `games:*` with two filters and a key
 * lexeme gave 15,561 candidates for 429 matches: 128 ms, against 45 ms). Sequential scans start at
 * the table's first page: a capped collect of a common word (a sequential scan with a limit) is a
 * sample of the table's first pages, as one from the GIN index is (see rangePage); a scan
 * joining where the last one stopped, as PostgreSQL does for a large table, sampled pages 129,504 to
 * 132,390 of 196,314 (`Art`, relevant, offset 500: 108,678 matches taken for 2,608, and a collect of
 * 20,000 of them, 265 ms, before the walk that found the page in 12 ms).
 */
export const SESSION_SETTINGS = {
  jit: 'off',
  'pg_trgm.similarity_threshold': String(TRIGRAM_THRESHOLD),
  work_mem: '16MB',
  synchronize_seqscans: 'off',
};

/** The application_name of FanLens's own connections, which `db:restore` looks for before it writes. */
export const APPLICATION_NAME = 'fanlens';

function withSessionSettings(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('application_name')) url.searchParams.set('application_name', APPLICATION_NAME);
  const settings = Object.entries(SESSION_SETTINGS).map(([name, value]) => `-c ${name}=${value}`);
  url.searchParams.set('options', [url.searchParams.get('options'), ...settings].filter(Boolean).join(' '));
  return url.toString();
}

async function openServer(databaseUrl: string): Promise<Database> {
  return openServerDatabase(databaseUrl);
}

/** A PostgreSQL server's Database (no connection made yet): the primary, or a read replica. */
export function openServerDatabase(databaseUrl: string): Database {
  // Connections stay open once made (idleTimeoutMillis 0; the default closes one idle for 10 s): a new
  // server backend builds its caches again and maps every page of shared buffers it touches anew (at
  // 1 M creators, on the benchmark machine, a request on new connections took 0.8 s instead of 0.07 s,
  // and a connection's first visit to 3,600 pages added 200 ms). No connection is made here: a start
  // waits for the server with reachable(), and a worker serves (503 while it is down) without waiting.
  const server = openServerPool(withSessionSettings(databaseUrl), { max: 10, idleTimeoutMillis: 0 });
  const { pool } = server;
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'server',
    db,
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    watch: server.watch,
    reachable: server.reachable,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      down: server.isDown(),
    }),
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
    },
  };
}
