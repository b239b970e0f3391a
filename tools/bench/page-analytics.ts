/**
 * Page analytics load check: `npm run bench:analytics`.
 *
 * Two API instances on one database, the same but for ANALYTICS (on: every creator page read
 * counts a view in memory, flushed every ANALYTICS_FLUSH_SECONDS; off: nothing counted). 64
 * connections read creator pages (GET /creators/details/{username}, a browser's user agent, so
 * every read is counted) in alternating rounds, off then on, and the median requests per second
 * of each are compared; the views written must equal the reads served with counting on (give or
 * take the requests still in flight when a round ends), and one count's own cost is timed. The database is DATABASE_URL (migrated, loaded with BENCH_CREATORS demo
 * creators when empty), or a fresh embedded one.
 *
 * Environment: BENCH_SECONDS (per round, default 10), BENCH_ROUNDS (per mode, default 3),
 * BENCH_CREATORS (default 2000), BENCH_PORT (first of two ports, default 3200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { createPageAnalytics } from '../../apps/api/src/lib/page-analytics';
import { loadDemoData } from '../../apps/api/src/demo-data';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CREATORS = Number(process.env.BENCH_CREATORS ?? 2000);
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CONNECTIONS = 64;
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bench-analytics-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrate(database);
  const [{ count }] = await database.query<{ count: number }>('select count(*)::int as count from creators');
  if (count === 0) await loadDemoData((text, params) => database.query(text, params), { creators: CREATORS });
  const totalViews = async () =>
    (
      await database.query<{ views: number }>('select coalesce(sum(views), 0)::int as views from creator_daily_stats')
    )[0].views;
  const pages = await database.query<{ username: string }>('select username from creators order by id limit 200');
  const paths = pages.map(({ username }) => `/api/creators/details/${encodeURIComponent(username)}`);

  const start = async (analytics: boolean, port: number): Promise<FastifyInstance> => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_MULTIPLIER: '100000',
      ANALYTICS: String(analytics),
      ANALYTICS_FLUSH_SECONDS: '5',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
    return app;
  };
  const viewsBefore = await totalViews();
  const off = await start(false, PORT);
  const on = await start(true, PORT + 1);
  const run = async (port: number) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { 'user-agent': BROWSER_UA },
      requests: paths.map((p) => ({ path: p })),
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) throw new Error(`${failures} failed requests on port ${port}`);
    return { rps: result.requests.total / result.duration, p99: result.latency.p99, total: result['2xx'] };
  };

  await run(PORT); // warm-up, not counted
  const warmOn = await run(PORT + 1);
  const results: Record<'off' | 'on', { rps: number; p99: number; total: number }[]> = { off: [], on: [] };
  for (let round = 0; round < ROUNDS; round++) {
    results.off.push(await run(PORT));
    results.on.push(await run(PORT + 1));
    console.log(
      `round ${round + 1}: off ${results.off[round].rps.toFixed(0)} req/s, on ${results.on[round].rps.toFixed(0)} req/s`,
    );
  }
  await on.services.analytics.flush();
  const views = (await totalViews()) - viewsBefore;
  // Every page read of the instance with counting on is one view (none lost, none doubled).
  const readsOn = warmOn.total + results.on.reduce((sum, r) => sum + r.total, 0);
  // The cost of one count in the request path, measured alone (a counter that is never flushed).
  const probeCounter = createPageAnalytics({
    db: database.db,
    enabled: true,
    flushMs: 60_000,
    background: on.services.background,
    log: on.log,
  });
  const probe = 1_000_000;
  const probeStarted = performance.now();
  for (let i = 0; i < probe; i++) probeCounter.count(1 + (i % 200), 'views');
  const nsPerCount = ((performance.now() - probeStarted) * 1e6) / probe;
  const offRps = median(results.off.map((r) => r.rps));
  const onRps = median(results.on.map((r) => r.rps));
  console.log(
    JSON.stringify(
      {
        database: database.kind,
        connections: CONNECTIONS,
        secondsPerRound: SECONDS,
        rounds: ROUNDS,
        medianRpsOff: Math.round(offRps),
        medianRpsOn: Math.round(onRps),
        changePercent: Number((((onRps - offRps) / offRps) * 100).toFixed(2)),
        p99MsOff: median(results.off.map((r) => r.p99)),
        p99MsOn: median(results.on.map((r) => r.p99)),
        readsWithCountingOn: readsOn,
        viewsWritten: views,
        nanosecondsPerCount: Math.round(nsPerCount),
        loadAverage: os.loadavg().map((n) => n.toFixed(2)),
        cpus: os.cpus().length,
      },
      null,
      2,
    ),
  );
  await off.close();
  await on.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
