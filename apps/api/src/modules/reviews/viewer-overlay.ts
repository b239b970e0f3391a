import type { Review } from '@fanlens/shared';
import type { Database } from '../../db/client';
import { initialsAvatarUrl } from '@fanlens/shared';
import { publicReview } from '../../db/review-states';

/**
 * A page of reviews as the viewer sees it, from the guest page: the viewer's `helpful` marks, and
 * their own anonymous reviews with their name and labels shown to them (see presentReview). One query over
 * the review ids (primary keys of reviews and review_helpful).
 */
export async function withViewerReviewFlags(
  database: Database,
  reviews: Review[],
  viewerId: number,
): Promise<Review[]> {
  if (reviews.length === 0) return reviews;
  const rows = await database.query<{
    id: number;
    helpful: boolean;
    own: boolean;
    name: string;
    avatar: string | null;
    since: string;
    count: number;
  }>(
    `select r.id, r.user_id = $1 as own, u.name, u.avatar_url as avatar,
       to_char(u.created_at at time zone 'UTC', 'YYYY-MM') as since,
       (select count(*)::int from reviews x where x.user_id = r.user_id and ${publicReview('x')}) as count,
       exists (select 1 from review_helpful h where h.review_id = r.id and h.user_id = $1) as helpful
     from reviews r join users u on u.id = r.user_id where r.id = any($2::int[])`,
    [viewerId, reviews.map((review) => review.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return reviews.map((review) => {
    const row = byId.get(review.id);
    if (!row) return review;
    const mine = row.own && review.anonymous;
    return {
      ...review,
      helpful: row.helpful,
      ...(mine
        ? {
            name: row.name,
            avatarUrl: row.avatar ?? initialsAvatarUrl(row.name),
            userId: viewerId,
            authorReviewCount: Number(row.count),
            authorSince: row.since,
          }
        : {}),
    };
  });
}
