import { PRUNE_KEYS_EVERY_MS, pruneExpiredKeys } from '../lib/idempotency';
import type { JobDefinition } from './job-types';

/** Done jobs (their payload already emptied) are kept this long, for the counts and a look back. */
export const KEEP_DONE = "interval '7 days'";
/** Failed jobs wait this long for an operator's retry, then go (the log has said why). */
export const KEEP_FAILED = "interval '30 days'";

/** Hourly, once per cluster: the queue's own pruning, and the payloads of failed jobs past their expiry emptied. */
export const pruneJobs: JobDefinition = {
  kind: 'round.prune-jobs',
  every: () => 60 * 60_000,
  async handle({ app, now }) {
    const { database } = app.deps;
    await database.query(
      `delete from jobs where (state = 'done' and finished_at < $1::timestamptz - ${KEEP_DONE})
         or (state = 'failed' and finished_at < $1::timestamptz - ${KEEP_FAILED})`,
      [now],
    );
    await database.query(
      `update jobs set payload = '{}' where state = 'failed' and expires_at <= $1 and payload <> '{}'::jsonb`,
      [now],
    );
  },
};

/** Hourly, once per cluster: the idempotency keys past their day go (lib/idempotency.ts). */
export const pruneIdempotencyKeys: JobDefinition = {
  kind: 'round.prune-idempotency-keys',
  every: () => PRUNE_KEYS_EVERY_MS,
  async handle({ app }) {
    await pruneExpiredKeys(app.deps.database);
  },
};
