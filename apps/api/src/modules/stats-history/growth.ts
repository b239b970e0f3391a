import type { DatedPoint } from './stats-codec';

/** Days the rising order and "+N fans" look back over. */
export const GROWTH_DAYS = 30;
/**
 * The floor under the subscribers a gain is measured against: a page going from 3 to 9 fans has
 * tripled, but gained 6 over a floor of 1,000 (0.006), while one going from 100,000 to 110,000 gained
 * 10,000 over 100,000 (0.1) and ranks above it.
 */
export const GROWTH_FLOOR = 1000;

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The value a change over GROWTH_DAYS is measured from: the last point on or before the day
 * GROWTH_DAYS before `asOf` (the latest point's day unless given), else (a page with less history)
 * its earliest point; null without one. The latest point itself when it is that old.
 */
export function baseline(
  history: readonly DatedPoint[],
  latest: DatedPoint,
  asOf: string = latest.date,
): DatedPoint | null {
  const since = daysBefore(asOf, GROWTH_DAYS);
  // No reading within the 30 days: the value then is the latest one (no change).
  if (latest.date <= since) return latest;
  const before = history.filter((point) => point.date <= since);
  return before.at(-1) ?? history.find((point) => point.date < latest.date) ?? null;
}

/**
 * The rising order's key (`sort=growing`, docs/decisions/038-rising-order.md): subscribers gained
 * since the baseline, over the subscribers then with GROWTH_FLOOR under them
 * (max(0, now − then) / max(then, floor)); 0 without a baseline or a count, and for a page that
 * lost fans (only growth ranks). `history` holds the points before `latest`; `asOf` is the day the
 * 30 days end (the latest point's unless given: the daily round measures up to today).
 */
export function growthScore(history: readonly DatedPoint[], latest: DatedPoint, asOf: string = latest.date): number {
  const base = baseline(history, latest, asOf);
  const now = latest.values.subscribers;
  const then = base?.values.subscribers;
  if (now === null || then === null || then === undefined) return 0;
  return Math.max(0, now - then) / Math.max(then, GROWTH_FLOOR);
}
