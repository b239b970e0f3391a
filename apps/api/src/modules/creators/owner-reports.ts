import type { Queryable } from '../../db/transaction';

export interface OwnerReports {
  /** Reviews of the page its own verified creator reported in the last 12 months. */
  reported: number;
  /** Of those, the ones a moderator removed (hidden on the report, and still hidden). */
  removed: number;
}

/**
 * How often the page's creator reported reviews on it, and how many of those reports held: shown on
 * the page, so that a creator's reports cannot quietly suppress the reviews they dislike.
 */
export async function ownerReports(database: Queryable, creatorId: number): Promise<OwnerReports> {
  const [row] = await database.query<OwnerReports>(
    `select count(distinct rr.review_id)::int as reported,
            count(distinct rr.review_id) filter (where rr.outcome = 'hidden' and r.hidden_at is not null)::int as removed
     from review_reports rr join reviews r on r.id = rr.review_id
     where rr.creator_id = $1 and rr.by_page_owner and rr.created_at > now() - interval '12 months'`,
    [creatorId],
  );
  return row ?? { reported: 0, removed: 0 };
}
