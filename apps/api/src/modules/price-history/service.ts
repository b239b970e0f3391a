import { effectivePriceCents, type PriceHistory, type PricePoint } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { promoOf } from '../creators/creator-presenter';
import { findCurrentPrice, historySince, type HistoryRow } from './queries';

const DAY_MS = 86_400_000;
/** The chart's window. */
export const HISTORY_DAYS = 365;
export const LOWEST_DAYS = 90;

function pointOf(row: Omit<HistoryRow, 'changed_at'>, date: Date): PricePoint {
  const promo = promoOf(row, date.getTime());
  return { date: date.toISOString(), price: row.price_cents, promoPrice: promo.promoPrice, promoOff: promo.promoOff };
}

/** What a fan paid at a point (the promo price when lower). */
const paid = (point: PricePoint) => effectivePriceCents(point.price, point.promoPrice);

/**
 * The lowest price in effect at any time in [from, now]: the points after `from` and the one in
 * effect at `from` (the last one before it).
 */
export function lowestSince(points: PricePoint[], from: Date): number | null {
  const at = from.getTime();
  const inEffect = points.filter(
    (point, i) => Date.parse(point.date) > at || Date.parse(points[i + 1]?.date ?? '') > at,
  );
  const prices = inEffect.map(paid).filter((cents): cents is number => cents !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * GET /creators/{id}/price-history: the last 12 months of a creator's price (a point per change,
 * the one in effect a year ago dated then, and the price now dated now) and its lowest in 90 days.
 */
export async function getPriceHistory(database: Database, creatorId: number, now = new Date()): Promise<PriceHistory> {
  const current = await findCurrentPrice(database, creatorId);
  if (!current) throw notFound('Creator not found');
  const from = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const rows = await historySince(database, creatorId, from);
  const points = rows.map((row) => {
    const changed = new Date(row.changed_at);
    return pointOf(row, changed < from ? from : changed);
  });
  points.push(pointOf(current, now));
  return { points, lowest90Days: lowestSince(points, new Date(now.getTime() - LOWEST_DAYS * DAY_MS)) };
}
