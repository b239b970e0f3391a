import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/job-types';
import { inTransaction } from '../../db/transaction';
import { recordPriceChanges } from '../price-history/record-price-changes';

export const PROMO_SWEEP_MS = 60_000;

interface LapsedRow {
  id: number;
  price_cents: number | null;
  promo_price_cents: number | null;
  promo_off: number | null;
  promo_ends_at: Date | string;
}

/**
 * Clears the promotions whose end date has passed and records their end (at the end date) in the
 * price history, in one transaction; returns how many pages changed.
 */
export async function sweepLapsedPromos(app: FastifyInstance): Promise<number> {
  const rows = await app.deps.database.db.transaction(async (tx) => {
    const db = inTransaction(tx);
    const lapsed = await db.query<LapsedRow>(
      `select id, price_cents, promo_price_cents, promo_off, promo_ends_at from creators
       where promo_ends_at <= now() order by id for update skip locked`,
    );
    if (lapsed.length === 0) return lapsed;
    await db.query(
      `update creators set promo_price_cents = null, promo_off = null, promo_ends_at = null, updated_at = now()
       where id = any($1::int[])`,
      [lapsed.map((row) => row.id)],
    );
    await recordPriceChanges(
      db,
      lapsed.map((row) => {
        const endsAt = new Date(row.promo_ends_at).toISOString();
        const price = row.price_cents;
        return {
          creatorId: row.id,
          before: { price, promoPrice: row.promo_price_cents, promoOff: row.promo_off, promoEndsAt: endsAt },
          after: { price, promoPrice: null, promoOff: null, promoEndsAt: null },
          at: endsAt,
        };
      }),
    );
    return lapsed;
  });
  if (rows.length > 0)
    await app.services.changes.record({ kind: 'creator.edited', creatorIds: rows.map((row) => row.id) });
  return rows.length;
}

/**
 * A lapsed promotion is hidden on read at once (creator-presenter `promoOf`); this sweep, a
 * periodic job of the queue run once a minute for the whole cluster, clears it from the row too,
 * so the price filter and facet counts (which read the stored promo price) follow within a minute.
 */
export const promoSweep: JobDefinition = {
  kind: 'round.promo-sweep',
  every: () => PROMO_SWEEP_MS,
  async handle({ app }) {
    await sweepLapsedPromos(app);
  },
};
