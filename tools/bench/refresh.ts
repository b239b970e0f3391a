/**
 * `npm run bench:refresh -- [--profiles 100000] [--samples 2000] [--seed 1] [--skip-build]`: on the
 * seeded PostgreSQL database in DATABASE_URL (`npm run db:seed` first; the benchmark writes to it):
 *
 * 1. a refresh round of `--profiles` pages (a seeded sample, taken out of the demo set, given the
 *    fake platform's addresses and marked due) read from a local fake platform in a process of its own (fake-platform-process.ts: most
 *    profiles with new counters, some unchanged, a few with a new price), through the refresher's
 *    round with the platforms' budgets lifted, in this process as the jobs process would run it:
 *    profiles per second, and the database's share of the time (time with a statement in flight);
 * 2. GET /api/creators/{id}/stats-history of the built server (its own process) for a seeded sample
 *    of creators and ranges, one at a time: p50, p95, max;
 * 3. the history's bytes per creator (median, max) and the codec's size for 365 daily points.
 *
 * Writes tools/bench/results/refresh.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { createMemoryCounter } from '../../apps/api/src/lib/attempt-counter';
import { createPlatformReaders, profileAddress } from '../../apps/api/src/lib/platforms';
import { createDatabaseStorage } from '../../apps/api/src/lib/storage';
import { addRefreshRows } from '../../apps/api/src/modules/refresh/refresh-queries';
import { refreshRound } from '../../apps/api/src/modules/refresh/refresh-round';
import { Random } from '../../apps/api/src/demo-data/random';
import { historyCalendar, makeStatsHistory } from '../../apps/api/src/demo-data/stats-history';
import { startFakePlatformProcess, type FakeProfile } from './fake-platform-process';
import { startApi } from './load-processes';
import { unheardChanges } from '../../apps/api/src/lib/changes/change-recorder';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const profiles = Number(values.profiles);
const samples = Number(values.samples);
const concurrency = Number(values.concurrency);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || ![profiles, samples, concurrency].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'Usage: DATABASE_URL=postgres://… npm run bench:refresh -- [--profiles N] [--samples N] [--concurrency N] [--seed N] [--skip-build]',
  );
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '../..');
const random = new Random(Number(values.seed));

/**
 * Time with at least one statement in flight on any connection (pg's Client.query, which the
 * pool and drizzle both go through), over the whole run.
 */
const busy = { inFlight: 0, since: 0, total: 0, statements: 0 };
const started = () => {
  if (busy.inFlight++ === 0) busy.since = performance.now();
  busy.statements += 1;
};
const ended = () => {
  if (--busy.inFlight === 0) busy.total += performance.now() - busy.since;
};
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    started();
    args[args.length - 1] = (...result: unknown[]) => {
      ended();
      return (callback as (...a: unknown[]) => unknown)(...result);
    };
    return clientQuery.apply(this, args);
  }
  started();
  const answer = clientQuery.apply(this, args) as Promise<unknown>;
  answer.then(ended, ended);
  return answer;
} as typeof pg.Client.prototype.query;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const format = (n: number) => n.toLocaleString('en-US');

const database = await openDatabase({ databaseUrl, dataDir: '' });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-refresh-'));
let fake: Awaited<ReturnType<typeof startFakePlatformProcess>> | null = null;
try {
  const [{ creators }] = await database.query<{ creators: number }>('select count(*)::int as creators from creators');
  const [{ months, days }] = await database.query<{ months: number; days: number }>(
    `select count(*)::int as months, coalesce(current_date - min(month), 0)::int as days from creator_stats_history`,
  );
  if (creators < profiles) throw new Error(`${format(creators)} creators: seed at least ${format(profiles)}`);

  // 1. The pages of the round: a seeded sample, no longer demo pages (the refresher leaves those
  // alone), due now; the fake platform publishes their new numbers.
  const picked = await database.query<FakeProfile & { id: number; price_cents: number | null }>(
    `select id, platform, username, name, subscribers, likes, posts, price_cents from creators
      where removed_at is null order by md5(id::text || $1) limit $2`,
    [values.seed, profiles],
  );
  const file = path.join(work, 'profiles.jsonl');
  const out = fs.createWriteStream(file);
  for (const page of picked) {
    const kind = random.next();
    const grow = (value: number | null, share: number) =>
      value === null ? null : value + Math.max(1, Math.round(value * share * random.next()));
    // 75 % new counters, 23 % unchanged, 2 % a new price (and counters).
    const changed = kind < 0.77;
    const profile: FakeProfile = {
      platform: page.platform,
      username: page.username,
      name: page.name,
      subscribers: changed ? grow(page.subscribers, 0.01) : page.subscribers,
      likes: changed ? grow(page.likes, 0.005) : page.likes,
      posts: changed && random.chance(0.3) ? grow(page.posts, 0) : page.posts,
      price: kind >= 0.98 && page.price_cents ? Math.max(0, page.price_cents - 100) : page.price_cents,
    };
    out.write(`${JSON.stringify(profile)}\n`);
  }
  await new Promise<void>((resolve) => out.end(resolve));
  fake = await startFakePlatformProcess(file);
  const template = fake.template;
  const ids = picked.map((page) => page.id);
  // The pages' addresses are the fake platform's, as a page read from its platform has its own.
  const urls = picked.map((page) => profileAddress(template(page.platform), page.username));
  while ((await addRefreshRows(database)) > 0);
  for (let start = 0; start < ids.length; start += 10_000) {
    const chunk = `{${ids.slice(start, start + 10_000).join(',')}}`;
    await database.query(
      `update creators c set added_via = 'import', url = u.url
         from unnest($1::int[], $2::text[]) as u(id, url) where c.id = u.id`,
      [chunk, urls.slice(start, start + 10_000)],
    );
    await database.query(
      `update creator_refresh set due_at = now() - interval '1 day', lease_until = null, failures = 0, misses = 0
        where creator_id = any($1::int[])`,
      [chunk],
    );
  }
  await database.query('analyze creator_refresh');

  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('TWITCH_')));
  const config = loadConfig({
    ...env,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1:3931',
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    PLATFORM_URL_ONLYFANS: template('onlyfans'),
    PLATFORM_URL_PATREON: template('patreon'),
    PLATFORM_URL_TWITCH: template('twitch'),
  });
  const readers = createPlatformReaders({
    config,
    budgetCounter: createMemoryCounter(),
    storage: createDatabaseStorage(database.db),
  });
  const deps = { database, readers, config, changes: unheardChanges };
  busy.total = 0;
  busy.statements = 0;
  const roundStarted = performance.now();
  const total = await refreshRound(deps, { limit: profiles, concurrency, readsPerMinute: Infinity });
  const roundMs = performance.now() - roundStarted;
  const roundDbMs = busy.total;
  const roundStatements = busy.statements;
  console.log(`round: ${JSON.stringify(total)} in ${(roundMs / 1000).toFixed(1)} s`);

  // 2. The stats-history answers, from the built server in its own process.
  if (!values['skip-build']) execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  const api = await startApi(root, {
    PORT: '3931',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://127.0.0.1:3931',
    RATE_LIMIT_MULTIPLIER: '100000',
    // No jobs in the server: the answers alone are measured.
    JOBS_POLL_MS: '0',
  });
  const times: number[] = [];
  try {
    const [{ max }] = await database.query<{ max: number }>('select max(id)::int as max from creators');
    const ranges = ['30d', '90d', '1y'];
    // A first request, not counted: connections and the route's code warmed up.
    await fetch(`${api.url}/api/creators/1/stats-history?range=30d`);
    for (let i = 0; i < samples; i += 1) {
      const url = `${api.url}/api/creators/${random.int(1, max)}/stats-history?range=${random.pick(ranges)}`;
      const begun = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - begun);
      if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
    }
  } finally {
    await api.stop();
  }
  times.sort((a, b) => a - b);

  // 3. Storage.
  const [storage] = await database.query<{ median: number; max: number; rows_median: number; creators: number }>(
    `select percentile_disc(0.5) within group (order by bytes)::int as median, max(bytes)::int as max,
            percentile_disc(0.5) within group (order by row_bytes)::int as rows_median, count(*)::int as creators
       from (select creator_id, sum(octet_length(points)) as bytes, sum(pg_column_size(h.*)) as row_bytes
               from creator_stats_history h group by creator_id) s`,
  );
  const daily = makeStatsHistory(
    1,
    { id: 1, createdAt: 0, subscribers: 120_000, likes: 2_000_000, posts: 800, photos: 500, videos: 90 },
    historyCalendar(new Date(), 364),
    'growing',
  );
  const dailyBytes = daily.months.reduce((sum, row) => sum + row.points.length, 0);

  const rate = total.read / (roundMs / 1000);
  const perYear = (bytes: number) => (days > 0 ? Math.round((bytes * 365) / days) : bytes);
  const report = [
    '# Refresh round, stats history answers and storage',
    '',
    `${new Date().toISOString().slice(0, 10)} · \`npm run bench:refresh -- --profiles ${profiles}\` · \`${new URL(databaseUrl).pathname.slice(1)}\`: ${format(creators)} creators, ${format(months)} history month rows over ${days} days · ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`,
    '',
    'The refresher runs in the benchmark process (as the jobs process runs it), the fake platform and the API server in processes of their own.',
    '',
    '## Refresh round',
    '',
    `${format(profiles)} pages read from the fake platform (${concurrency} reads at once, budgets lifted) and written back through the one upsert path: ${format(total.changed)} changed, ${format(total.unchanged)} unchanged, ${format(total.failed)} failed, ${format(total.notFound)} not found.`,
    '',
    '| profiles | time | profiles/s (target ≥ 300) | database share of the time | statements |',
    '|---|---|---|---|---|',
    `| ${format(total.read)} | ${(roundMs / 1000).toFixed(1)} s | ${rate.toFixed(0)} | ${((roundDbMs / roundMs) * 100).toFixed(0)} % | ${format(roundStatements)} |`,
    '',
    '## Stats history answers',
    '',
    `GET /api/creators/{id}/stats-history, ${format(samples)} requests one at a time, random creators and ranges (30d, 90d, 1y), seed ${values.seed}.`,
    '',
    '| p50 | p95 (target < 20 ms) | max |',
    '|---|---|---|',
    `| ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${times.at(-1)?.toFixed(1)} ms |`,
    '',
    '## Storage per creator',
    '',
    `Bytes of \`points\` per creator with history (${format(storage.creators)} creators, ${days} days; per year scaled by 365/${days}), the whole rows (pg_column_size) beside them, and the codec's size for a creator whose counters all change every day.`,
    '',
    '| median | max | median per year | rows, median | 365 daily points (target ≤ 4 KB) |',
    '|---|---|---|---|---|',
    `| ${format(storage.median)} B | ${format(storage.max)} B | ${format(perYear(storage.median))} B | ${format(storage.rows_median)} B | ${format(dailyBytes)} B |`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'tools/bench/results/refresh.md'), report);
  console.log(report);
} finally {
  await fake?.stop();
  await database.close();
  fs.rmSync(work, { recursive: true, force: true });
}
