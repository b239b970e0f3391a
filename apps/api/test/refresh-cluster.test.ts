import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDuePages } from '../src/modules/refresh/refresh-queries';
import { refreshRoundJob } from '../src/modules/refresh/refresh-job';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { readerEnv } from './helpers/reader-env';
import { HOUR, makeDueAt, parkRefreshRows, profileReads, publishProfile, runRound } from './helpers/refresh';

/**
 * The refresher in a cluster: two instances of the site on one database, each with two workers
 * running rounds at once, never read one page twice in a round (counted at the fake platform).
 */
let a: TestApp;
let b: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  const env = readerEnv(fake, {
    RATE_LIMIT_MULTIPLIER: '100',
    PLATFORM_READS_PER_MINUTE: '1000',
    // A busy machine: reads are not cut short by the tests' short timeout.
    PLATFORM_READ_TIMEOUT_MS: '5000',
  });
  a = await buildTestApp(env);
  b = await buildTestApp(env, { database: a.database });
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await fake?.close();
});

const base = Date.now() + 8 * 24 * HOUR;
const at = (hours: number) => new Date(base + hours * HOUR);
let serial = 0;
const freshName = () => `cluster${Date.now().toString(36)}${String.fromCharCode(97 + (serial++ % 26))}`;

/** `count` pages due at `due`, their profiles answering slowly enough for the rounds to overlap. */
async function duePages(count: number, due: Date) {
  fake.reset();
  await parkRefreshRows(a);
  const pages = [];
  for (let i = 0; i < count; i += 1) {
    const creator = await buildCreator(a.database, { username: freshName(), subscribers: 100 });
    publishProfile(fake, 'onlyfans', creator.username, { subscribers: 200 + i, delayMs: 15 });
    pages.push(creator);
  }
  await makeDueAt(
    a,
    pages.map((page) => page.id),
    due,
  );
  return pages;
}

describe('two instances with two workers each', () => {
  it('read every due page exactly once in a round', async () => {
    const pages = await duePages(40, at(0));
    const rounds = await Promise.all([
      runRound(a, at(0), { limit: 15, concurrency: 3 }),
      runRound(a, at(0), { limit: 15, concurrency: 3 }),
      runRound(b, at(0), { limit: 15, concurrency: 3 }),
      runRound(b, at(0), { limit: 15, concurrency: 3 }),
    ]);
    // Every page claimed by one of the four, and asked for at most once (a read that timed out on a
    // busy machine is a failed read, backed off, and may not have reached the platform).
    expect(rounds.reduce((sum, round) => sum + round.read, 0)).toBe(40);
    const reads = pages.map((page) => profileReads(fake, 'onlyfans', page.username));
    expect(Math.max(...reads)).toBe(1);
    const failed = rounds.reduce((sum, round) => sum + round.failed, 0);
    expect(reads.filter((count) => count === 0).length).toBeLessThanOrEqual(failed);
    // Nothing is due any more: further rounds read nothing.
    const again = await Promise.all([runRound(a, at(0.5)), runRound(b, at(0.5))]);
    expect(again.map((round) => round.read)).toEqual([0, 0]);
    expect(fake.requests.filter((path) => path.startsWith('/onlyfans/')).length).toBeLessThanOrEqual(40);
  });

  it('run the periodic job once per cluster: both instances running it read each page once', async () => {
    const pages = await duePages(12, at(100));
    await Promise.all([a.app.jobs.runDue(at(100)), b.app.jobs.runDue(at(100)), a.app.jobs.runDue(at(100))]);
    await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
    expect(Math.max(...pages.map((page) => profileReads(fake, 'onlyfans', page.username)))).toBe(1);
    const [{ n }] = await a.database.query<{ n: number }>(
      'select count(*)::int as n from creator_refresh where creator_id = any($1::int[]) and read_at is not null',
      [pages.map((page) => page.id)],
    );
    expect(n).toBe(12);
    expect(refreshRoundJob.kind).toBe('round.refresh');
  });

  it('leave a page claimed by a worker that died alone until its lease ends, then read it', async () => {
    const [page] = await duePages(1, at(200));
    const claimed = await a.database.db.transaction((tx) => claimDuePages(tx, { limit: 10, now: at(200) }));
    expect(claimed.map((row) => row.creator_id)).toEqual([page.id]);
    // The worker that claimed it never finishes: others keep off it for the lease.
    expect((await runRound(b, at(200 + 9 / 60))).read).toBe(0);
    expect(profileReads(fake, 'onlyfans', page.username)).toBe(0);
    expect((await runRound(b, at(200 + 11 / 60))).read).toBe(1);
    expect(profileReads(fake, 'onlyfans', page.username)).toBe(1);
  });
});
