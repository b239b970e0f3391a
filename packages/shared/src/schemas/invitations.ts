import { z } from 'zod';
import { dateTimeField, entityId, idField } from './common';

/** Review invitations (docs/decisions/025-review-invitations.md). */
export const INVITATION_VALID_DAYS = 30;
/** Invitations a page can have that are neither expired nor revoked. */
export const MAX_ACTIVE_INVITATIONS = 20;
/** The fragment parameter of an invitation link: `/{username}#invitation=<token>`. */
export const INVITATION_FRAGMENT = 'invitation';

/** 32 random bytes in base64url: what an invitation link carries. */
export const invitationTokenField = z
  .string({ error: 'Must be the code of an invitation link' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Must be the code of an invitation link' });

export const INVITATION_STATUSES = ['active', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation as its page's owner sees it. */
export const invitationSchema = z.object({
  id: entityId,
  /** The link to share: the creator page with the invitation in its fragment. */
  url: z.string(),
  createdAt: dateTimeField,
  expiresAt: dateTimeField,
  revokedAt: dateTimeField.nullable(),
  status: z.enum(INVITATION_STATUSES),
  /**
   * Reviews written through it while it was valid that are public now and signed with the author's
   * name. Anonymous ones are never counted per link (nor held, hidden or deleted ones): a link sent to
   * one fan must not tell the owner who wrote an anonymous review.
   */
  reviews: z.number().int().min(0),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** What anyone holding the link may learn of it (GET /invitations/{token}). */
export const invitationLookupSchema = z.object({
  creatorId: entityId,
  creatorUsername: z.string(),
  creatorName: z.string().nullable(),
  expiresAt: dateTimeField,
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

export const invitationTokenParam = z.object({ token: invitationTokenField });
export const invitationIdParams = z.object({ id: idField, invitationId: idField });
