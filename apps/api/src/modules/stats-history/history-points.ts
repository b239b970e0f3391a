import { sql } from 'drizzle-orm';
import { inTransaction, type Queryable, type Tx } from '../../db/transaction';
import { growthScore } from './growth';
import {
  HISTORY_COUNTERS,
  decodeMonth,
  encodeMonth,
  type Counters,
  type DatedPoint,
  type StatsPoint,
} from './stats-codec';

export interface DayPoint {
  creatorId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  values: Counters;
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
export const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The dated points of decoded month rows, oldest first. */
export function datedPoints(rows: { month: string; points: Uint8Array }[]): DatedPoint[] {
  return rows
    .flatMap((row) =>
      decodeMonth(row.points).map((point) => ({
        date: `${row.month.slice(0, 8)}${String(point.day).padStart(2, '0')}`,
        values: point.values,
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The month rows of these creators from `fromMonth` on, and each one's last month before it (the
 * value in effect then: a page read rarely has its baseline in an older month), as text dates.
 */
export async function monthsOf(database: Queryable, creatorIds: number[], fromMonth: string) {
  return database.query<{ creator_id: number; month: string; points: Uint8Array }>(
    `select i.id as creator_id, to_char(h.month, 'YYYY-MM-DD') as month, h.points
     from unnest($1::int[]) as i(id) cross join lateral (
       (select month, points from creator_stats_history where creator_id = i.id and month >= $2::date)
       union all
       (select month, points from creator_stats_history where creator_id = i.id and month < $2::date
        order by month desc limit 1)) h`,
    [creatorIds.map(Math.trunc), fromMonth],
  );
}

/** Decoded months grouped by creator. */
export function monthsByCreator(rows: { creator_id: number; month: string; points: Uint8Array }[]) {
  const byCreator = new Map<number, { month: string; points: Uint8Array }[]>();
  for (const row of rows) byCreator.set(row.creator_id, [...(byCreator.get(row.creator_id) ?? []), row]);
  return byCreator;
}

/**
 * Records each creator's counters of `day` in its history (replacing that day's point if it has
 * one) and gives each creator's rising score after it (growth.ts), from the point 30 days before.
 * One read of the months concerned and one upsert, in the caller's transaction.
 */
export async function recordPoints(tx: Tx, points: DayPoint[]): Promise<Map<number, number>> {
  const scores = new Map<number, number>();
  if (points.length === 0) return scores;
  const day = points[0].day;
  const rows = await monthsOf(
    inTransaction(tx),
    points.map((point) => point.creatorId),
    monthOf(dayBefore(day, 31)),
  );
  const byCreator = monthsByCreator(rows);
  const written: { creatorId: number; month: string; hex: string }[] = [];
  for (const point of points) {
    const months = byCreator.get(point.creatorId) ?? [];
    const month = monthOf(point.day);
    const current = months.find((row) => row.month === month);
    const kept: StatsPoint[] = current
      ? decodeMonth(current.points).filter((p) => p.day !== Number(point.day.slice(8)))
      : [];
    kept.push({ day: Number(point.day.slice(8)), values: point.values });
    written.push({ creatorId: point.creatorId, month, hex: encodeMonth(kept).toString('hex') });
    const history = datedPoints(months).filter((p) => p.date < point.day);
    scores.set(point.creatorId, growthScore(history, { date: point.day, values: point.values }));
  }
  await tx.execute(
    sql`insert into creator_stats_history (creator_id, month, points)
        select w.id, w.month::date, decode(w.hex, 'hex')
        from jsonb_to_recordset(${JSON.stringify(written.map(({ creatorId, month, hex }) => ({ id: creatorId, month, hex })))}::jsonb)
          as w(id int, month text, hex text)
        on conflict (creator_id, month) do update set points = excluded.points`,
  );
  return scores;
}

/** Whether two sets of counters differ (a history point is due). */
export function countersDiffer(a: Counters, b: Counters): boolean {
  return HISTORY_COUNTERS.some((counter) => a[counter] !== b[counter]);
}
