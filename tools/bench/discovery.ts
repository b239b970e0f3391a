/**
 * Discovery benchmark: `npm run bench:discovery` (in tools/, or `npm run bench:discovery -w @fanlens/tools`).
 *
 * Starts the API in-process on (1) the PostgreSQL database of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/fanlens_bench, loaded with `npm run db:seed -- --creators 1000000`)
 * and (2) a fresh embedded database in a temporary DATA_DIR with the default 5,000 demo creators,
 * and measures every scenario of discovery-scenarios.ts: latency one request at a time (p50/p95)
 * and requests per second with 10 connections. On PostgreSQL it also records EXPLAIN (ANALYZE,
 * BUFFERS) of every statement of each scenario. Writes tools/bench/results/discovery.md.
 *
 * The PostgreSQL database is only read: migrations are applied (new indexes), ANALYZE is run, and
 * the search-term upsert of GET /creators is dropped (see recording-database.ts).
 *
 * Then the sweep (discovery-sweep.ts): BENCH_SWEEP (default 1,000) seeded random combinations of every
 * parameter, each warm and one at a time: p50 / p95 / p99 / max, the ten slowest with EXPLAIN
 * (ANALYZE, BUFFERS) of their statements, throughput at 10 and 64 connections. Writes
 * tools/bench/results/discovery-sweep.md.
 *
 * Environment: BENCH_SECONDS (per measurement, default 3), BENCH_TARGETS (default
 * `pg,embedded,embedded:100000`; `pg` is DATABASE_URL, `pg:<url>` another PostgreSQL database, e.g. a
 * vacuumed copy, `embedded:N` a fresh embedded database with N demo creators),
 * BENCH_EMBEDDED_CREATORS (creators of a plain `embedded` target, default 5000), BENCH_SWEEP (cases,
 * 0 = no sweep), BENCH_SWEEP_SEED (default 42), BENCH_SWEEP_DEALS (cases of GET /deals added to the
 * sweep, default 150), BENCH_SWEEP_ONLY=deals (only those), BENCH_SCENARIOS (`0` = the sweep only,
 * the scenarios report is then left as it is), DISCOVERY_LAYERS_OFF (the engine's layers turned off, see
 * `npm run bench:discovery-layers`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/api/src/db/client';
import { SCENARIOS } from './discovery-scenarios';
import { writeReport, type TargetResult } from './discovery-report';
import { explainScenario } from './explain-scenario';
import { measureLatency, measureThroughput, warmUp } from './measure';
import { recordingDatabase, type RecordingDatabase } from './recording-database';
import { dealSweepCases } from './deal-sweep';
import { readVocabulary, runSweep, summarize, sweepCases } from './discovery-sweep';
import { writeSweepReport, type SweepResult } from './discovery-sweep-report';
import { openTarget, startServer } from './discovery-target';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pg,embedded,embedded:100000').split(',').map((target) => target.trim());
const SWEEP = Number(process.env.BENCH_SWEEP ?? 1000);
const SWEEP_SEED = Number(process.env.BENCH_SWEEP_SEED ?? 42);
const DEAL_SWEEP = Number(process.env.BENCH_SWEEP_DEALS ?? 150);
const ONLY_DEALS = process.env.BENCH_SWEEP_ONLY === 'deals';
const SCENARIOS_ON = process.env.BENCH_SCENARIOS !== '0';
const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const RESULTS = process.env.BENCH_OUTPUT ?? path.join(RESULTS_DIR, 'discovery.md');
const SWEEP_RESULTS = process.env.BENCH_SWEEP_OUTPUT ?? path.join(RESULTS_DIR, 'discovery-sweep.md');
const started = Date.now();
const loadAtStart = os.loadavg();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

async function benchTarget(target: string): Promise<{ result: TargetResult; sweep: SweepResult | null }> {
  const kind = target.startsWith('pg') ? 'pg' : 'embedded';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bench-'));
  const { database: raw, label } = await openTarget(target, dataDir, log);
  const database = recordingDatabase(raw, { readOnly: kind === 'pg' });
  const [size] = await raw.query<{ creators: number; reviews: number; version: string; visible: number }>(
    `select (select count(*)::int from creators) as creators, (select count(*)::int from reviews) as reviews,
            current_setting('server_version') as version,
            (select round(100.0 * relallvisible / greatest(relpages, 1))::int from pg_class where relname = 'creators') as visible`,
  );
  const { app, baseUrl } = await startServer(database, dataDir);
  const result: TargetResult = { kind, label, ...size, rows: [], plans: [] };
  let sweep: SweepResult | null = null;
  try {
    for (const scenario of SCENARIOS_ON ? SCENARIOS : []) {
      const cold = await warmUp(baseUrl, scenario.paths);
      const latency = await measureLatency(baseUrl, scenario.paths, SECONDS);
      const throughput = await measureThroughput(baseUrl, scenario.paths, SECONDS);
      result.rows.push({ scenario, cold, latency, throughput });
      log(
        `${label} ${scenario.title}: p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, ` +
          `${throughput.requestsPerSecond.toFixed(0)} req/s`,
      );
      if (kind === 'pg') result.plans.push(await explainScenario(app, database, raw, scenario));
    }
    if (SWEEP > 0) sweep = await sweepTarget(label, size.creators, baseUrl, app, database, raw);
  } finally {
    await app.close();
    await raw.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { result, sweep };
}

async function sweepTarget(
  label: string,
  creators: number,
  baseUrl: string,
  app: FastifyInstance,
  recorder: RecordingDatabase,
  raw: Database,
): Promise<SweepResult> {
  const words = await readVocabulary(raw);
  const cases = [
    ...(ONLY_DEALS ? [] : sweepCases(SWEEP_SEED, SWEEP, words)),
    ...dealSweepCases(SWEEP_SEED, DEAL_SWEEP, words),
  ];
  const load = os.loadavg();
  log(`${label}: sweep of ${cases.length} combinations`);
  const timings = await runSweep(baseUrl, cases);
  const summary = await summarize(baseUrl, timings, SECONDS);
  log(
    `${label} sweep: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, ` +
      `max ${summary.max.toFixed(1)} ms, ${summary.over100} over 100 ms; 64 connections: ${summary.concurrent64.failures} failures`,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the throughput runs' last requests drain
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const plans = [];
  for (const timing of slowest) {
    plans.push(
      await explainScenario(app, recorder, raw, { key: timing.path, title: timing.path, paths: [timing.path] }),
    );
  }
  return { label, creators, summary, slowest, plans, load: [load, os.loadavg()] };
}

const results: TargetResult[] = [];
const sweeps: SweepResult[] = [];
for (const target of TARGETS) {
  try {
    const { result, sweep } = await benchTarget(target);
    results.push(result);
    if (sweep) sweeps.push(sweep);
  } catch (error) {
    console.error(`${target}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
if (SCENARIOS_ON) {
  const table = writeReport(RESULTS, results, { seconds: SECONDS, load: [loadAtStart, os.loadavg()] });
  console.log(`\n${table}\nWritten to ${path.relative(process.cwd(), RESULTS)}.`);
}
if (sweeps.length > 0) {
  writeSweepReport(SWEEP_RESULTS, sweeps, { seed: SWEEP_SEED });
  console.log(`Sweep written to ${path.relative(process.cwd(), SWEEP_RESULTS)}.`);
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
