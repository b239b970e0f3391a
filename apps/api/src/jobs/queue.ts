import type { Queryable } from '../db/transaction';

export interface EnqueueOptions {
  /** Keeps the job single: a second job with this key is not added (the first one's id is not returned). */
  key?: string;
  /** Not before this moment (default: at once). */
  runAt?: Date;
  /** Not after this moment: a job not done by then is given up and its payload emptied (a reset link's token expiry). */
  expiresAt?: Date;
}

/**
 * Adds a job of `kind` (a kind the job list, src/background-jobs.ts, handles). Called with the
 * transaction of the change that causes it (`inTransaction(tx)`), so the job exists exactly when
 * the change commits: a change rolled back or refused enqueues nothing, and a committed one is
 * never without its job. The payload is what the handler needs to do the work later (ids rather
 * than texts: a mail is written when it is sent); answers the job's id, or null when `key` was taken.
 */
export async function enqueue(
  q: Queryable,
  kind: string,
  payload: object,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    `insert into jobs (kind, payload, key, run_at, expires_at)
     values ($1, $2::jsonb, $3, coalesce($4::timestamptz, now()), $5::timestamptz)
     on conflict (key) do nothing returning id`,
    [kind, JSON.stringify(payload), options.key ?? null, options.runAt ?? null, options.expiresAt ?? null],
  );
  return rows[0]?.id ?? null;
}

/** The key of a periodic job's one row. */
export const periodicKey = (kind: string) => `periodic:${kind}`;

/**
 * Brings the next run of a periodic job forward to now (after a price change, the alert round):
 * in the change's transaction, so the round runs once it commits. A round running meanwhile runs
 * again as soon as it ends.
 */
export async function runSoon(q: Queryable, kind: string): Promise<void> {
  await q.query('update jobs set run_at = now() where key = $1', [periodicKey(kind)]);
}

/**
 * Drops the jobs still waiting (or failed) for an account being deleted, in the deletion's
 * transaction: their payloads name it (a token, an id), and there is nobody left to write to.
 */
export async function dropJobsOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `delete from jobs where state in ('queued', 'failed')
       and (payload->>'userId' = $1::text or payload->>'recipientId' = $1::text)`,
    [userId],
  );
}
