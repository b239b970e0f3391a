import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REVIEWS_PER_DAY } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../helpers/server-process';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';
import { startOwnRedis, type OwnRedis } from './own-redis';
import { startSteadyLoad, type Sample, type SteadyLoad } from './steady-load';

/**
 * FanLens served by two workers on a PostgreSQL and a Redis of the test's own, under a steady load
 * of reads and writes, through: a start while the database is down, Redis killed for 10 s, a
 * PostgreSQL restart, PostgreSQL stopped (a crash: immediate) for 20 s. It is not restarted in
 * between; no request may take 5 s; every acknowledged review must be there at the end.
 *
 * Runs in `test:fault`, CI's PostgreSQL pass (DATABASE_URL set; that server is not used) or with
 * FAULT_TEST=1: it needs Debian's PostgreSQL 15 and redis-server, and root or the postgres user.
 */
const wanted = Boolean(process.env.DATABASE_URL) || process.env.FAULT_TEST === '1';
const SLOWEST_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!wanted)('FanLens through database and Redis outages (two workers, steady load)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-fault-'));
  let postgres: OwnPostgres;
  let redis: OwnRedis;
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let load: SteadyLoad;
  const figures: Record<string, string | number> = {};

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  });

  afterAll(async () => {
    await load?.stop();
    let exit: number | null | 'still running' = null;
    if (server) {
      exit = await Promise.race([server.stop(), sleep(30_000).then(() => 'still running' as const)]);
      if (exit === 'still running') server.child.kill('SIGKILL');
      // What the server said about the outages and its shutdown, for whoever reads the CI log.
      const said = server
        .output()
        .split('\n')
        .filter((line) => /"level":(40|50|60)|shut/.test(line));
      console.log(`server warnings, errors and shutdown (${said.length}), the last 40:\n${said.slice(-40).join('\n')}`);
    }
    await Promise.all([postgres?.remove(), redis?.remove()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`fault test figures:\n${JSON.stringify(figures, null, 2)}`);
    if (server) expect(exit, 'the server exits cleanly on SIGTERM').toBe(0);
  });

  const between = (from: number, to: number, kind?: Sample['kind']) =>
    load.samples.filter((s) => s.started >= from && s.started < to && (!kind || s.kind === kind));
  const slowest = (samples: Sample[]) => Math.max(0, ...samples.map((s) => s.ms));
  const statuses = (samples: Sample[]) =>
    samples.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s.status]: (counts[s.status] ?? 0) + 1 }), {});
  /** Neither the server nor a worker restarted. */
  const stillRunning = () => {
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/worker exited|Unhandled 'error' event/);
  };
  /** The first 200 of /api/health at or after `from`, in ms after `from` (polled every 100 ms). */
  const healthBackAfter = async (from: number, limitMs: number) => {
    while (Date.now() - from < limitMs + 1000) {
      const ok = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(SLOWEST_MS) }).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return Date.now() - from;
      await sleep(100);
    }
    return Infinity;
  };

  it('starts while the database is down: waits for it, saying so, and serves once it is up', async () => {
    await postgres.stop('fast');
    server = await spawnServer({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SEED_CREATORS: '60',
      WEB_CONCURRENCY: '2',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_MULTIPLIER: '1000',
      JWT_SECRET: 'fault-test-secret-fault-test-secret-12345',
    });
    const deadline = Date.now() + 120_000;
    while (!server.output().includes('waiting for the database to accept connections')) {
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(200);
    }
    await sleep(2000);
    expect(server.child.exitCode).toBeNull();
    const started = Date.now();
    await postgres.start();
    await server.healthy(120_000);
    figures.startHealthyAfterDatabaseMs = Date.now() - started;
    expect(server.output()).toMatch(/"workers":2[,}].*started worker processes/);

    const list = (await (await fetch(`${server.url}/api/creators?limit=50&sort=rated`)).json()) as {
      results: { id: number; username: string }[];
    };
    const creators = list.results.map(({ id, username }) => ({ id, username }));
    expect(creators.length).toBeGreaterThanOrEqual(40);
    load = startSteadyLoad(server.url, { readers: 4, writers: 4, creators, reviewsPerAccount: REVIEWS_PER_DAY });
    await sleep(4000);
    const warm = between(0, Date.now());
    expect(warm.filter((s) => s.kind === 'write' && s.status === 201).length).toBeGreaterThan(0);
    expect(warm.filter((s) => s.status !== 200 && s.status !== 201)).toEqual([]);
  }, 300_000);

  it('(a) Redis killed for 10 s: every read answered, no request over 5 s, writes back within seconds', async () => {
    const killedAt = Date.now();
    await redis.kill();
    await sleep(10_000);
    const restartedAt = Date.now();
    await redis.start();
    await sleep(8000);

    const during = between(killedAt, restartedAt);
    const reads = during.filter((s) => s.kind === 'read');
    expect(reads.length).toBeGreaterThan(50);
    expect(statuses(reads)).toEqual({ 200: reads.length });
    const health = during.filter((s) => s.kind === 'health' && s.started > killedAt + 1000);
    expect(statuses(health)).toEqual({ 200: health.length });
    const writesAfter = between(restartedAt, Date.now(), 'write').filter((s) => s.status === 200 || s.status === 201);
    expect(writesAfter.length).toBeGreaterThan(0);
    const writesBackMs = writesAfter[0].started + writesAfter[0].ms - restartedAt;
    expect(writesBackMs).toBeLessThan(5000);
    const all = between(killedAt, Date.now());
    expect(slowest(all)).toBeLessThan(SLOWEST_MS);
    stillRunning();
    Object.assign(figures, {
      redisReads: reads.length,
      redisWritesDuring: JSON.stringify(statuses(during.filter((s) => s.kind === 'write'))),
      redisWritesBackMs: writesBackMs,
      redisSlowestMs: slowest(all),
    });
  }, 120_000);

  it('(b) PostgreSQL restarted: FanLens not restarted, health back within 10 s, no request over 5 s', async () => {
    const restartAt = Date.now();
    await postgres.restart();
    const healthMs = await healthBackAfter(restartAt, 10_000);
    expect(healthMs).toBeLessThan(10_000);
    await sleep(5000);
    const all = between(restartAt, Date.now());
    expect(slowest(all)).toBeLessThan(SLOWEST_MS);
    expect(all.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    stillRunning();
    Object.assign(figures, {
      restartHealthBackMs: healthMs,
      restartStatuses: JSON.stringify(statuses(all)),
      restartSlowestMs: slowest(all),
    });
  }, 120_000);

  it('(c) PostgreSQL stopped for 20 s: health 503 meanwhile, FanLens still running, health 200 within 15 s after, no request over 5 s', async () => {
    const stoppedAt = Date.now();
    await postgres.stop('immediate');
    await sleep(20_000);
    stillRunning();
    const startAt = Date.now();
    await postgres.start();
    const healthMs = await healthBackAfter(startAt, 15_000);
    expect(healthMs).toBeLessThan(15_000);
    await sleep(5000);

    const health = between(stoppedAt + 1000, startAt, 'health');
    expect(health.length).toBeGreaterThan(50);
    expect(statuses(health)).toEqual({ 503: health.length });
    const during = between(stoppedAt + 1000, startAt);
    const reads = during.filter((s) => s.kind === 'read');
    const all = between(stoppedAt, Date.now());
    expect(slowest(all)).toBeLessThan(SLOWEST_MS);
    expect(all.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
    stillRunning();
    Object.assign(figures, {
      stopHealthBackMs: healthMs,
      stopReadsFromCache: reads.filter((s) => s.status === 200).length,
      stopReadsUnavailable: reads.filter((s) => s.status === 503).length,
      stopStatuses: JSON.stringify(statuses(all)),
      stopSlowestMs: slowest(all),
    });
  }, 120_000);

  it('(d) keeps every acknowledged review', async () => {
    await load.stop();
    const ids = [...load.acknowledged.keys()];
    expect(ids.length).toBeGreaterThan(20);
    const rows = await postgres.query<{ id: number; user_id: number; creator_id: number }>(
      'select id, user_id, creator_id from reviews where id = any($1::int[])',
      [ids],
    );
    expect(rows.length).toBe(ids.length);
    for (const row of rows) {
      expect(load.acknowledged.get(row.id)).toEqual({ userId: row.user_id, creatorId: row.creator_id });
    }
    const all = load.samples;
    expect(slowest(all)).toBeLessThan(SLOWEST_MS);
    Object.assign(figures, {
      requests: all.length,
      acknowledgedReviews: ids.length,
      replayedWrites: all.filter((s) => s.replayed).length,
      slowestMs: slowest(all),
    });
  }, 60_000);
});
