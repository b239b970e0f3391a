import type { Queryable } from '../db/transaction';

/** A failed job as the operator command lists it: no payload (it may hold an address or a token). */
export interface FailedJob {
  id: number;
  kind: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  finished_at: Date | string;
  expired: boolean;
}

/** The jobs given up (tries exhausted or expired), newest first. */
export async function listFailedJobs(q: Queryable, limit = 100): Promise<FailedJob[]> {
  return q.query<FailedJob>(
    `select id, kind, attempts, last_error, created_at, finished_at,
       coalesce(expires_at <= now(), false) as expired
     from jobs where state = 'failed' order by finished_at desc, id desc limit $1`,
    [limit],
  );
}

/**
 * Queues failed jobs again (one `id`, or all of them) with a fresh count of tries, at once; an
 * expired one (a reset link past its token's life) cannot be: answers the ids queued and skipped.
 */
export async function retryFailedJobs(
  q: Queryable,
  id?: number,
  now = new Date(),
): Promise<{ retried: number[]; expired: number[] }> {
  const retried = await q.query<{ id: number }>(
    `update jobs set state = 'queued', run_at = $2, attempts = 0, finished_at = null
     where state = 'failed' and ($1::int is null or id = $1) and (expires_at is null or expires_at > $2)
     returning id`,
    [id ?? null, now],
  );
  const expired = await q.query<{ id: number }>(
    `select id from jobs where state = 'failed' and ($1::int is null or id = $1) and expires_at <= $2`,
    [id ?? null, now],
  );
  return { retried: retried.map((row) => row.id), expired: expired.map((row) => row.id) };
}
