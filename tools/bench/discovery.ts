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
 * Environment: BENCH_SECONDS (per measurement, default 3), BENCH_TARGETS (default `pg,embedded`;
 * `pg` is DATABASE_URL, `pg:<url>` another PostgreSQL database, e.g. a vacuumed copy),
 * BENCH_EMBEDDED_CREATORS (default 5000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { loadDemoData } from '../demo-data';
import { SCENARIOS } from './discovery-scenarios';
import { writeReport, type TargetResult } from './discovery-report';
import { explainScenario } from './explain-scenario';
import { measureLatency, measureThroughput, warmUp } from './measure';
import { recordingDatabase } from './recording-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TARGETS = (process.env.BENCH_TARGETS ?? 'pg,embedded').split(',').map((target) => target.trim());
const EMBEDDED_CREATORS = Number(process.env.BENCH_EMBEDDED_CREATORS ?? 5000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/fanlens_bench';
const RESULTS =
  process.env.BENCH_OUTPUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'discovery.md');
const started = Date.now();
const loadAtStart = os.loadavg();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

async function startServer(database: Database, dataDir: string): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MULTIPLIER: '1000',
    SEED_CREATORS: '0',
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: address };
}

async function openTarget(target: string, dataDir: string): Promise<{ database: Database; label: string }> {
  if (target.startsWith('pg')) {
    const url = target.startsWith('pg:') ? target.slice(3) : PG_URL;
    const database = await openDatabase({ databaseUrl: url });
    const name = new URL(url).pathname.slice(1);
    log(`PostgreSQL ${name}: applying pending migrations (new indexes), then ANALYZE`);
    await migrate(database);
    await database.query(
      'ANALYZE creators, creator_categories, reviews, search_queries, creator_facet_counts, search_words, categories',
    );
    return { database, label: `PostgreSQL ${name}` };
  }
  const database = await openDatabase({ dataDir });
  await migrate(database);
  log(`embedded: loading ${EMBEDDED_CREATORS} demo creators into ${dataDir}`);
  await loadDemoData((text, params) => database.query(text, params), { creators: EMBEDDED_CREATORS });
  return { database, label: 'embedded (PGlite)' };
}

async function benchTarget(target: string): Promise<TargetResult> {
  const kind = target.startsWith('pg') ? 'pg' : 'embedded';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bench-'));
  const { database: raw, label } = await openTarget(target, dataDir);
  const database = recordingDatabase(raw, { readOnly: kind === 'pg' });
  const [size] = await raw.query<{ creators: number; reviews: number; version: string; visible: number }>(
    `select (select count(*)::int from creators) as creators, (select count(*)::int from reviews) as reviews,
            current_setting('server_version') as version,
            (select round(100.0 * relallvisible / greatest(relpages, 1))::int from pg_class where relname = 'creators') as visible`,
  );
  const { app, baseUrl } = await startServer(database, dataDir);
  const result: TargetResult = { kind, label, ...size, rows: [], plans: [] };
  try {
    for (const scenario of SCENARIOS) {
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
  } finally {
    await app.close();
    await raw.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

const results: TargetResult[] = [];
for (const target of TARGETS) {
  try {
    results.push(await benchTarget(target));
  } catch (error) {
    console.error(`${target}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
const table = writeReport(RESULTS, results, { seconds: SECONDS, load: [loadAtStart, os.loadavg()] });
console.log(
  `\n${table}\nWritten to ${path.relative(process.cwd(), RESULTS)} in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
