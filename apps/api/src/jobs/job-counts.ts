import type { Queryable } from '../db/transaction';

/** What the queue holds of one kind of job. */
export interface KindCounts {
  queued: number;
  running: number;
  failed: number;
  /** How long the longest-waiting job that is due (queued or running) has been due, in seconds; null: none. */
  oldestDueSeconds: number | null;
  /** How long ago the oldest failed job was given up, in seconds; null: none. */
  oldestFailedSeconds: number | null;
}

/**
 * The queue's counts per kind (queued includes periodic rounds waiting for their time): for the
 * health check and for metrics. One indexed scan of the jobs not done; no payload is read.
 */
export async function jobCounts(q: Queryable, now = new Date()): Promise<Record<string, KindCounts>> {
  const rows = await q.query<{
    kind: string;
    queued: number;
    running: number;
    failed: number;
    oldest_due: number | null;
    oldest_failed: number | null;
  }>(
    `select kind,
       count(*) filter (where state = 'queued')::int as queued,
       count(*) filter (where state = 'running')::int as running,
       count(*) filter (where state = 'failed')::int as failed,
       extract(epoch from $1::timestamptz - min(run_at) filter (
         where state = 'running' or (state = 'queued' and run_at <= $1)))::float8 as oldest_due,
       extract(epoch from $1::timestamptz - min(finished_at) filter (where state = 'failed'))::float8 as oldest_failed
     from jobs where state <> 'done' group by kind order by kind`,
    [now],
  );
  const seconds = (value: number | null) => (value === null ? null : Math.max(0, Math.round(Number(value))));
  return Object.fromEntries(
    rows.map((row) => [
      row.kind,
      {
        queued: row.queued,
        running: row.running,
        failed: row.failed,
        oldestDueSeconds: seconds(row.oldest_due),
        oldestFailedSeconds: seconds(row.oldest_failed),
      },
    ]),
  );
}

/** The health check's summary: failed jobs (tries exhausted) and how long the oldest has waited for an operator. */
export function failedSummary(counts: Record<string, KindCounts>): {
  failed: number;
  oldestFailedSeconds: number | null;
} {
  const all = Object.values(counts);
  const ages = all.map((kind) => kind.oldestFailedSeconds).filter((age): age is number => age !== null);
  return {
    failed: all.reduce((sum, kind) => sum + kind.failed, 0),
    oldestFailedSeconds: ages.length > 0 ? Math.max(...ages) : null,
  };
}
