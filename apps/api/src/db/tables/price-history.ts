import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { bytea, id } from './columns';
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

/**
 * A creator's counters through one month (modules/stats-history): one point per day on which a
 * counter changed, packed (stats-codec.ts), so a creator whose numbers change daily keeps a few KB a
 * year and a chart of a year reads twelve rows of one key range.
 */
export const creatorStatsHistory = pgTable(
  'creator_stats_history',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month').notNull(),
    points: bytea('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.month], name: 'creator_stats_history_pkey' })],
);
