/**
 * `npm run bench:discovery-layers`: what each layer of the discovery engine is worth. The sweep of
 * `npm run bench:discovery` (discovery-sweep.ts: BENCH_SWEEP seeded combinations of every parameter
 * of GET /api/creators, seed BENCH_SWEEP_SEED) against one database, with every layer on, with each
 * layer off (apps/api/src/modules/creators/engine-layers.ts) and with every layer on again (the
 * difference between the two is the run's noise), each setting in a server process of its own
 * (discovery-layers-server.ts, started as discovery.ts starts its server, with DISCOVERY_LAYERS_OFF
 * in its environment). Writes tools/bench/results/discovery-layers.md (or
 * BENCH_OUTPUT) and a dated copy beside it: per setting p50 / p95 / p99 / max, the cases over 100 ms,
 * whether the targets hold (p95 < 50 ms, none over 100 ms: meant at 1 M creators) and the five
 * slowest cases.
 *
 * Environment: BENCH_TARGETS (one or more targets as in discovery.ts, default `pg`: DATABASE_URL or
 * fanlens_bench; `pg:<url>`; `embedded:N` a fresh embedded database with N demo creators, loaded once
 * and shared by the settings), BENCH_SWEEP (cases, default 1000), BENCH_SWEEP_SEED (default 42),
 * BENCH_SECONDS (the sweep's throughput runs, default 3), BENCH_LAYERS (the settings to run between the
 * two with every layer on, comma-separated: a layer's name turns it off, names joined by `+` turn them
 * off together; default every layer, one by one).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_LAYERS, parseEngineLayers, type EngineLayer } from '../../apps/api/src/modules/creators/engine-layers';
import { openTarget } from './discovery-target';
import {
  readVocabulary,
  runSweep,
  summarize,
  sweepCases,
  type SweepSummary,
  type SweepTiming,
} from './discovery-sweep';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const TARGETS = (process.env.BENCH_TARGETS ?? 'pg').split(',').map((target) => target.trim());
const SWEEP = Number(process.env.BENCH_SWEEP ?? 1000);
const SWEEP_SEED = Number(process.env.BENCH_SWEEP_SEED ?? 42);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** The settings between the two with every layer on: the layers each turns off. */
const SETTINGS: EngineLayer[][] = process.env.BENCH_LAYERS
  ? process.env.BENCH_LAYERS.split(',').map((setting) => [...parseEngineLayers(setting.split('+'))])
  : (Object.keys(ENGINE_LAYERS) as EngineLayer[]).map((layer) => [layer]);
const OUTPUT = process.env.BENCH_OUTPUT ?? path.join(here, 'results', 'discovery-layers.md');
const TARGET_P95_MS = 50;
const TARGET_MAX_MS = 100;
const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

interface SettingResult {
  /** The layers off, or null: every layer on. */
  off: EngineLayer[] | null;
  /** The second run with every layer on, after the others. */
  again: boolean;
  summary: SweepSummary;
  slowest: SweepTiming[];
  load: number[];
  seconds: number;
}

interface TargetResult {
  label: string;
  creators: number;
  settings: SettingResult[];
}

/** A server process with `off` turned off (discovery-layers-server.ts), once it listens. */
async function startLayerServer(
  target: string,
  dataDir: string,
  off: EngineLayer[] | null,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'discovery-layers-server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DISCOVERY_LAYERS_OFF: off?.join(',') ?? '',
      BENCH_LAYERS_TARGET: target,
      BENCH_LAYERS_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const listening = /listening (\S+)/.exec(output);
      if (listening) resolve(listening[1] as string);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) =>
      reject(
        new Error(`the server (${off ? `${off.join(', ')} off` : 'every layer on'}) exited (${code}):\n${output}`),
      ),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function benchTarget(target: string): Promise<TargetResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bench-layers-'));
  try {
    // Prepared once (migrations and ANALYZE, or the embedded demo data), then closed: each server opens it.
    const { database, label } = await openTarget(target, dataDir, log);
    const [size] = await database.query<{ creators: number }>('select count(*)::int as creators from creators');
    const words = await readVocabulary(database);
    await database.close();
    const cases = sweepCases(SWEEP_SEED, SWEEP, words);
    const settings: SettingResult[] = [];
    // Every layer on first and again last: the two runs of one setting tell the drift of the machine
    // and of the database's caches over the run, what a difference between settings must exceed.
    const order = [null, ...SETTINGS, null];
    for (const [index, off] of order.entries()) {
      const again = index > 0 && off === null;
      const name = off ? `${off.join(' + ')} off` : again ? 'every layer on, again' : 'every layer on';
      const settingStarted = Date.now();
      const load = os.loadavg();
      const server = await startLayerServer(target, dataDir, off);
      try {
        log(`${label}, ${name}: sweep of ${cases.length} combinations`);
        const timings = await runSweep(server.url, cases);
        const summary = await summarize(server.url, timings, SECONDS);
        const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
        const seconds = (Date.now() - settingStarted) / 1000;
        settings.push({ off, again, summary, slowest, load, seconds });
        log(
          `${label}, ${name}: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, ` +
            `p99 ${summary.p99.toFixed(1)} ms, max ${summary.max.toFixed(1)} ms, ${summary.over100} over 100 ms`,
        );
      } finally {
        await server.stop();
      }
    }
    return { label, creators: size?.creators ?? 0, settings };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const named = (layers: EngineLayer[]) => layers.map((layer) => `\`${layer}\``).join(' + ');
const holds = (summary: SweepSummary) => summary.p95 < TARGET_P95_MS && summary.max <= TARGET_MAX_MS;

function section(result: TargetResult): string {
  const base = result.settings.find((setting) => setting.off === null && !setting.again);
  const rows = result.settings.map((setting) => {
    const { summary } = setting;
    const change =
      base && setting !== base
        ? `${summary.p95 - base.summary.p95 >= 0 ? '+' : ''}${ms(summary.p95 - base.summary.p95)}`
        : '';
    return (
      `| ${setting.off ? named(setting.off) : setting.again ? 'none, again last' : 'none (every layer on)'} | ` +
      `${ms(summary.p50)} | ${ms(summary.p95)} | ` +
      `${ms(summary.p99)} | ${ms(summary.max)} | ${summary.over100} | ${holds(summary) ? 'yes' : 'no'} | ${change} | ` +
      `${summary.concurrent64.failures + summary.throughput10.failures} | ${setting.load.map((n) => n.toFixed(1)).join('/')} |`
    );
  });
  const worst = result.settings.map((setting) =>
    [
      `#### ${setting.off ? `${named(setting.off)} off` : setting.again ? 'Every layer on, again last' : 'Every layer on'}`,
      '| ms | count | term class | request |\n|---:|---:|---|---|\n' +
        setting.slowest
          .map(
            (timing) =>
              `| ${ms(timing.ms)} | ${timing.count} | ${timing.termClass} | \`${decodeURIComponent(timing.path)}\` |`,
          )
          .join('\n'),
    ].join('\n\n'),
  );
  return [
    `## ${result.label}: ${result.creators.toLocaleString('en-US')} creators`,
    '| layers off | p50 ms | p95 ms | p99 ms | max ms | over 100 ms | targets hold | p95 vs every layer on (ms) | failures (10 and 64 conn.) | load at start (1/5/15 min) |\n' +
      '|---|---:|---:|---:|---:|---:|---|---:|---:|---|\n' +
      rows.join('\n'),
    '### The five slowest cases of each setting',
    ...worst,
  ].join('\n\n');
}

/** The report's markdown, written to OUTPUT and to a dated copy beside it (`-<date>`, then `b`, `c`…). */
function writeReport(results: TargetResult[]): string[] {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const text = [
    '# Discovery engine layers',
    `Generated by \`npm run bench:discovery-layers\` (tools/bench/discovery-layers.ts) on ${new Date().toISOString()}: ` +
      `${os.cpus().length} × ${cpu}, Node ${process.version}. The sweep of \`npm run bench:discovery\` ` +
      `(discovery-sweep.ts, seed ${SWEEP_SEED}, ${SWEEP} cases of GET /api/creators, without the deals'), once with ` +
      'every layer of the engine on, once with each layer off (`DISCOVERY_LAYERS_OFF`, ' +
      'apps/api/src/modules/creators/engine-layers.ts) and again with every layer on (the difference between the ' +
      'two runs of one setting is the noise), each setting in a server process of its own; every case ' +
      'requested once to warm it and once measured, one request at a time. A layer off gives the same answers by ' +
      `another path (apps/api/test/discovery-layers.test.ts). Targets: p95 < ${TARGET_P95_MS} ms and no case over ` +
      `${TARGET_MAX_MS} ms at 1 M creators. The machine is shared: the load averages say how busy it was.`,
    '| layer | what it does |\n|---|---|\n' +
      (Object.entries(ENGINE_LAYERS) as [EngineLayer, string][])
        .map(([layer, description]) => `| \`${layer}\` | ${description} |`)
        .join('\n'),
    ...results.map(section),
  ].join('\n\n');
  const date = new Date().toISOString().slice(0, 10);
  const { dir, name, ext } = path.parse(OUTPUT);
  let dated = path.join(dir, `${name}-${date}${ext}`);
  for (let letter = 98; fs.existsSync(dated); letter++) {
    dated = path.join(dir, `${name}-${date}${String.fromCharCode(letter)}${ext}`);
  }
  fs.mkdirSync(dir, { recursive: true });
  for (const file of [OUTPUT, dated]) fs.writeFileSync(file, text + '\n');
  return [OUTPUT, dated];
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
if (results.length > 0) {
  const files = writeReport(results);
  console.log(`Written to ${files.map((file) => path.relative(process.cwd(), file)).join(' and ')}.`);
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
