import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, sqlList } from './columns';

export const ALLOWANCE_KINDS = ['reviews', 'reports', 'confirmation_mails', 'added_pages'] as const;

/**
 * Daily allowances of an account (reviews, reports, e-mail confirmation links sent again, pages added): the writes counted in the window that began
 * at `window_start` and lasts a day. Counted in the transaction of the write itself, so a write
 * that does not commit (refused, failed, its process killed) spends nothing.
 */
export const writeAllowances = pgTable(
  'write_allowances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALLOWANCE_KINDS }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('write_allowances_kind_check', sql.raw(`"kind" IN (${sqlList(ALLOWANCE_KINDS)})`)),
  ],
);

/**
 * The outcome of a creating write sent with an `Idempotency-Key`, per account and key, stored in
 * the write's own transaction (claimed first, so a concurrent retry waits for it): a retry with the
 * same key gets this answer instead of doing the write again. `request` is a hash of the route,
 * its parameters and body (a key reused for another request is refused); rows older than a day are
 * ignored and pruned (lib/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    /** What the write's service returned; null only inside the claiming transaction. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
