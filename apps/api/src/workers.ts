import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { serveClusterMetrics } from './lib/metrics/cluster-metrics';

/**
 * How many processes serve: one on the embedded database (PGlite lives inside its process and owns
 * its files); on a PostgreSQL server WEB_CONCURRENCY, by default the number of cores when REDIS_URL
 * is set. Without Redis the workers could not share rate limits, sign-in locks and cache
 * invalidations, so the default is one and a larger WEB_CONCURRENCY is refused with a warning.
 */
export function workerCount(config: Config, cores = os.availableParallelism()): { count: number; warning?: string } {
  const asked = config.webConcurrency;
  if (!config.databaseUrl) {
    return asked && asked > 1
      ? { count: 1, warning: 'WEB_CONCURRENCY ignored: the embedded database runs in one process' }
      : { count: 1 };
  }
  if (!config.redisUrl) {
    return asked && asked > 1
      ? { count: 1, warning: 'WEB_CONCURRENCY ignored: several workers need REDIS_URL (shared limits and cache)' }
      : { count: 1 };
  }
  return { count: asked ?? cores };
}

/** A worker that ran at least this long before exiting is replaced at once. */
const STABLE_MS = 30_000;
/** The first delay after a worker that exited soon after its start; doubled for each such exit in a row. */
const FIRST_RESTART_DELAY_MS = 200;
const MAX_RESTART_DELAY_MS = 10_000;

/**
 * How long to wait before replacing a worker, given how many workers in a row exited soon after
 * starting: none for the first exit of a worker that ran a while (a crash), then 200 ms, 400 ms…
 * up to 10 s, so a worker that cannot start does not spin the machine, and is still tried again
 * for as long as it takes (the server never gives up on its workers).
 */
export function restartDelay(quickExitsInARow: number): number {
  if (quickExitsInARow <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (quickExitsInARow - 1));
}

/**
 * The primary process of a multi-worker server: forks `count` workers that each open the database
 * and listen on the shared port (the primary spreads connections), replaces a worker that exits
 * (with backoff when they keep exiting, see restartDelay), and on SIGTERM/SIGINT asks every worker
 * to finish its in-flight requests and exits once all have.
 */
export function runPrimary(count: number, log: FastifyBaseLogger): void {
  // GET /metrics reaches one worker, which asks here for every worker's figures combined.
  serveClusterMetrics();
  let closing = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();
  const pending = new Set<NodeJS.Timeout>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i += 1) fork();
  log.info({ workers: count }, 'started worker processes');

  cluster.on('exit', (worker: Worker, code, signal) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('shut down cleanly');
        process.exit(0);
      }
      return;
    }
    quickExits = ranMs >= STABLE_MS ? 0 : quickExits + 1;
    const delay = restartDelay(ranMs >= STABLE_MS ? 0 : quickExits);
    log.error({ pid: worker.process.pid, code, signal, ranMs, delayMs: delay }, 'worker exited: starting another');
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!closing) fork();
    }, delay);
    pending.add(timer);
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: workers finish their in-flight requests');
    for (const timer of pending) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
