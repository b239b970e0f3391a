import { z } from 'zod';
import { oneOf } from './common';

/** The growth chart's ranges (GET /creators/{id}/stats-history?range=). */
export const STATS_RANGES = ['30d', '90d', '1y'] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const STATS_RANGE_DAYS: Record<StatsRange, number> = { '30d': 30, '90d': 90, '1y': 365 };

export const statsHistoryQuery = z.object({ range: oneOf(STATS_RANGES).default('90d') });
export type StatsHistoryQuery = z.output<typeof statsHistoryQuery>;

const counter = z.number().int().min(0).nullable();
/** Subscribers, likes and posts gained (negative: lost) over the last 30 days; null when unknown. */
const change = z.number().int().nullable();

/**
 * A creator's counters over the range: one point per UTC day on which one changed (the value holds
 * until the next point), oldest first; `change30Days` compares the latest point with the one
 * 30 days before it (or the earliest, for a page with less history).
 */
export const statsHistorySchema = z.object({
  points: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD'),
      subscribers: counter,
      likes: counter,
      posts: counter,
      photos: counter,
      videos: counter,
    }),
  ),
  change30Days: z.object({ subscribers: change, likes: change, posts: change }),
});
export type StatsHistory = z.infer<typeof statsHistorySchema>;
