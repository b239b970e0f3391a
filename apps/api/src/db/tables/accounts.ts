import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@fanlens/shared';
import { createdAt, id, sqlList, updatedAt } from './columns';

/** `moderator` (and `admin`) may use the moderation queue. */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** E-mail notifications: a reply to my review, a new review on my page, my review hidden or restored. */
    notifyReplies: boolean('notify_replies').notNull().default(true),
    notifyNewReviews: boolean('notify_new_reviews').notNull().default(true),
    notifyModeration: boolean('notify_moderation').notNull().default(true),
    /** The account's language: its e-mails and API error messages (docs/decisions/019-languages.md). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** When the owner opened the confirmation link mailed to this address; null = not confirmed. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('user', 'moderator', 'admin')`),
    check('users_language_check', sql.raw(`"language" IN (${sqlList(LANGUAGES)})`)),
  ],
);

/** One row per refresh token; rotation links the old row to its successor (replaced_by) within a family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique('sessions_refresh_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The absolute end of the family (sign-in + SESSION_MAX_AGE): rotation never moves it. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => sessions.id, { onDelete: 'set null' }),
    /** When this replaced session gave its one grace-window twin (modules/auth/sessions.ts). */
    twinnedAt: timestamp('twinned_at', { withTimezone: true }),
    /**
     * The browser's User-Agent at sign-in or at this rotation (the account's session list names the
     * browser and system from it). A family's first row is its first use, its newest row its last.
     */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
    // The revocation list: families revoked (not merely rotated) lately.
    index('sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`${t.replacedBy} is null and ${t.revokedAt} is not null`),
  ],
);

/** Single-use password reset tokens (stored hashed). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Links that confirm an account's e-mail address (stored hashed), single use, valid for a while
 * (modules/auth/email-confirmation.ts). The address it was sent to is kept: a link confirms that
 * address only, not one the account changed to since.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_id_idx').on(t.userId)],
);

export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_attempts_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Session families whose rows went with a deleted account, kept as bare ids (nothing else) for one
 * access-token lifetime, so that every instance's revocation list still refuses their access tokens
 * (lib/session-revocations.ts). Rows older than the window are pruned by the next deletion.
 */
export const revokedSessionFamilies = pgTable(
  'revoked_session_families',
  {
    familyId: uuid('family_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_session_families_revoked_idx').on(t.revokedAt)],
);
