import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { creators } from './creators';

/**
 * Every change of a creator's price or promotion: each row is the state in effect from `changed_at`
 * until the next row (modules/price-history). Written by recordPriceChanges() on a creator's edit and
 * when a promotion lapses (at its end date), and by the demo data for its last 12 months.
 */
export const creatorPriceHistory = pgTable(
  'creator_price_history',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    priceCents: integer('price_cents'),
    promoPriceCents: integer('promo_price_cents'),
    promoOff: integer('promo_off'),
    promoEndsAt: timestamp('promo_ends_at', { withTimezone: true }),
  },
  (t) => [index('creator_price_history_creator_changed_idx').on(t.creatorId, t.changedAt)],
);
