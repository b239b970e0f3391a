/**
 * `npm run bench:load`: public reads under load, each endpoint alternated with a bare Node server
 * answering the same bytes (this machine's ceiling for them), on the embedded database and on
 * PostgreSQL; plus unique search terms (every request a cache miss), with the read cache on and off.
 *
 * Builds the server bundle, then starts it in its own process(es) for each target:
 * - `embedded`: a DATA_DIR in the temporary folder with BENCH_EMBEDDED_CREATORS demo creators
 *   (default 2,000; loaded on the first run, kept for the next);
 * - `pg`: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fanlens_bench, e.g. after
 *   `db:seed -- --creators 1000000`), with BENCH_REDIS_URL when set (then WEB_CONCURRENCY workers).
 *
 * Environment: BENCH_TARGETS (`embedded,pg`), BENCH_SECONDS (8 per run), BENCH_CONNECTIONS (64),
 * BENCH_UNIQUE_SEARCHES (requests of a unique-search run, 400), BENCH_PORT (first of two ports,
 * default 4110). Writes tools/bench/results/load-<target>.md (`load-pg-workers.md` with Redis).
 * The bare server runs in a process of its own, as the product does: inside the load generator's
 * process it would share its core and read about half as fast, flattering every ratio. With workers
 * it runs as many, under node:cluster as the product's server does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi, startBare, type Running } from './load-processes';
import { CONNECTIONS, SECONDS, cannon, endpoints, json, type Card, type Run } from './load-runs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 4110);
const TARGETS = (process.env.BENCH_TARGETS ?? 'embedded,pg').split(',').map((item) => item.trim());
const EMBEDDED_CREATORS = Number(process.env.BENCH_EMBEDDED_CREATORS ?? 2000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fanlens_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL;
const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

interface Row {
  name: string;
  path: string;
  app: Run;
  bare?: Run;
}

/** Search words of the target's data (tags and names of popular creators). */
async function searchWords(base: string): Promise<string[]> {
  const page = await json<{ results: (Card & { name: string | null })[] }>(`${base}/api/creators?limit=50`);
  const words = new Set<string>();
  for (const card of page.results) {
    card.tags.forEach((tag) => words.add(tag.toLowerCase()));
    const first = card.name?.split(/\s+/)[0]?.toLowerCase();
    if (first && /^[a-z]{3,}$/.test(first)) words.add(first);
  }
  return [...words].filter((word) => /^[\p{L}\p{N}]{3,}$/u.test(word));
}

/** Requests of a unique-search run: a count rather than a duration, since each may take seconds. */
const UNIQUE_SEARCHES = Number(process.env.BENCH_UNIQUE_SEARCHES ?? 400);

/**
 * UNIQUE_SEARCHES requests, each a search never asked before: a real word with a limit and offset
 * not used yet (`extra` keeps the warm-up's searches apart from the measured ones).
 */
async function uniqueSearches(base: string, words: string[], extra = '', amount = UNIQUE_SEARCHES): Promise<Run> {
  let counter = 0;
  return cannon(
    base,
    [
      {
        setupRequest: (request) => {
          const i = counter++;
          const word = words[i % words.length];
          const limit = 1 + (Math.floor(i / words.length) % 50);
          const offset = Math.floor(i / (words.length * 50));
          const query = `search=${encodeURIComponent(word)}&limit=${limit}&offset=${offset}${extra}`;
          return { ...request, path: `/api/creators?${query}` };
        },
      },
    ],
    amount,
  );
}

async function bench(target: string): Promise<void> {
  const env: Record<string, string> = {
    PORT: String(PORT),
    JWT_SECRET: 'load-bench-secret-load-bench-secret-0001',
    RATE_LIMIT_MULTIPLIER: '1000000',
    WEB_DIST: path.join(os.tmpdir(), 'fanlens-load-no-web'),
  };
  let label: string;
  let workers = 1;
  if (target === 'embedded') {
    env.DATA_DIR = path.join(os.tmpdir(), `fanlens-load-embedded-${EMBEDDED_CREATORS}`);
    env.SEED_CREATORS = String(EMBEDDED_CREATORS);
    label = `embedded database, ${EMBEDDED_CREATORS.toLocaleString('en')} creators`;
  } else {
    env.DATA_DIR = path.join(os.tmpdir(), 'fanlens-load-pg');
    env.DATABASE_URL = PG_URL;
    if (REDIS_URL) {
      env.REDIS_URL = REDIS_URL;
      workers = os.availableParallelism();
    }
    const redisNote = REDIS_URL ? `, Redis, ${workers} workers` : ', one process (no Redis)';
    label = `PostgreSQL (${new URL(PG_URL).pathname.slice(1)})${redisNote}`;
  }
  const loadBefore = os.loadavg();
  log(`${target}: starting the server (${label})`);
  let api: Running = await startApi(root, env);
  const rows: Row[] = [];
  try {
    for (const endpoint of await endpoints(api.url)) {
      const res = await fetch(api.url + endpoint.path);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? 'application/json';
      const bare = await startBare(PORT + 1, body, type, workers);
      try {
        await cannon(api.url + endpoint.path).then(() => undefined); // warm-up: caches, plans, JIT
        const app = await cannon(api.url + endpoint.path);
        const ceiling = await cannon(bare.url);
        rows.push({ ...endpoint, app, bare: ceiling });
        log(`${endpoint.name}: ${Math.round(app.rps)} req/s, ceiling ${Math.round(ceiling.rps)}`);
      } finally {
        await bare.stop();
      }
    }
    const words = await searchWords(api.url);
    await uniqueSearches(api.url, words, '&sort=liked', CONNECTIONS * 2); // warm-up
    rows.push({
      name: `unique search terms (${UNIQUE_SEARCHES} misses), cache on`,
      path: '/api/creators?search=<word>&limit=<n>&offset=<n>',
      app: await uniqueSearches(api.url, words),
    });
    log(`unique searches, cache on: ${Math.round(rows.at(-1)!.app.rps)} req/s`);
    await api.stop();
    api = await startApi(root, { ...env, READ_CACHE_MB: '0' });
    await uniqueSearches(api.url, words, '&sort=liked', CONNECTIONS * 2); // warm-up
    rows.push({
      name: `unique search terms (${UNIQUE_SEARCHES}), cache off`,
      path: 'same',
      app: await uniqueSearches(api.url, words.slice().reverse()),
    });
    log(`unique searches, cache off: ${Math.round(rows.at(-1)!.app.rps)} req/s`);
  } finally {
    await api.stop();
  }
  write(target, label, workers, rows, loadBefore, os.loadavg());
}

function write(target: string, label: string, workers: number, rows: Row[], before: number[], after: number[]) {
  const ms = (value: number) => `${value} ms`;
  const lines = [
    `# Load benchmark: ${label}`,
    '',
    `${new Date().toISOString().slice(0, 16)} UTC, ${os.availableParallelism()} cores, autocannon ${CONNECTIONS} connections, ${SECONDS} s per run,`,
    `each endpoint alternated with a bare Node server answering the same bytes${workers > 1 ? ` (${workers} workers, as the product)` : ''}. Load average (1/5/15 min)`,
    `before: ${before.map((v) => v.toFixed(2)).join(' / ')}, after: ${after.map((v) => v.toFixed(2)).join(' / ')}.`,
    '',
    '| endpoint | req/s | p50 | p99 | errors | bare Node req/s | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const ratio = row.bare ? `${((100 * row.app.rps) / row.bare.rps).toFixed(1)} %` : '';
      const bare = row.bare ? Math.round(row.bare.rps).toLocaleString('en') : '';
      return `| ${row.name} | ${Math.round(row.app.rps).toLocaleString('en')} | ${ms(row.app.p50)} | ${ms(row.app.p99)} | ${row.app.errors} | ${bare} | ${ratio} |`;
    }),
    '',
    'Paths:',
    '',
    ...rows.filter((row) => row.bare).map((row) => `- ${row.name}: \`${row.path}\``),
    '',
  ];
  const name = target === 'pg' && REDIS_URL ? 'pg-workers' : target;
  const file = path.join(root, 'tools/bench/results', `load-${name}.md`);
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nWritten to ${path.relative(root, file)}`);
}

log('building the server bundle');
execFileSync('npm', ['run', 'build', '-w', '@fanlens/api'], { cwd: root, stdio: 'inherit' });
for (const target of TARGETS) await bench(target);
