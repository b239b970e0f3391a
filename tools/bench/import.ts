/**
 * `npm run bench:import`: the creators:import command of a seeded data file into an empty PostgreSQL
 * database, then of the same file again, as a production install runs it (the compiled command,
 * built first, in its own process); wall time, lines per second and the command's peak memory
 * (VmHWM), against the targets: the first load of 1,000,000 lines under 10 minutes, below 300 MB,
 * the second run under 5 minutes.
 * Writes tools/bench/results/import.md.
 *
 * BENCH_IMPORT_LINES (default 1000000), BENCH_IMPORT_SEED (42), BENCH_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/test: the database is fanlens_import_bench on that server,
 * made anew).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeImportFile } from './import-file';

const lines = Number(process.env.BENCH_IMPORT_LINES ?? 1_000_000);
const seed = Number(process.env.BENCH_IMPORT_SEED ?? 42);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'fanlens_import_bench';
const root = path.resolve(import.meta.dirname, '../..');

async function query(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

interface RunResult {
  seconds: number;
  peakMb: number;
  summary: string;
}

/** Runs the command in a process of its own; its peak resident memory is read from /proc while it runs. */
function runImport(file: string, databaseUrl: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('node', ['apps/api/dist/creators-import.js', file, '--no-alerts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let peakKb = 0;
    const watch = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peakKb = Math.max(peakKb, hwm);
      } catch {
        // exited meanwhile
      }
    }, 200);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(watch);
      if (code !== 0) reject(new Error(`creators:import exited with ${code}`));
      else {
        resolve({
          seconds: (performance.now() - started) / 1000,
          peakMb: peakKb / 1024,
          summary: /created .*rejected [\d,]+\./.exec(output)?.[0] ?? output.trim().split('\n')[0],
        });
      }
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bench-import-'));
const file = path.join(dir, 'creators.jsonl');
try {
  execFileSync('npm', ['run', '-s', 'build', '-w', '@fanlens/api'], { cwd: root, stdio: 'inherit' });
  console.log(`Writing ${lines.toLocaleString('en-US')} lines (seed ${seed})…`);
  await writeImportFile(file, lines, seed);
  const megabytes = fs.statSync(file).size / 1024 / 1024;
  await query(adminUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await query(adminUrl, `CREATE DATABASE ${DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  console.log('First run (empty database)…');
  const first = await runImport(file, url.toString());
  console.log('Second run (the same file)…');
  const second = await runImport(file, url.toString());
  const { rows } = await query(
    url.toString(),
    `select count(*)::int as creators, pg_size_pretty(pg_total_relation_size('creators')) as size from creators`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const report = [
    '# Import benchmark',
    '',
    `${new Date().toISOString().slice(0, 10)} · \`npm run bench:import\` · ${lines.toLocaleString('en-US')} lines (seed ${seed}, ${megabytes.toFixed(0)} MB JSONL) into an empty PostgreSQL database (${os.cpus().length} cores), the command in its own process, \`--no-alerts\`.`,
    '',
    '| run | time | lines/s | peak memory | target | summary |',
    '|---|---|---|---|---|---|',
    `| first (empty database) | ${first.seconds.toFixed(0)} s | ${Math.round(lines / first.seconds).toLocaleString('en-US')} | ${first.peakMb.toFixed(0)} MB | < 600 s, < 300 MB: ${verdict(first.seconds < 600 && first.peakMb < 300)} | ${first.summary} |`,
    `| second (same file) | ${second.seconds.toFixed(0)} s | ${Math.round(lines / second.seconds).toLocaleString('en-US')} | ${second.peakMb.toFixed(0)} MB | < 300 s: ${verdict(second.seconds < 300 && second.peakMb < 300)} | ${second.summary} |`,
    '',
    `Afterwards: ${rows[0].creators.toLocaleString('en-US')} creators, table with its indexes ${rows[0].size}.`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'tools/bench/results/import.md'), report);
  console.log(report);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
