import { effectivePriceCents, type PricePoint } from '@fanlens/shared';

const DAY = 86_400_000;

/** The price a fan paid at a point (the promo price when lower). */
export const paidAt = (point: PricePoint) => effectivePriceCents(point.price, point.promoPrice);

/** Whether the history has anything to draw: the price changed at least once. */
export function priceChanged(points: PricePoint[]): boolean {
  const prices = new Set(points.map((point) => `${point.price}/${paidAt(point)}`));
  return prices.size > 1;
}

/**
 * "Lowest price in 90 days" applies when the price now is the lowest of the last 90 days and was
 * higher at some time in them (a price that never moved is not news).
 */
export function isLowestIn90Days(points: PricePoint[], lowest: number | null, now = Date.now()): boolean {
  const current = points.at(-1);
  if (!current || lowest === null) return false;
  const paid = paidAt(current);
  if (paid === null || paid > lowest) return false;
  const from = now - 90 * DAY;
  return points.some((point, i) => {
    const until = i + 1 < points.length ? Date.parse(points[i + 1].date) : now;
    const price = paidAt(point);
    return until > from && price !== null && price > paid;
  });
}
