/**
 * The FanLens data model (docs/architecture.md, "Data model"). Tables live in ./tables by area;
 * this barrel is what drizzle-kit reads and what the client passes to drizzle.
 *
 * Decisions:
 * - Integer identity ids (BY DEFAULT, so bulk loads may insert explicit ids and then setval);
 *   sessions use uuid ids (family_id, replaced_by) so a refresh token names no sequence.
 * - creators.rating is a generated column: round(rating_sum / review_count, 2), 0 without reviews.
 *   Writers update review_count, rating_sum and rating_1..5 only (same transaction as the review).
 * - creators.popularity is a generated blend for the `relevant` sort without a term:
 *   ln(1 + review_count) * 2 + average rating + ln(1 + subscribers) / 4.
 * - creators.search_text = username, name, location, tags, category names; writers keep it (see
 *   search-text.ts). creators.document (GIN-indexed) is generated from search_text, the bio without
 *   markup, the filter values, category_ids and the coordinates (docs/decisions/011-discovery-engine.md).
 * - Sort indexes end with id ASC; query with e.g. `ORDER BY subscribers DESC NULLS LAST, id`.
 */
export * from './tables/accounts';
export * from './tables/creators';
export * from './tables/reviews';
export * from './tables/creator-tools';
export * from './tables/price-history';
export * from './tables/moderation';
export * from './tables/review-cases';
export * from './tables/review-invitations';
export * from './tables/relations';
export * from './tables/uploads';
export * from './tables/writes';
export * from './tables/alerts';
export * from './tables/places';
export * from './tables/jobs';
export * from './tables/refresh';
export * from './tables/decisions';
