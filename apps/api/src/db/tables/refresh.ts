import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { creators } from './creators';

/**
 * When each creator page is read again from its platform (modules/refresh): due every 24 hours while
 * people view, favorite or review it, every 7 days otherwise, sooner after a failed read; `lease_until`
 * while a process reads it (never two at once); `misses` counts reads in a row that found no profile
 * since `first_miss_at` (3 over at least 3 days: "no longer on the platform").
 */
export const creatorRefresh = pgTable(
  'creator_refresh',
  {
    creatorId: integer('creator_id')
      .primaryKey()
      .references(() => creators.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Failed reads in a row (timeouts, errors): their back-off. */
    failures: integer('failures').notNull().default(0),
    misses: integer('misses').notNull().default(0),
    firstMissAt: timestamp('first_miss_at', { withTimezone: true }),
    /** The last read's outcome: found, unchanged, not_found, failed, rate_limited, off. */
    outcome: text('outcome'),
  },
  (t) => [
    index('creator_refresh_due_idx').on(t.dueAt),
    index('creator_refresh_failing_idx')
      .on(t.creatorId)
      .where(sql`${t.failures} > 0`),
  ],
);
