import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

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

/** Restarts of crashed workers allowed per minute before the server gives up. */
const RESTARTS_PER_MINUTE = 10;

/**
 * The primary process of a multi-worker server: forks `count` workers that each open the database
 * and listen on the shared port (the primary spreads connections), replaces a worker that dies,
 * and on SIGTERM/SIGINT asks every worker to finish its in-flight requests and exits once all have.
 */
export function runPrimary(count: number, log: FastifyBaseLogger): void {
  let closing = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i += 1) fork();
  log.info({ workers: count }, 'started worker processes');

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('shut down cleanly');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > RESTARTS_PER_MINUTE) {
      log.fatal({ code, signal }, 'workers keep exiting: stopping');
      closing = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker exited: starting another');
    fork();
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: workers finish their in-flight requests');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
