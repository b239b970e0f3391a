/**
 * `npm run bench:load-ab -- <ref> [--rounds 5] [--creators 2000] [--port 4130] [--only details,trends]`: whether this
 * working tree reads as fast as git `ref` under load, measured side by side.
 *
 * One run of `bench:load` per build cannot tell: the bare server's own rate moves by up to a factor
 * of two between runs on this machine. So this builds the server of `ref` (in a worktree beside
 * this checkout) and of this tree, starts both at once, each on an embedded database of its own with
 * the same deterministic demo data, and then, endpoint by endpoint, runs rounds of A B or B A (the
 * order alternating) where each side's run is followed at once by a run of a bare Node server
 * answering that side's bytes (in a process of its own). Each round gives each side its ratio to
 * its bare server; the table has the median ratio of each side over the rounds, their spread, and
 * the change from `ref` to this tree. Writes tools/bench/results/load-ab-embedded.md.
 *
 * Seconds per run and connections: BENCH_SECONDS (default 4 here) and BENCH_CONNECTIONS (64).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkOutRef } from '../worktree';
import { startApi, startBare, type Running } from './load-processes';

process.env.BENCH_SECONDS ??= '4';
const { CONNECTIONS, SECONDS, cannon, endpoints } = await import('./load-runs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '5' },
    creators: { type: 'string', default: '2000' },
    port: { type: 'string', default: '4130' },
    /** Only the endpoints whose names contain one of these (comma-separated). */
    only: { type: 'string' },
  },
});
const ref = positionals[0];
if (!ref) throw new Error('usage: npm run bench:load-ab -- <git ref> [--rounds 5] [--creators 2000]');
const ROUNDS = Number(values.rounds);
const basePort = Number(values.port);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-load-ab-'));
const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
const git = (args: string[], cwd = repo) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

interface Side {
  name: string;
  root: string;
  port: number;
  api?: Running;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${percent(value)}`;
const micros = (values: number[]) => median(values).toFixed(1);

/** The side's server on a fresh embedded database with the demo data (the same on both sides). */
async function start(side: Side): Promise<Running> {
  const dataDir = path.join(work, `data-${side.port}`);
  fs.mkdirSync(dataDir);
  return startApi(side.root, {
    PORT: String(side.port),
    DATA_DIR: dataDir,
    SEED_CREATORS: values.creators,
    JWT_SECRET: 'load-bench-secret-load-bench-secret-0001',
    RATE_LIMIT_MULTIPLIER: '1000000',
    WEB_DIST: path.join(work, 'no-web'),
  });
}

/**
 * One side's run of the endpoint and the run of its bare server right after: app ÷ bare, and the
 * CPU time the side's server spent per answer in its run (microseconds of user + system time),
 * which the other processes on the machine (the load generator, the idle side) move far less than
 * they move the rate.
 */
async function ratioOf(
  side: Side,
  endpointPath: string,
  bare: Running,
): Promise<{ app: number; bare: number; cpuMicros: number }> {
  const cpuBefore = side.api!.cpuSeconds();
  const app = await cannon(side.api!.url + endpointPath);
  const cpuMicros = ((side.api!.cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, app.requests);
  const ceiling = await cannon(bare.url);
  if (app.errors > 0) throw new Error(`${side.name} ${endpointPath}: ${app.errors} errors`);
  return { app: app.rps, bare: ceiling.rps, cpuMicros };
}

interface Row {
  name: string;
  path: string;
  ratios: Record<'a' | 'b', number[]>;
  rps: Record<'a' | 'b', number[]>;
  cpu: Record<'a' | 'b', number[]>;
}

async function measure(sides: [Side, Side]): Promise<Row[]> {
  const rows: Row[] = [];
  const only = values.only?.split(',').filter(Boolean) ?? [];
  const chosen = (await endpoints(sides[1].api!.url)).filter(
    (endpoint) => only.length === 0 || only.some((part) => endpoint.name.includes(part)),
  );
  for (const endpoint of chosen) {
    // Each side's bare server answers that side's bytes for the endpoint (they may differ by a field).
    const bares: Running[] = [];
    try {
      for (const [index, side] of sides.entries()) {
        const res = await fetch(side.api!.url + endpoint.path);
        if (!res.ok) throw new Error(`${side.name} ${endpoint.path}: HTTP ${res.status}`);
        const body = Buffer.from(await res.arrayBuffer());
        bares.push(await startBare(basePort + 2 + index, body, res.headers.get('content-type') ?? 'application/json'));
      }
      for (const side of sides) await cannon(side.api!.url + endpoint.path); // warm-up: caches, plans, JIT
      const row: Row = { ...endpoint, ratios: { a: [], b: [] }, rps: { a: [], b: [] }, cpu: { a: [], b: [] } };
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const key = index === 0 ? 'a' : 'b';
          const { app, bare, cpuMicros } = await ratioOf(sides[index], endpoint.path, bares[index]);
          row.ratios[key].push(app / bare);
          row.rps[key].push(app);
          row.cpu[key].push(cpuMicros);
        }
      }
      const change = median(row.ratios.b) / median(row.ratios.a) - 1;
      const cpuChange = median(row.cpu.b) / median(row.cpu.a) - 1;
      log(
        `${endpoint.name}: ${percent(median(row.ratios.a))} → ${percent(median(row.ratios.b))} (${signed(change)}), CPU per answer ${signed(cpuChange)}`,
      );
      rows.push(row);
    } finally {
      for (const bare of bares) await bare.stop();
    }
  }
  return rows;
}

function write(sides: [Side, Side], rows: Row[], before: number[], after: number[]) {
  const spread = (values: number[]) => `${percent(Math.min(...values))}–${percent(Math.max(...values))}`;
  const lines = [
    `# Load benchmark, side by side: ${sides[0].name} (A) and ${sides[1].name} (B)`,
    '',
    `${new Date().toISOString().slice(0, 16)} UTC, \`npm run bench:load-ab -- ${ref} --rounds ${ROUNDS} --creators ${values.creators}${values.only ? ` --only ${values.only}` : ''}\`,`,
    `${os.availableParallelism()} cores, autocannon ${CONNECTIONS} connections, ${SECONDS} s per run. Both servers on embedded`,
    `databases of their own with the same demo data, running at once; ${ROUNDS} rounds per endpoint (A B, then B A, …), each`,
    "side's run followed by its bare Node server's (same bytes, own process). Ratio = the side's req/s ÷ its bare server's",
    `in that round; the table gives medians over the rounds. CPU µs = the side's server's user + system time in its run ÷`,
    `the answers it sent (from /proc, the process and its workers), median over the rounds. Load average (1/5/15 min) before:`,
    `${before.map((v) => v.toFixed(2)).join(' / ')}, after: ${after.map((v) => v.toFixed(2)).join(' / ')}.`,
    '',
    '| endpoint | A ratio (median) | A spread | B ratio (median) | B spread | B vs A | A req/s | B req/s | A CPU µs | B CPU µs | B vs A (CPU) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => {
      const change = median(row.ratios.b) / median(row.ratios.a) - 1;
      const cpuChange = median(row.cpu.b) / median(row.cpu.a) - 1;
      return `| ${row.name} | ${percent(median(row.ratios.a))} | ${spread(row.ratios.a)} | ${percent(median(row.ratios.b))} | ${spread(row.ratios.b)} | ${signed(change)} | ${Math.round(median(row.rps.a)).toLocaleString('en')} | ${Math.round(median(row.rps.b)).toLocaleString('en')} | ${micros(row.cpu.a)} | ${micros(row.cpu.b)} | ${signed(cpuChange)} |`;
    }),
    '',
    'Paths:',
    '',
    ...rows.map((row) => `- ${row.name}: \`${row.path}\``),
    '',
  ];
  const file = path.join(repo, 'tools/bench/results/load-ab-embedded.md');
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`\n${lines.join('\n')}\nWritten to ${path.relative(repo, file)}`);
}

const worktree = checkOutRef(repo, ref, path.join(work, 'ref'));
const sides: [Side, Side] = [
  { name: `${ref} (${git(['rev-parse', '--short', ref])})`, root: worktree.root, port: basePort },
  {
    name: `this tree (${git(['rev-parse', '--short', 'HEAD'])}${git(['status', '--porcelain']) ? ', changed' : ''})`,
    root: repo,
    port: basePort + 1,
  },
];
try {
  for (const side of sides) {
    log(`building the server of ${side.name}`);
    execFileSync('npm', ['run', 'build', '-w', '@fanlens/api'], {
      cwd: side.root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  log(`starting both on embedded databases with ${values.creators} demo creators`);
  for (const side of sides) side.api = await start(side);
  const before = os.loadavg();
  const rows = await measure(sides);
  write(sides, rows, before, os.loadavg());
} finally {
  for (const side of sides) await side.api?.stop();
  worktree.remove();
  fs.rmSync(work, { recursive: true, force: true });
}
