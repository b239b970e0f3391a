import { NEW_PAGES_DAYS, type List, type NewPage, type PagingQuery } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { letter, translator } from '../../lib/i18n/mail';
import { inTransaction, txRows } from '../../db/transaction';
import { enqueue } from '../../jobs/queue';
import { mailJob } from '../../jobs/mail-job';
import { toIso } from '../creators/creator-presenter';
import { writeLog } from '../moderation/action-queries';
import { recordPageRemoval } from '../decision-records/record-decision';
import type { Language } from '@fanlens/shared';
import type { ChangeRecorder } from '../../lib/changes/change-recorder';

interface NewPageRow {
  id: number;
  username: string;
  name: string;
  platform: NewPage['creator']['platform'];
  verified: boolean;
  removed_at: Date | string | null;
  created_at: Date | string;
  review_count: number;
  added_by: number | null;
  adder_name: string | null;
}

/** GET /moderation/new-pages: pages people added in the last NEW_PAGES_DAYS days, newest first, with who added them. */
export async function listNewPages(database: Database, page: PagingQuery): Promise<List<NewPage>> {
  const since = `now() - interval '${NEW_PAGES_DAYS} days'`;
  const [rows, [total]] = await Promise.all([
    database.query<NewPageRow>(
      `select c.id, c.username, c.name, c.platform, c.verified, c.removed_at, c.created_at, c.review_count,
              c.added_by, u.name as adder_name
       from creators c left join users u on u.id = c.added_by
       where c.added_via = 'add' and c.created_at > ${since}
       order by c.created_at desc, c.id desc limit $1 offset $2`,
      [page.limit, page.offset],
    ),
    database.query<{ count: number }>(
      `select count(*)::int as count from creators where added_via = 'add' and created_at > ${since}`,
    ),
  ]);
  return {
    results: rows.map((row) => ({
      creator: {
        id: row.id,
        username: row.username,
        name: row.name,
        platform: row.platform,
        verified: row.verified,
        removedAt: toIso(row.removed_at),
      },
      addedBy: row.added_by === null ? null : { id: row.added_by, name: row.adder_name ?? '' },
      addedAt: toIso(row.created_at) as string,
      reviewCount: Number(row.review_count),
    })),
    count: Number(total?.count ?? 0),
    ...page,
  };
}

const ADDED_PAGE_REMOVED_JOB = 'mail.added-page-removed';

export interface RemovalDeps {
  database: Database;
  changes: ChangeRecorder;
  publicUrl: string;
}

/**
 * POST /moderation/creators/{id}/remove: a moderator takes a page down with a reason, as an accepted
 * removal request does (410, out of search, lists, facet counts and the sitemap; its data stays, and
 * the restore route brings it back). Logged as `remove_page`; the person who added it is told why,
 * in their language (the e-mail queued with the removal).
 */
export async function removeAddedPage(deps: RemovalDeps, moderatorId: number, creatorId: number, reason: string) {
  const removed = await deps.database.db.transaction(async (tx) => {
    const [page] = await txRows<{ username: string; removed: boolean; added_by: number | null }>(
      tx,
      sql`select c.username, c.removed_at is not null and c.gone_at is null as removed, c.added_by
          from creators c where c.id = ${creatorId} for update of c`,
    );
    if (!page) throw notFound('Creator not found');
    if (page.removed) throw conflict('conflict', 'This page has already been removed');
    // A page gone from its platform is taken down for good: no longer gone, so a read never brings it back.
    await tx.execute(sql`update creators set removed_at = now(), gone_at = null where id = ${creatorId}`);
    await writeLog(tx, { moderatorId, action: 'remove_page', creatorId, reason });
    await recordPageRemoval(inTransaction(tx), { creatorId, moderatorId, reason, via: 'moderator' });
    if (page.added_by !== null) {
      await enqueue(inTransaction(tx), ADDED_PAGE_REMOVED_JOB, {
        userId: page.added_by,
        username: page.username,
        reason,
      });
    }
    return page;
  });
  await deps.changes.record({ kind: 'creator.edited', creatorIds: [creatorId] });
  return { id: creatorId, username: removed.username, removed: true as const };
}

/** The e-mail to the person who added a page a moderator removed, written when it is sent (their address and language then). */
export const addedPageRemovedMail = mailJob<{ userId: number; username: string; reason: string }>(
  ADDED_PAGE_REMOVED_JOB,
  async (app, { userId, username, reason }) => {
    const [adder] = await app.deps.database.query<{ email: string; name: string; language: Language }>(
      'select email, name, language from users where id = $1',
      [userId],
    );
    if (!adder) return null;
    const tr = translator(adder.language);
    return {
      to: adder.email,
      subject: tr('mail.addedPageRemoved.subject'),
      text: letter(adder.language, {
        name: adder.name,
        lines: [tr('mail.addedPageRemoved.lead', { username }), '', tr('mail.removal.note', { note: reason })],
      }),
    };
  },
);
