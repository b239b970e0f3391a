import type { Queryable } from '../db/transaction';
import type { ClaimedJob } from './job-types';
import { periodicKey } from './queue';

const RETURNING = 'returning j.id, j.kind, j.payload, j.attempts, j.claim, j.run_at, j.expires_at, j.created_at';

/**
 * Claims up to `limit` due jobs of `kinds` as of `now`: queued ones whose time has come, and
 * running ones whose lease ran out (their process died or hung). Taken with SKIP LOCKED, so
 * concurrent processes take different jobs; each gets a new claim token and a lease.
 */
export async function claimDue(
  q: Queryable,
  kinds: string[],
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<ClaimedJob[]> {
  return q.query<ClaimedJob>(
    `update jobs j set state = 'running', attempts = j.attempts + 1, claim = gen_random_uuid()::text,
       lease_until = $2::timestamptz + make_interval(secs => $3)
     where j.id in (
       select id from jobs where kind = any($1::text[])
         and ((state = 'queued' and run_at <= $2) or (state = 'running' and lease_until <= $2))
       order by run_at, id limit $4 for update skip locked)
     ${RETURNING}`,
    [kinds, now, leaseSeconds, limit],
  );
}

/** Renews the lease of a job still held by this claim (a long run keeps it from other processes). */
export async function renewLease(q: Queryable, job: ClaimedJob, now: Date, leaseSeconds: number): Promise<void> {
  await q.query(
    `update jobs set lease_until = $3::timestamptz + make_interval(secs => $4)
     where id = $1 and claim = $2 and state = 'running'`,
    [job.id, job.claim, now, leaseSeconds],
  );
}

/** Done: never run again; the payload (a token, an address) is emptied at once. */
export async function finishJob(q: Queryable, job: ClaimedJob, now: Date): Promise<void> {
  await q.query(
    `update jobs set state = 'done', payload = '{}', lease_until = null, claim = null, last_error = null,
       finished_at = $3 where id = $1 and claim = $2 and state = 'running'`,
    [job.id, job.claim, now],
  );
}

/**
 * A periodic job's run ended: due again `everyMs` after `now`, unless its run was brought forward
 * meanwhile (runSoon: run_at moved past the run claimed), then at that time. A failed run
 * (`error`) is due again like a successful one, its error kept for the log and the counts.
 */
export async function nextPeriod(
  q: Queryable,
  job: ClaimedJob,
  now: Date,
  everyMs: number,
  error: string | null,
): Promise<void> {
  await q.query(
    `update jobs set state = 'queued', lease_until = null, claim = null, last_error = $5,
       attempts = case when $5::text is null then 0 else attempts end,
       run_at = case when run_at > $3::timestamptz then run_at else $4::timestamptz + make_interval(secs => $6) end
     where id = $1 and claim = $2 and state = 'running'`,
    [job.id, job.claim, job.run_at, now, error, everyMs / 1000],
  );
}

/** Due again at `at`: after a failed try (`error`), or a handler's own "later" (not counted as a try). */
export async function runLater(
  q: Queryable,
  job: ClaimedJob,
  at: Date,
  error: string | null,
  countTry: boolean,
): Promise<void> {
  await q.query(
    `update jobs set state = 'queued', lease_until = null, claim = null, run_at = $3,
       last_error = coalesce($4, last_error), attempts = attempts - $5
     where id = $1 and claim = $2 and state = 'running'`,
    [job.id, job.claim, at, error, countTry ? 0 : 1],
  );
}

/**
 * Given up: `failed`, kept for `npm run jobs -- failed|retry`. Its payload stays (a retry needs it)
 * unless the job has expired (a reset token past its life is emptied).
 */
export async function giveUp(q: Queryable, job: ClaimedJob, now: Date, error: string): Promise<void> {
  await q.query(
    `update jobs set state = 'failed', lease_until = null, claim = null, last_error = $4, finished_at = $3,
       payload = case when expires_at <= $3 then '{}'::jsonb else payload end
     where id = $1 and claim = $2 and state = 'running'`,
    [job.id, job.claim, now, error],
  );
}

/**
 * Makes sure every periodic job has its row: a new one is due one period from now, or at once
 * (`atStart`); existing rows keep their schedule (one row for the cluster, whoever registers first).
 */
export async function registerPeriodic(q: Queryable, kind: string, firstAt: Date): Promise<void> {
  await q.query(`insert into jobs (kind, key, run_at) values ($1, $2, $3) on conflict (key) do nothing`, [
    kind,
    periodicKey(kind),
    firstAt,
  ]);
}
