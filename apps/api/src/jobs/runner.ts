import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { ClaimedJob, JobDefinition } from './job-types';
import { claimDue, finishJob, giveUp, nextPeriod, registerPeriodic, renewLease, runLater } from './job-queries';

/** Tries of a one-off job before it is given up, unless its definition says otherwise (about two days). */
export const DEFAULT_MAX_ATTEMPTS = 12;
/** The wait after the n-th failed try: 1, 2, 4… minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(360, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** Jobs one process runs at once (a long round does not hold the mails back). */
const CONCURRENCY = 4;

export interface JobRunner {
  /** Starts polling (unless JOBS_POLL_MS is 0); the first poll (or runDue) registers the periodic jobs. */
  start(): Promise<void>;
  /**
   * Runs every job due as of `now` in this process, until none is left (jobs it makes that are due
   * too included); answers how many ran. Tests move `now` to run retries and rounds that are due later.
   */
  runDue(now?: Date): Promise<number>;
  /** Waits for the jobs this process is running, then runs what is due now: what a test waits for. */
  drain(): Promise<number>;
  /** Stops polling, asks long jobs to stop, and waits for the jobs running here. */
  close(): Promise<void>;
}

export interface RunnerOptions {
  pollMs: number;
  leaseSeconds: number;
}

export function createJobRunner(app: FastifyInstance, definitions: JobDefinition[], options: RunnerOptions): JobRunner {
  const { database } = app.deps;
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const kinds = [...byKind.keys()];
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let closing = false;

  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

  /** Runs one claimed job to its end, whatever happens (the lease renewed meanwhile). */
  async function run(job: ClaimedJob, now: Date, clock: () => Date): Promise<void> {
    const definition = byKind.get(job.kind)!;
    const context = { app, job, payload: job.payload as never, now, stopping: () => closing };
    const renew = setInterval(
      () => void renewLease(database, job, clock(), options.leaseSeconds).catch(() => undefined),
      (options.leaseSeconds * 1000) / 3,
    );
    renew.unref();
    const log = app.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    const startedAt = Date.now();
    try {
      const maxAttempts = definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const expired = job.expires_at !== null && new Date(job.expires_at) <= now;
      if (!definition.every && (expired || job.attempts > maxAttempts)) {
        // Expired, or a last try whose process died: no more tries.
        const reason = expired ? 'expired before it could be done' : 'its last try did not finish';
        await definition.onGiveUp?.(context, reason);
        await giveUp(database, job, clock(), reason);
        log.error({ reason }, 'job given up');
        return;
      }
      let outcome: Awaited<ReturnType<JobDefinition['handle']>>;
      try {
        outcome = await definition.handle(context);
      } catch (error) {
        const reason = errorText(error);
        if (definition.every) {
          await nextPeriod(database, job, clock(), Math.min(definition.every(app), retryDelayMs(job.attempts)), reason);
          logFailure(log, error, 'periodic job failed: runs again');
        } else if (job.attempts >= maxAttempts) {
          await definition.onGiveUp?.(context, reason);
          await giveUp(database, job, clock(), reason);
          log.error({ reason }, 'job failed: tries exhausted, given up (npm run jobs -- failed)');
        } else {
          await runLater(database, job, new Date(now.getTime() + retryDelayMs(job.attempts)), reason, true);
          logFailure(log, error, 'job failed: will retry');
        }
        return;
      }
      if (outcome) await runLater(database, job, outcome.later, null, false);
      else if (definition.every) await nextPeriod(database, job, clock(), definition.every(app), null);
      else await finishJob(database, job, clock());
      log.debug({ startedAt, tookMs: Date.now() - startedAt, later: outcome?.later }, 'job done');
    } catch (error) {
      // Recording the outcome failed (the database went away): the lease runs out and the job is tried again.
      logFailure(log, error, 'could not record the outcome of a job');
    } finally {
      clearInterval(renew);
    }
  }

  const logFailure = (log: FastifyInstance['log'], error: unknown, message: string) =>
    isDatabaseUnavailable(error)
      ? log.warn({ reason: errorText(error) }, `${message} (database unavailable)`)
      : log.warn({ reason: errorText(error) }, message);

  let registered = false;
  const startedAt = Date.now();
  /** Makes sure every periodic job has its row (once per process, retried until it succeeds). */
  async function register(): Promise<void> {
    if (registered) return;
    for (const definition of definitions) {
      if (!definition.every) continue;
      const firstAt = new Date(definition.atStart ? startedAt : startedAt + definition.every(app));
      await registerPeriodic(database, definition.kind, firstAt);
    }
    registered = true;
  }

  /** One look for due jobs, filling this process's free places; the jobs run on without being awaited. */
  async function poll(): Promise<void> {
    const free = CONCURRENCY - running.size;
    if (closing || free <= 0) return;
    await register();
    const now = new Date();
    const claimed = await claimDue(database, kinds, now, options.leaseSeconds, free);
    for (const job of claimed) {
      const done = run(job, now, () => new Date()).finally(() => {
        running.delete(done);
        // A place is free, and the job may have made others (a reset request its mail): look again now.
        wake();
      });
      running.add(done);
    }
  }

  let polling = false;
  const wake = () => {
    if (closing || polling || options.pollMs === 0) return;
    if (timer) clearTimeout(timer);
    tick();
  };

  const tick = () => {
    timer = null;
    polling = true;
    poll()
      .catch((error: unknown) => {
        // An outage is reported by the pool (db/server-pool.ts); the next poll tries again.
        if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'job poll failed');
      })
      .finally(() => {
        polling = false;
        if (!closing) {
          timer = setTimeout(tick, options.pollMs);
          timer.unref();
        }
      });
  };

  async function runDue(until = new Date()): Promise<number> {
    await register();
    let ran = 0;
    for (let round = 0; round < 100; round += 1) {
      // Never before the present: jobs the last ones made (their run_at the database's now) are due
      // too. The database's clock has microseconds and Date milliseconds, so the present is the end
      // of the current millisecond: a job written earlier within it is due as well.
      const now = new Date(Math.max(until.getTime(), Date.now() + 1));
      const claimed = await claimDue(database, kinds, now, options.leaseSeconds, 10);
      if (claimed.length === 0) break;
      for (const job of claimed) await run(job, now, () => now);
      ran += claimed.length;
    }
    return ran;
  }

  return {
    async start() {
      // The first poll registers the periodic jobs: a start never waits for (or fails on) the
      // database, and a worker started while it is down registers once it is back.
      if (options.pollMs > 0) tick();
    },
    runDue,
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
      return runDue();
    },
    async close() {
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
