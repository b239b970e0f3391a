import type { Queryable } from '../../db/transaction';
import { priceChanged, type PriceState } from './price-change';

/** One creator's price or promotion before and after a write, and when the new state took effect. */
export interface PriceChange {
  creatorId: number;
  before: PriceState;
  after: PriceState;
  /** Defaults to now (the write); a lapsed promotion ends at its end date. */
  at?: Date | string;
}

/**
 * Records the changes of price or promotion in the price history (one row per change, the state
 * from then on); changes that leave both as they were are skipped. Call it in the transaction that
 * writes the creator row, with the values before and after (see priceChangeKinds for what a change
 * means to fans). Returns how many rows were written.
 */
export async function recordPriceChanges(db: Queryable, changes: PriceChange[]): Promise<number> {
  const real = changes.filter((change) => priceChanged(change.before, change.after));
  if (real.length === 0) return 0;
  const at = (change: PriceChange) => (change.at === undefined ? null : new Date(change.at).toISOString());
  await db.query(
    `insert into creator_price_history (creator_id, changed_at, price_cents, promo_price_cents, promo_off, promo_ends_at)
     select creator_id, coalesce(changed_at, now()), price_cents, promo_price_cents, promo_off, promo_ends_at
     from unnest($1::int[], $2::timestamptz[], $3::int[], $4::int[], $5::int[], $6::timestamptz[])
       as u(creator_id, changed_at, price_cents, promo_price_cents, promo_off, promo_ends_at)`,
    [
      real.map((change) => change.creatorId),
      real.map(at),
      real.map((change) => change.after.price),
      real.map((change) => change.after.promoPrice),
      real.map((change) => change.after.promoOff),
      real.map((change) => change.after.promoEndsAt),
    ],
  );
  return real.length;
}
