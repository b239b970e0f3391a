import type { Language, NotificationKind, NotificationSettings, NotificationSettingsBody } from '@fanlens/shared';
import type { Database } from '../../db/client';

/** The users column of each kind of e-mail. */
export const KIND_COLUMN: Record<NotificationKind, string> = {
  replies: 'notify_replies',
  newReviews: 'notify_new_reviews',
  moderation: 'notify_moderation',
};

interface SettingsRow {
  notify_replies: boolean;
  notify_new_reviews: boolean;
  notify_moderation: boolean;
}

const present = (row: SettingsRow): NotificationSettings => ({
  replies: row.notify_replies,
  newReviews: row.notify_new_reviews,
  moderation: row.notify_moderation,
});

export async function readSettings(database: Database, userId: number): Promise<NotificationSettings | undefined> {
  const [row] = await database.query<SettingsRow>(
    'select notify_replies, notify_new_reviews, notify_moderation from users where id = $1',
    [userId],
  );
  return row && present(row);
}

/** Sets the given switches (absent ones stay) and returns all of them. */
export async function writeSettings(database: Database, userId: number, body: NotificationSettingsBody) {
  const [row] = await database.query<SettingsRow>(
    `update users set notify_replies = coalesce($2, notify_replies),
       notify_new_reviews = coalesce($3, notify_new_reviews), notify_moderation = coalesce($4, notify_moderation)
     where id = $1 returning notify_replies, notify_new_reviews, notify_moderation`,
    [userId, body.replies ?? null, body.newReviews ?? null, body.moderation ?? null],
  );
  return row && present(row);
}

/** The address (and name and language) of a user who wants `kind` e-mails, or undefined. */
export async function recipientOf(database: Database, userId: number, kind: NotificationKind) {
  const [row] = await database.query<{ email: string; name: string; language: Language }>(
    `select email, name, language from users where id = $1 and ${KIND_COLUMN[kind]}`,
    [userId],
  );
  return row;
}
