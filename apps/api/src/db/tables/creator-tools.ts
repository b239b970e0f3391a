import { date, index, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id, createdAt } from './columns';
import { creators } from './creators';

/** Every edit of a creator page by its verified creator: who, when, and the fields before and after. */
export const creatorEdits = pgTable(
  'creator_edits',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('creator_edits_creator_created_idx').on(t.creatorId, t.createdAt)],
);

/**
 * Page analytics per creator and UTC day, written in batches by the analytics counter (no row
 * per event, no visitor stored). Reviews and their ratings are read from `reviews` instead.
 */
export const creatorDailyStats = pgTable(
  'creator_daily_stats',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    platformClicks: integer('platform_clicks').notNull().default(0),
    favoritesAdded: integer('favorites_added').notNull().default(0),
    favoritesRemoved: integer('favorites_removed').notNull().default(0),
    /** Reads of the page's rating badge (decision 024). */
    badgeViews: integer('badge_views').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'creator_daily_stats_pkey', columns: [t.creatorId, t.day] }),
    index('creator_daily_stats_day_idx').on(t.day),
  ],
);
