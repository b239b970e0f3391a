import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, sqlList } from './columns';
import { creators } from './creators';

export const ALERT_DELIVERY_VALUES = ['instant', 'weekly', 'off'] as const;
export const PRICE_EVENT_KINDS = ['promotion', 'price_drop', 'free'] as const;
export const ALERT_DELIVERY_STATES = ['pending', 'queued', 'cancelled'] as const;

/** A fan's price-alert choices (docs/decisions/023); no row = the defaults (both kinds, instant). */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    promotions: boolean('promotions').notNull().default(true),
    priceDrops: boolean('price_drops').notNull().default(true),
    delivery: text('delivery', { enum: ALERT_DELIVERY_VALUES }).notNull().default('instant'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('alert_settings_delivery_check', sql.raw(`"delivery" IN (${sqlList(ALERT_DELIVERY_VALUES)})`))],
);

/**
 * The outbox of price events: written by the transaction that changes the price or promotion,
 * then fanned out to the creator's followers in the background (`fanned_out_at`).
 */
export const priceEvents = pgTable(
  'price_events',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRICE_EVENT_KINDS }).notNull(),
    priceBeforeCents: integer('price_before_cents'),
    priceCents: integer('price_cents'),
    promoPriceCents: integer('promo_price_cents'),
    promoOff: integer('promo_off'),
    promoEndsAt: timestamp('promo_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    check('price_events_kind_check', sql.raw(`"kind" IN (${sqlList(PRICE_EVENT_KINDS)})`)),
    index('price_events_waiting_idx')
      .on(t.id)
      .where(sql`${t.fannedOutAt} is null`),
  ],
);

/**
 * One e-mail of alerts: about one creator (instant) or a week of events (digest, no creator).
 * Sent by its job (kind `mail.price-alert`, src/jobs): `sent_at` once the mailer accepted it,
 * `failed_at` when the queue gave it up.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'cascade' }),
    digest: boolean('digest').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('alert_mails_user_creator_idx').on(t.userId, t.creatorId, t.createdAt)],
);

/** One event for one fan, at most once (the primary key): pending, then queued in a mail, or cancelled. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => priceEvents.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id').notNull(),
    kind: text('kind', { enum: PRICE_EVENT_KINDS }).notNull(),
    state: text('state', { enum: ALERT_DELIVERY_STATES }).notNull().default('pending'),
    mailId: integer('mail_id').references(() => alertMails.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    check('alert_deliveries_state_check', sql.raw(`"state" IN (${sqlList(ALERT_DELIVERY_STATES)})`)),
    index('alert_deliveries_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index('alert_deliveries_mail_idx').on(t.mailId),
  ],
);
