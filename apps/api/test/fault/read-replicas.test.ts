import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../helpers/server-process';
import { startOwnPostgres, startOwnReplica, type OwnPostgres } from './own-postgres';
import { startOwnRedis, type OwnRedis } from './own-redis';

/**
 * Read replicas on a real streaming replica: a PostgreSQL of the test's own (own-postgres.ts), a
 * replica of it made with `pg_basebackup -R`, and two instances on a Redis of its own with DATABASE_READ_URL
 * pointing at the replica. Instance `a` skips a replica that lags more than 1 s, `b` one that lags
 * more than 60 s (so only the write mark keeps b's reads fresh while the replica is held back).
 * Runs with the fault test (`npm run test:fault`), as it does: when DATABASE_URL is set (that server
 * is not touched) or with FAULT_TEST=1.
 */
const wanted = Boolean(process.env.DATABASE_URL) || process.env.FAULT_TEST === '1';

interface ReplicaHealth {
  status: string;
  replicas: {
    primaryReads: number;
    servers: { address: string; state: string; lagMs: number | null; lagBytes: number | null; reads: number }[];
  };
}

type Instance = Awaited<ReturnType<typeof spawnServer>>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!wanted)('read replicas on a streaming replica', () => {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-replica-app-')));
  let primary: OwnPostgres;
  let replica: OwnPostgres;
  let redis: OwnRedis;
  let a: Instance;
  let b: Instance;
  let creators: { id: number; username: string; reviewsStatistic: { reviewCount: number } }[] = [];
  let token = '';

  const json = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, init);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };
  const health = async (instance: ServerProcess) => (await json(`${instance.url}/api/health`)).body as ReplicaHealth;
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
      await sleep(100);
    }
  };
  const replicaState = async (instance: ServerProcess) => (await health(instance)).replicas.servers[0]!;

  beforeAll(async () => {
    [primary, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
    replica = await startOwnReplica(primary);
    const env = {
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `fanlens:test:${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: 'read-replicas-secret-read-replicas-secret',
      RATE_LIMIT_MULTIPLIER: '100',
      WEB_DIST: path.join(dirs[0], 'no-web'),
      WEB_CONCURRENCY: '1',
    };
    // One process each (WEB_CONCURRENCY=1): the instances, not the workers, are what this test is about.
    a = await spawnServer({ ...env, DATA_DIR: dirs[0], SEED_CREATORS: '30', DATABASE_READ_MAX_LAG_SECONDS: '1' });
    await a.healthy(240_000);
    b = await spawnServer({ ...env, DATA_DIR: dirs[1], DATABASE_READ_MAX_LAG_SECONDS: '60' });
    await b.healthy(240_000);
    const list = await json(`${a.url}/api/creators?limit=30&sort=subscribers`);
    creators = list.body.results;
    const registered = await json(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `replica-${randomBytes(4).toString('hex')}@example.test`,
        password: 'read-replicas-9',
        name: 'Replica Fan',
      }),
    });
    expect(registered.status).toBe(200);
    token = registered.body.accessToken;
  }, 600_000);

  afterAll(async () => {
    expect(await b?.stop()).toBe(0);
    expect(await a?.stop()).toBe(0);
    await replica?.remove();
    await primary?.remove();
    await redis?.remove();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Reviews creators[index] through `a`; returns the review's id. */
  const review = async (index: number) => {
    const res = await json(`${a.url}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ creatorId: creators[index]!.id, rating: 4, comment: `Replica review ${index}` }),
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  /** The creator's page and first review page read through `b` right after the write. */
  const readBack = async (index: number, reviewId: number) => {
    const creator = creators[index]!;
    const [details, reviews] = await Promise.all([
      json(`${b.url}/api/creators/details/${creator.id}`),
      json(`${b.url}/api/reviews/creator/${creator.username}?limit=10`),
    ]);
    expect(details.status).toBe(200);
    expect(details.body.reviewsStatistic.reviewCount).toBe(creator.reviewsStatistic.reviewCount + 1);
    expect(reviews.body.results.map((item: { id: number }) => item.id)).toContain(reviewId);
  };

  it('serves public reads from the replica, counted in the health answer', async () => {
    await until('the replica in use on both instances', async () =>
      (await Promise.all([a, b].map(replicaState))).every((server) => server.state === 'ok'),
    );
    const before = await health(b);
    expect(before.status).toBe('ok');
    expect(before.replicas.servers[0]!.address).toBe(new URL(replica.url).host + '/fanlens');
    for (const creator of creators.slice(0, 10)) {
      expect((await json(`${b.url}/api/creators/details/${creator.username}`)).status).toBe(200);
    }
    expect((await json(`${b.url}/api/creators?limit=5&search=a`)).status).toBe(200);
    const after = await health(b);
    // Creator pages, a search: every query of them on the replica (nothing written since the start).
    expect(after.replicas.servers[0]!.reads - before.replicas.servers[0]!.reads).toBeGreaterThanOrEqual(11);
    expect(after.replicas.primaryReads).toBe(before.replicas.primaryReads);
  });

  it('never answers older than a write acknowledged by the other instance, with the replica held back too', async () => {
    // Replaying: the replica is used once it has replayed each write.
    for (let index = 0; index < 4; index += 1) await readBack(index, await review(index));

    // Replay paused: the replica stays behind every later write.
    await replica.query('select pg_wal_replay_pause()');
    const before = await health(b);
    for (let index = 4; index < 8; index += 1) await readBack(index, await review(index));
    const [{ count }] = await replica.query<{ count: number }>(
      'select count(*)::int as count from reviews where creator_id = $1',
      [creators[7]!.id],
    );
    expect(count).toBe(creators[7]!.reviewsStatistic.reviewCount); // What a read on the replica would have answered.
    const after = await health(b);
    expect(after.replicas.primaryReads).toBeGreaterThan(before.replicas.primaryReads);
    expect(after.replicas.servers[0]!.state).toBe('ok'); // Within b's bound: skipped for the write mark alone.
  });

  it("reports the replica's lag, skips it past the bound and takes it back once it caught up", async () => {
    // Paused (as the previous test left it) behind a write: the lag grows past a's bound of 1 s.
    await replica.query('select pg_wal_replay_pause()');
    await readBack(10, await review(10));
    await until('a replica lagging past 1 s on a', async () => (await replicaState(a)).state === 'lagging');
    // Each instance measures the lag at its own poll: wait for b's to have seen the same second go by.
    await until('the lag past 1 s on b', async () => ((await replicaState(b)).lagMs ?? 0) > 1000);
    const [onA, onB] = await Promise.all([health(a), health(b)]);
    expect(onA.status).toBe('degraded');
    expect(onA.replicas.servers[0]!.lagMs).toBeGreaterThan(1000);
    expect(onA.replicas.servers[0]!.lagBytes).toBeGreaterThan(0);
    expect(onB.replicas.servers[0]).toMatchObject({ state: 'ok' });
    expect(onB.replicas.servers[0]!.lagMs).toBeGreaterThan(1000);
    expect(a.output()).toMatch(/read replica lags past the bound/);

    await replica.query('select pg_wal_replay_resume()');
    await until('the replica caught up on both', async () =>
      (await Promise.all([a, b].map(replicaState))).every((server) => server.state === 'ok' && server.lagBytes === 0),
    );
    const before = await replicaState(a);
    expect((await json(`${a.url}/api/creators?limit=4&offset=4&sort=rated`)).status).toBe(200);
    expect((await replicaState(a)).reads).toBeGreaterThan(before.reads);
  });

  it('survives a stopped replica: reads move to the primary, and back once it returns', async () => {
    const before = await Promise.all([a, b].map(health));
    await replica.stop('immediate');
    // At once, before a poll noticed: reads that meet the dead replica are asked of the primary.
    for (let offset = 0; offset < 6; offset += 1) {
      for (const instance of [a, b]) {
        const res = await json(`${instance.url}/api/creators?limit=3&offset=${offset}&sort=liked`);
        expect(res.status).toBe(200);
        expect(res.body.results).toHaveLength(3);
      }
    }
    await until('the replica reported unavailable', async () =>
      (await Promise.all([a, b].map(replicaState))).every((server) => server.state === 'unavailable'),
    );
    const during = await Promise.all([a, b].map(health));
    for (const [index, instance] of [a, b].entries()) {
      expect(during[index]!.status).toBe('degraded');
      expect(during[index]!.replicas.primaryReads).toBeGreaterThan(before[index]!.replicas.primaryReads);
      expect(instance.output()).toMatch(/read replica unreachable/);
    }
    await readBack(11, await review(11));

    await replica.start();
    await until('the replica in use again', async () =>
      (await Promise.all([a, b].map(replicaState))).every((server) => server.state === 'ok'),
    );
    await readBack(12, await review(12));
    const reads = (await replicaState(b)).reads;
    expect((await json(`${b.url}/api/creators?limit=3&offset=20&sort=liked`)).status).toBe(200);
    expect((await replicaState(b)).reads).toBeGreaterThan(reads);
  });
});
