import { publicReview } from '../../db/review-states';

/**
 * The select list and joins every review read uses (creator page, recent, my, my-creator, and the
 * answers of writes), so `presentReview` always gets the same row. `viewerParam` is the
 * placeholder of the viewer's id (e.g. '$2'; its value may be null for a signed-out viewer).
 * Aliases: reviews `r`, author `u`, creator `c`, the creator's reply `rr`. The author's labels
 * (confirmed, review count, member since) change with writes elsewhere: those writes invalidate
 * every creator the author reviewed (authorLabelTags in lib/read-cache/cache-tags.ts).
 */
export function reviewSelect(viewerParam: string): string {
  return `r.id, r.created_at, r.updated_at, r.user_id, r.rating, r.comment, r.positive, r.negative,
    r.is_subscriber, r.anonymous, r.helpful_count, r.edited_at, r.hidden_at, r.hidden_reason, r.held_at,
    r.invitation_id is not null and not r.anonymous as invited,
    u.name as author_name, u.avatar_url as author_avatar,
    u.email_confirmed_at is not null as author_confirmed, to_char(u.created_at at time zone 'UTC', 'YYYY-MM') as author_since,
    (select count(*)::int from reviews x where x.user_id = r.user_id and ${publicReview('x')}) as author_review_count,
    c.name as creator_name, c.username as creator_username, c.avatar as creator_avatar,
    exists (select 1 from review_helpful h where h.review_id = r.id and h.user_id = ${viewerParam}::int) as helpful,
    rr.id as reaction_id, rr.comment as reaction_comment, rr.created_at as reaction_created_at,
    rr.updated_at as reaction_updated_at`;
}

/** FROM clause matching `reviewSelect`. */
export const REVIEW_FROM = `reviews r
  join users u on u.id = r.user_id
  join creators c on c.id = r.creator_id
  left join review_reactions rr on rr.review_id = r.id`;
