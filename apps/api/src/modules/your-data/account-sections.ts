import { z } from 'zod';
import { describeDevice } from '../../lib/user-agent';
import { date, exportSection, firstRow, listOf, withIsoDates } from './export-section';

/** The account itself: its profile, settings, sign-ins and the creator pages it claimed. */
export const ACCOUNT_SECTIONS = [
  exportSection({
    key: 'account',
    description:
      'The profile: name, e-mail address, avatar (null = the initials picture), role, when created and changed, ' +
      'and when the e-mail address was confirmed (null = not confirmed)',
    schema: z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      avatarUrl: z.string().nullable(),
      role: z.string(),
      createdAt: date,
      updatedAt: date,
      emailConfirmedAt: date.nullable(),
    }),
    query: `select id, name, email, avatar_url as "avatarUrl", role, created_at as "createdAt", updated_at as "updatedAt",
        email_confirmed_at as "emailConfirmedAt"
      from users where id = $1`,
    present: (
      rows: {
        id: number;
        name: string;
        email: string;
        avatarUrl: string | null;
        role: string;
        createdAt: Date;
        updatedAt: Date;
        emailConfirmedAt: Date | null;
      }[],
    ) => firstRow(rows)!,
  }),
  exportSection({
    key: 'notificationSettings',
    description: 'Which notification e-mails the account gets',
    schema: z.object({ replies: z.boolean(), newReviews: z.boolean(), moderation: z.boolean() }),
    query: `select notify_replies as replies, notify_new_reviews as "newReviews", notify_moderation as moderation
      from users where id = $1`,
    present: (rows: { replies: boolean; newReviews: boolean; moderation: boolean }[]) => firstRow(rows)!,
  }),
  exportSection({
    key: 'alertSettings',
    description: 'Which price alerts of favorite creators the account gets, and how (instant, weekly or off)',
    schema: z.object({ promotions: z.boolean(), priceDrops: z.boolean(), delivery: z.string() }),
    query: `select coalesce(s.promotions, true) as promotions, coalesce(s.price_drops, true) as "priceDrops",
        coalesce(s.delivery, 'instant') as delivery
      from users u left join alert_settings s on s.user_id = u.id where u.id = $1`,
    present: (rows: { promotions: boolean; priceDrops: boolean; delivery: string }[]) => firstRow(rows)!,
  }),
  exportSection({
    key: 'claimedPages',
    description: 'Creator pages the account claimed (verified), when, and when it last edited them',
    schema: z.array(
      z.object({
        username: z.string(),
        name: z.string(),
        platform: z.string(),
        verifiedAt: date.nullable(),
        editedAt: date.nullable(),
      }),
    ),
    query: `select username, name, platform, verified_at as "verifiedAt", edited_at as "editedAt"
      from creators where user_id = $1 order by verified_at, id`,
    present: listOf<{
      username: string;
      name: string;
      platform: string;
      verifiedAt: Date | null;
      editedAt: Date | null;
    }>,
  }),
  exportSection({
    key: 'addedPages',
    description: 'Creator pages the account added to FanLens (POST /creators), and when',
    schema: z.array(
      z.object({ username: z.string(), platform: z.string(), addedAt: date, removedAt: date.nullable() }),
    ),
    query: `select username, platform, created_at as "addedAt", removed_at as "removedAt"
      from creators where added_by = $1 order by created_at, id`,
    present: listOf<{ username: string; platform: string; addedAt: Date; removedAt: Date | null }>,
  }),
  exportSection({
    key: 'pageEdits',
    description: 'Edits the account made to its creator pages: the fields before and after',
    schema: z.array(
      z.object({
        creatorUsername: z.string(),
        before: z.record(z.string(), z.unknown()),
        after: z.record(z.string(), z.unknown()),
        createdAt: date,
      }),
    ),
    query: `select c.username as "creatorUsername", e.before, e.after, e.created_at as "createdAt"
      from creator_edits e join creators c on c.id = e.creator_id where e.user_id = $1 order by e.created_at, e.id`,
    present: listOf<{
      creatorUsername: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      createdAt: Date;
    }>,
  }),
  exportSection({
    key: 'verificationAttempts',
    description: 'Attempts to claim a creator page: the username, whether it worked and why not',
    schema: z.array(
      z.object({ username: z.string(), success: z.boolean(), reason: z.string().nullable(), createdAt: date }),
    ),
    query: `select username, success, reason, created_at as "createdAt"
      from verification_attempts where user_id = $1 order by created_at, id`,
    present: listOf<{ username: string; success: boolean; reason: string | null; createdAt: Date }>,
  }),
  exportSection({
    key: 'passwordResets',
    description: 'Password reset links sent to the account (the links themselves are kept only as hashes)',
    schema: z.array(z.object({ createdAt: date, expiresAt: date, usedAt: date.nullable() })),
    query: `select created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt"
      from password_resets where user_id = $1 order by created_at`,
    present: listOf<{ createdAt: Date; expiresAt: Date; usedAt: Date | null }>,
  }),
  exportSection({
    key: 'emailConfirmations',
    description:
      'Links sent to confirm the e-mail address: the address, when sent, until when valid and when used ' +
      '(the links themselves are kept only as hashes)',
    schema: z.array(z.object({ email: z.string(), createdAt: date, expiresAt: date, usedAt: date.nullable() })),
    query: `select email, created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt"
      from email_confirmations where user_id = $1 order by created_at`,
    present: listOf<{ email: string; createdAt: Date; expiresAt: Date; usedAt: Date | null }>,
  }),
  exportSection({
    key: 'sessions',
    description:
      'Every sign-in FanLens still holds: browser and system (from the User-Agent), the User-Agent itself, ' +
      'first and last use, and whether it has ended. No address or place is stored',
    schema: z.array(
      z.object({
        browser: z.string().nullable(),
        system: z.string().nullable(),
        userAgent: z.string().nullable(),
        firstUsedAt: date,
        lastUsedAt: date,
        ended: z.boolean(),
      }),
    ),
    query: `select (array_agg(user_agent order by created_at desc) filter (where user_agent is not null))[1] as "userAgent",
        min(created_at) as "firstUsedAt", max(created_at) as "lastUsedAt",
        not bool_or(revoked_at is null and expires_at > now()) as ended
      from sessions where user_id = $1 group by family_id order by min(created_at)`,
    present: (rows: { userAgent: string | null; firstUsedAt: Date; lastUsedAt: Date; ended: boolean }[]) =>
      rows.map((row) => ({ ...describeDevice(row.userAgent), ...withIsoDates(row) })),
  }),
];
