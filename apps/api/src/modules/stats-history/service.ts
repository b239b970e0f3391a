import { STATS_RANGE_DAYS, type StatsHistory, type StatsRange } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { baseline } from './growth';
import { datedPoints } from './history-points';

const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * GET /creators/{id}/stats-history: the creator's points of the range (and the one in effect at its
 * start, dated then, so a chart starts at the range's first day), and the change over 30 days.
 */
export async function getStatsHistory(
  database: Pick<Database, 'query'>,
  creatorId: number,
  range: StatsRange,
  now = new Date(),
): Promise<StatsHistory> {
  const from = dayBefore(now, STATS_RANGE_DAYS[range]);
  // 30 days more than the range: the change of the last 30 days needs its start even for 30d.
  const since = dayBefore(now, Math.max(STATS_RANGE_DAYS[range], 31) + 31);
  const [creator] = await database.query<{ id: number }>('select id from creators where id = $1', [creatorId]);
  if (!creator) throw notFound('Creator not found');
  // The months from `since` on, and the last month before them (the value in effect before).
  const rows = await database.query<{ month: string; points: Uint8Array }>(
    `(select to_char(month, 'YYYY-MM-DD') as month, points from creator_stats_history
      where creator_id = $1 and month >= date_trunc('month', $2::date))
     union all
     (select to_char(month, 'YYYY-MM-DD') as month, points from creator_stats_history
      where creator_id = $1 and month < date_trunc('month', $2::date) order by month desc limit 1)`,
    [creatorId, since],
  );
  const history = datedPoints(rows);
  const inRange = history.filter((point) => point.date >= from);
  // The value in effect at the range's start, dated then, unless a point of that very day replaces it.
  const before = inRange[0]?.date === from ? undefined : history.filter((point) => point.date < from).at(-1);
  const points = [...(before ? [{ ...before, date: from }] : []), ...inRange].map((point) => ({
    date: point.date,
    ...point.values,
  }));
  const latest = history.at(-1);
  const base = latest ? baseline(history.slice(0, -1), latest) : null;
  const delta = (counter: 'subscribers' | 'likes' | 'posts') => {
    const now = latest?.values[counter];
    const then = base?.values[counter];
    return now === null || now === undefined || then === null || then === undefined ? null : now - then;
  };
  return { points, change30Days: { subscribers: delta('subscribers'), likes: delta('likes'), posts: delta('posts') } };
}
