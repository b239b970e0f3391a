import type { Platform } from '@fanlens/shared';
import { insertRows } from './insert';
import { PAID, type Prices } from './profile';
import type { Random } from './random';
import type { Query } from './types';

const DAY = 86_400;
/** A promotion of the data set: percent off (as the profile's). */
const PAST_PROMO_OFF = [10, 15, 20, 25, 30, 40, 50];

/** One row of creator_price_history (times in epoch seconds). */
export interface PricePointSeed {
  at: number;
  price: number;
  promoPrice: number | null;
  promoOff: number | null;
  promoEndsAt: number | null;
}

/** A creator's last 12 months of prices, and the deal columns and promotion end they lead to. */
export interface PriceHistorySeed {
  points: PricePointSeed[];
  promoEndsAt: number | null;
  dealWasCents: number | null;
  dealSince: number | null;
}

const point = (at: number, price: number, promoOff: number | null = null, promoEndsAt: number | null = null) => ({
  at,
  price,
  promoPrice: promoOff === null ? null : Math.round((price * (100 - promoOff)) / 100),
  promoOff,
  promoEndsAt,
});

/**
 * The price history of a creator whose price is now `prices`, consistent with it: the price it
 * had when created, past promotions (a start and an end each) and price changes over the last 12
 * months, the start of its current promotion (which may end within 30 days), and, for a quarter of
 * the free pages, the day they stopped charging (a deal). Drawn from its own random stream, so the
 * rest of the data set is the same with or without it. Most creators without changes get no rows.
 */
export function makePriceHistory(
  random: Random,
  creator: Prices & { platform: Platform; createdAt: number },
  now: number,
  always = false,
): PriceHistorySeed {
  const none: PriceHistorySeed = { points: [], promoEndsAt: null, dealWasCents: null, dealSince: null };
  const { price, promoOff } = creator;
  if (price === null) return none;
  const ago = (fromDays: number, toDays: number) => now - random.int(toDays, fromDays) * DAY - random.int(0, DAY);
  const pastPromo = (price: number, fromDays: number, toDays: number) => {
    const start = ago(fromDays, toDays);
    const end = start + random.int(3, 21) * DAY;
    return [point(start, price, random.pick(PAST_PROMO_OFF), end), point(end, price)];
  };

  if (price === 0) {
    if (!always && !random.chance(0.25)) return none;
    const was = random.pick(PAID[creator.platform]);
    const freeAt = ago(60, 3);
    const points = [point(creator.createdAt, was)];
    if (random.chance(0.5)) points.push(...pastPromo(was, 360, 280));
    points.push(point(freeAt, 0));
    return { points, promoEndsAt: null, dealWasCents: was, dealSince: freeAt };
  }

  const onPromo = creator.promoPrice !== null && promoOff !== null;
  if (!always && !onPromo && !random.chance(0.4)) return none;
  const changed = random.chance(0.3);
  const first = changed ? random.pick(PAID[creator.platform]) : price;
  const points = [point(creator.createdAt, first)];
  if (random.chance(0.6)) points.push(...pastPromo(first, 360, 280));
  if (changed && first !== price) points.push(point(ago(250, 210), price));
  if (always || random.chance(0.5)) points.push(...pastPromo(price, 200, 70));
  if (!onPromo) return { ...none, points };
  const start = ago(45, 1);
  const endsAt = random.chance(0.6) ? now + random.int(1, 30) * DAY + random.int(0, DAY) : null;
  points.push({ at: start, price, promoPrice: creator.promoPrice, promoOff, promoEndsAt: endsAt });
  return { points, promoEndsAt: endsAt, dealWasCents: price, dealSince: start };
}

/** Inserts the histories of a batch of creators. */
export async function insertPriceHistory(
  query: Query,
  histories: { creatorId: number; points: PricePointSeed[] }[],
): Promise<number> {
  const rows = histories.flatMap(({ creatorId, points }) => points.map((p) => ({ creatorId, ...p })));
  if (rows.length === 0) return 0;
  return insertRows(query, 'creator_price_history', [
    ['creator_id', 'int', rows.map((row) => row.creatorId)],
    ['changed_at', 'timestamptz', rows.map((row) => row.at)],
    ['price_cents', 'int', rows.map((row) => row.price)],
    ['promo_price_cents', 'int', rows.map((row) => row.promoPrice)],
    ['promo_off', 'int', rows.map((row) => row.promoOff)],
    ['promo_ends_at', 'timestamptz', rows.map((row) => row.promoEndsAt)],
  ]);
}
