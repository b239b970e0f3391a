/**
 * The select list every creator read uses (lists, details, favorites, profile), so the
 * presenter always gets the same row. `userParam` is the placeholder of the viewer's id
 * (e.g. '$3'), or 'NULL' for an anonymous viewer; the creators table is aliased `c`.
 */
export function creatorSelect(userParam: string): string {
  return `c.id, c.username, c.name, c.bio, c.platform, c.url, c.price_cents, c.promo_price_cents, c.promo_off,
    c.promo_ends_at, c.edited_at, c.avatar, c.links, c.likes, c.photos, c.posts, c.videos, c.subscribers, c.tags, c.location, c.gender,
    c.nsfw, c.verified, c.verified_at, c.user_id, c.removed_at, c.gone_at, c.review_count, c.growth_score, c.rating,
    c.rating_1, c.rating_2, c.rating_3, c.rating_4, c.rating_5,
    coalesce((select json_agg(json_build_object('id', cat.id, 'name', cat.name, 'slug', cat.slug, 'icon', cat.icon)
                              order by cat.name)
              from creator_categories cc join categories cat on cat.id = cc.category_id
              where cc.creator_id = c.id), '[]'::json) as categories,
    exists (select 1 from favorites f where f.creator_id = c.id and f.user_id = ${userParam}::int) as favorite,
    exists (select 1 from reviews r where r.creator_id = c.id and r.user_id = ${userParam}::int) as reviewed`;
}
