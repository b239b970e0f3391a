import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { creators } from './creators';

/**
 * Review invitations (docs/decisions/025-review-invitations.md): a link the page's verified creator
 * shares with fans. A review written through a valid one carries the "Invited" label. The token is
 * the shareable part of the link, stored as is so the owner can copy the link again. No use count is
 * kept: what the owner sees per link is counted from the public, named reviews it brought (an
 * anonymous, held or hidden review moves no figure of its link).
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: id(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** Who made it (the page's verified creator then); null once that account is deleted. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_invitations_token_key').on(t.token),
    index('review_invitations_creator_created_idx').on(t.creatorId, t.createdAt, t.id),
  ],
);
