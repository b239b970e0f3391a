import type { Database } from '../../db/client';

export interface HistoryRow {
  changed_at: Date | string;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string | null;
}

export interface CurrentPriceRow {
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string | null;
}

/** A creator's price now (null when there is no such page, or it was removed). */
export async function findCurrentPrice(database: Database, creatorId: number): Promise<CurrentPriceRow | undefined> {
  const [row] = await database.query<CurrentPriceRow>(
    `select price_cents, promo_price_cents, promo_off, promo_ends_at from creators
     where id = $1 and removed_at is null`,
    [creatorId],
  );
  return row;
}

/** The history rows since `from`, oldest first, preceded by the row in effect at `from` (if any). */
export async function historySince(database: Database, creatorId: number, from: Date): Promise<HistoryRow[]> {
  return database.query<HistoryRow>(
    `(select changed_at, price_cents, promo_price_cents, promo_off, promo_ends_at from creator_price_history
      where creator_id = $1 and changed_at <= $2 order by changed_at desc, id desc limit 1)
     union all
     (select changed_at, price_cents, promo_price_cents, promo_off, promo_ends_at from creator_price_history
      where creator_id = $1 and changed_at > $2 order by changed_at, id limit 500)
     order by changed_at`,
    [creatorId, from.toISOString()],
  );
}
