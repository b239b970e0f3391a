/**
 * `npm run bench:metrics-cost`: what the request metrics and the request id add to each answer of
 * the fast path, timed alone in this process: the two clock readings and the figures' `observe`
 * the fast path makes per answer (lib/read-cache/fast-path.ts, lib/metrics/request-figures.ts), and
 * a new request id (lib/request-id.ts). A few percent of a whole answer cannot be told apart from
 * the machine's noise under load (`bench:load-ab` shows a spread of ±7 % between rounds of one
 * build), so this gives the cost itself, in nanoseconds, to hold against the CPU time per answer
 * that `bench:load-ab` measures. Writes tools/bench/results/metrics-cost.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { DURATION_BUCKETS } from '../../apps/api/src/lib/metrics/metrics';
import { requestFigures } from '../../apps/api/src/lib/metrics/request-figures';
import { requestIdOf } from '../../apps/api/src/lib/request-id';

const CALLS = 2_000_000;
const RUNS = 7;
/** The route patterns of the fast path's reads in the load benchmark (load-runs.ts). */
const ROUTES = [
  '/api/creators/details/:username',
  '/api/reviews/creator/:username',
  '/api/creators',
  '/api/creators/most-reviews',
  '/api/creators/trends',
  '/api/reviews/recent',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Nanoseconds per call of `work`, the median of RUNS runs of CALLS calls (after one warm-up run). */
function timed(work: (index: number) => unknown): number {
  const runs: number[] = [];
  let sink = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < CALLS; index += 1) sink += work(index) ? 1 : 0;
    const nanos = Number(process.hrtime.bigint() - started) / CALLS;
    if (run > 0) runs.push(nanos);
  }
  if (sink < 0) console.log(sink); // keeps the work from being optimised away
  return median(runs);
}

const figures = requestFigures(new Registry(), DURATION_BUCKETS);
const noHeaders = { headers: {} };
const rows = [
  { what: 'an empty loop (subtracted from the others)', nanos: timed(() => true) },
  {
    what: 'metrics: two clock readings and observe(), per fast-path answer',
    nanos: timed((index) => {
      const started = performance.now();
      figures.observe(ROUTES[index % ROUTES.length], 'GET', 200, (performance.now() - started) / 1000);
      return true;
    }),
  },
  { what: 'a new request id', nanos: timed(() => requestIdOf(noHeaders)) },
];
const empty = rows[0].nanos;
const lines = [
  '# What the metrics and the request id cost per answer',
  '',
  `${new Date().toISOString().slice(0, 16)} UTC, \`npm run bench:metrics-cost\`, ${os.availableParallelism()} cores, Node ${process.version}:`,
  `median of ${RUNS} runs of ${CALLS.toLocaleString('en')} calls, in one process, nothing else running.`,
  '',
  '| work | ns per call | less the empty loop |',
  '|---|---:|---:|',
  ...rows.map(
    (row, index) => `| ${row.what} | ${row.nanos.toFixed(1)} | ${index === 0 ? '' : (row.nanos - empty).toFixed(1)} |`,
  ),
  '',
];
const file = path.join(import.meta.dirname, 'results/metrics-cost.md');
fs.writeFileSync(file, lines.join('\n'));
console.log(lines.join('\n'));
