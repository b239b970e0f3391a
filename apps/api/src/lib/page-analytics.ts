import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { ANALYTICS_RETENTION_DAYS } from '@fanlens/shared';
import type { Db } from '../db/client';
import type { BackgroundTasks } from './background';

/** The counters kept per page and day in memory (reviews are read from the reviews table). */
export const PAGE_METRICS = [
  'views',
  'impressions',
  'platformClicks',
  'favoritesAdded',
  'favoritesRemoved',
  'badgeViews',
] as const;
export type PageMetric = (typeof PAGE_METRICS)[number];

/** Keys (page × day) held between two flushes at most; events past it are dropped (and logged). */
const MAX_PENDING_KEYS = 200_000;
const DAY_MS = 86_400_000;

/**
 * Page analytics without a write per event: events add to counters in memory, keyed by page and
 * UTC day; every `flushMs` (and on close) the counters are written to `creator_daily_stats` in one
 * statement that adds them to the day's row. A failed write keeps the counts for the next flush;
 * a crash loses at most the counts since the last flush. No visitor is stored.
 */
export interface PageAnalytics {
  readonly enabled: boolean;
  count(creatorId: number, metric: PageMetric): void;
  countEach(creatorIds: readonly number[], metric: PageMetric): void;
  /** Writes the pending counts now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  db: Db;
  enabled: boolean;
  flushMs: number;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
}

export function createPageAnalytics({ db, enabled, flushMs, background, log }: Options): PageAnalytics {
  let pending = new Map<string, number[]>();
  let dayNumber = -1;
  let dayText = '';
  let sweptDay = '';
  let dropped = 0;
  let flushing: Promise<void> | null = null;

  const today = () => {
    const now = Math.floor(Date.now() / DAY_MS);
    if (now !== dayNumber) {
      dayNumber = now;
      dayText = new Date(now * DAY_MS).toISOString().slice(0, 10);
    }
    return dayText;
  };

  const countsOf = (key: string) => {
    let counts = pending.get(key);
    if (!counts && pending.size < MAX_PENDING_KEYS) {
      counts = PAGE_METRICS.map(() => 0);
      pending.set(key, counts);
    }
    return counts;
  };

  const add = (creatorId: number, metric: number, day: string) => {
    const counts = countsOf(`${creatorId}|${day}`);
    if (counts) counts[metric] += 1;
    else dropped += 1;
  };

  async function write(batch: Map<string, number[]>) {
    const rows = [...batch].map(([key, counts]) => {
      const [id, day] = key.split('|');
      return { id: Number(id), day, counts };
    });
    rows.sort((a, b) => a.id - b.id || a.day.localeCompare(b.day));
    const column = (index: number) => `{${rows.map((row) => row.counts[index]).join(',')}}`;
    // One statement for the whole batch; pages deleted meanwhile are skipped by the join.
    await db.execute(sql`
      insert into creator_daily_stats as s
        (creator_id, day, views, impressions, platform_clicks, favorites_added, favorites_removed, badge_views)
      select u.creator_id, u.day, u.views, u.impressions, u.platform_clicks, u.favorites_added, u.favorites_removed,
             u.badge_views
      from unnest(${`{${rows.map((row) => row.id).join(',')}}`}::int[], ${`{${rows.map((row) => row.day).join(',')}}`}::date[],
                  ${column(0)}::int[], ${column(1)}::int[], ${column(2)}::int[], ${column(3)}::int[], ${column(4)}::int[],
                  ${column(5)}::int[])
           as u(creator_id, day, views, impressions, platform_clicks, favorites_added, favorites_removed, badge_views)
      join creators c on c.id = u.creator_id
      order by u.creator_id, u.day
      on conflict (creator_id, day) do update set
        views = s.views + excluded.views,
        impressions = s.impressions + excluded.impressions,
        platform_clicks = s.platform_clicks + excluded.platform_clicks,
        favorites_added = s.favorites_added + excluded.favorites_added,
        favorites_removed = s.favorites_removed + excluded.favorites_removed,
        badge_views = s.badge_views + excluded.badge_views`);
  }

  /** Once a day: rows older than the retention go. */
  async function sweep() {
    const day = today();
    if (sweptDay === day) return;
    sweptDay = day;
    await db.execute(sql`delete from creator_daily_stats where day < current_date - ${ANALYTICS_RETENTION_DAYS}::int`);
  }

  async function flushOnce() {
    if (dropped > 0) {
      log.warn({ dropped }, 'analytics events dropped: too many pages counted between two flushes');
      dropped = 0;
    }
    const batch = pending;
    if (batch.size > 0) {
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Keep the counts for the next flush.
        for (const [key, counts] of batch) {
          const kept = countsOf(key);
          if (kept) counts.forEach((n, metric) => (kept[metric] += n));
          else dropped += counts.reduce((sum, n) => sum + n, 0);
        }
        throw error;
      }
    }
    await sweep();
  }

  const flush = async () => {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const timer = enabled ? setInterval(() => background.run('analytics flush', flush), flushMs) : null;
  timer?.unref();

  return {
    enabled,
    count(creatorId, metric) {
      if (enabled) add(creatorId, PAGE_METRICS.indexOf(metric), today());
    },
    countEach(creatorIds, metric) {
      if (!enabled || creatorIds.length === 0) return;
      const index = PAGE_METRICS.indexOf(metric);
      const day = today();
      for (const id of creatorIds) add(id, index, day);
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
