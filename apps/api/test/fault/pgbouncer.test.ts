import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REVIEWS_PER_DAY } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SETTINGS, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { pgbouncerInstalled, startOwnPgBouncer, type OwnPgBouncer } from './own-pgbouncer';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';
import { startOwnRedis, type OwnRedis } from './own-redis';
import { startSteadyLoad, type SteadyLoad } from './steady-load';

/**
 * FanLens through PgBouncer in transaction mode (the set-up of docs/operations.md): two workers whose pools
 * connect to the pooler, under a steady load of reads and writes and a PostgreSQL restart. Every
 * query must work with a server connection that changes between transactions: the settings FanLens
 * needs come from the database, nothing relies on a session. Runs in `test:fault` (CI's PostgreSQL
 * pass) when Debian's pgbouncer is installed.
 */
const wanted = (Boolean(process.env.DATABASE_URL) || process.env.FAULT_TEST === '1') && pgbouncerInstalled();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SERVER_CONNECTIONS = 6;

describe.skipIf(!wanted)('FanLens through PgBouncer in transaction mode (two workers, steady load)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-pgbouncer-'));
  let postgres: OwnPostgres;
  let redis: OwnRedis;
  let bouncer: OwnPgBouncer;
  let server: ServerProcess;
  let load: SteadyLoad;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
    // The order of docs/operations.md: migrations (and with them FanLens's session settings as the role's
    // defaults) on a direct connection first; the pooler's server connections then all have them.
    const direct = await openDatabase({ databaseUrl: postgres.url });
    await migrate(direct);
    await direct.close();
    bouncer = await startOwnPgBouncer(postgres.url, SERVER_CONNECTIONS);
    server = await startServer({
      DATABASE_URL: bouncer.url,
      REDIS_URL: redis.url,
      SEED_CREATORS: '60',
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_MULTIPLIER: '1000',
      JWT_SECRET: 'pgbouncer-test-secret-pgbouncer-test-secret',
    });
  }, 300_000);

  afterAll(async () => {
    await load?.stop();
    const exit = server ? await server.stop() : 0;
    await bouncer?.remove();
    await Promise.all([postgres?.remove(), redis?.remove()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(exit, 'the server exits cleanly on SIGTERM').toBe(0);
  });

  it("gives every session through the pooler FanLens's settings from the database", async () => {
    const client = new pg.Client({ connectionString: bouncer.url });
    await client.connect();
    try {
      for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
        const { rows } = await client.query(`show ${name}`);
        expect(Object.values(rows[0])[0], name).toBe(value);
      }
    } finally {
      await client.end();
    }
  });

  it('serves a steady load and a PostgreSQL restart with at most the pooled server connections, no request over 5 s', async () => {
    const list = (await (await fetch(`${server.url}/api/creators?limit=50&sort=rated`)).json()) as {
      results: { id: number; username: string }[];
    };
    const creators = list.results.map(({ id, username }) => ({ id, username }));
    load = startSteadyLoad(server.url, { readers: 6, writers: 4, creators, reviewsPerAccount: REVIEWS_PER_DAY });
    await sleep(6000);
    const backends = await postgres.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = 'fanlens' and backend_type = 'client backend'",
    );
    // The workers' two pools hold up to 20 client connections; PostgreSQL sees the pooler's few (and this query).
    expect(backends[0].n).toBeLessThanOrEqual(SERVER_CONNECTIONS + 1);
    await postgres.restart();
    await sleep(8000);
    await load.stop();
    const samples = load.samples.filter((sample) => sample.kind !== 'health');
    const failures = samples.filter((sample) => ![200, 201, 503].includes(sample.status));
    expect(failures.map((sample) => `${sample.what} ${sample.status}`)).toEqual([]);
    // A query waiting for PostgreSQL gives up within the pooler's query_wait_timeout (4 s): a 503, not a hang.
    expect(Math.max(...samples.map((sample) => sample.ms))).toBeLessThan(5000);
    const ids = [...load.acknowledged.keys()];
    expect(ids.length).toBeGreaterThan(10);
    const rows = await postgres.query<{ id: number }>('select id from reviews where id = any($1::int[])', [ids]);
    expect(rows.length).toBe(ids.length);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }, 120_000);
});
