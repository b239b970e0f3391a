import { GENDERS, LISTING_ORIGINS, PLATFORMS, type SocialLinks } from '@fanlens/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bitString, createdAt, id, sqlList, tsvector, updatedAt } from './columns';

/** Average rating, rounded to 2 decimals; 0 without reviews. Always in sync (generated). */
const RATING_SQL = sql.raw(
  `CASE WHEN "review_count" > 0 THEN round("rating_sum"::numeric / "review_count", 2)::double precision ELSE 0 END`,
);
/** Popularity blend for the `relevant` sort without a search term: reviews, rating, subscribers. */
const POPULARITY_SQL = sql.raw(
  `round((ln(1 + "review_count") * 2 + CASE WHEN "review_count" > 0 THEN "rating_sum"::numeric / "review_count" ELSE 0 END + ln(1 + coalesce("subscribers", 0)) / 4)::numeric, 4)::double precision`,
);
/**
 * The search document (migrations 0010_discovery_engine, 0016_key_lexemes and 0019_key_ranges): the
 * words of search_text and of the bio without markup (the most common words left out), the filter
 * lexemes, one lexeme per category, the grid square of the coordinates, the joined username and name,
 * whether the creator has likes and subscribers (the keys of the two orders that put creators without
 * them last) and the powers of two they reach. See docs/decisions/011-discovery-engine.md.
 */
const DOCUMENT_SQL = sql.raw(
  `strip(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words())) || creator_filter_lexemes("platform", "nsfw", "gender", "verified", "price_cents", "promo_price_cents", "review_count", "rating_sum") || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon") || creator_key_lexemes("likes", "subscribers")`,
);

/**
 * The term signature (migrations 0015 and 0020): a Bloom filter of the words of the document and of
 * their first one, three and four letters, computed from the same text (the document itself is
 * generated, so it cannot be read here). The sort indexes hold it, so a walk tests a term without
 * reading the row. See apps/api/src/modules/creators/term-signature.ts.
 */
const TERM_SIGNATURE_SQL = sql.raw(
  `discovery_term_signature(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words()) || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon"))`,
);

export const creators = pgTable(
  'creators',
  {
    id: id(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    url: text('url').notNull(),
    priceCents: integer('price_cents'),
    promoPriceCents: integer('promo_price_cents'),
    promoOff: integer('promo_off'),
    /** The promotion lapses then (swept by modules/creator-tools/promo-sweep.ts; hidden on read at once). */
    promoEndsAt: timestamp('promo_ends_at', { withTimezone: true }),
    /**
     * The deal the page is on (the /deals list), kept by the trigger creator_deal_columns (migration
     * 0027): the percent off (the promotion's, or 100 for a free page that was paid before), the price
     * before it, and since when; null when the page is on no deal. Its orders' indexes are partial on
     * `deal_off is not null` (docs/decisions/022-price-history-and-deals.md).
     */
    dealOff: integer('deal_off'),
    dealWasCents: integer('deal_was_cents'),
    dealSince: timestamp('deal_since', { withTimezone: true }),
    avatar: text('avatar'),
    /** Where a platform reader or an import took the avatar from (fetched once, stored as an upload). */
    avatarSource: text('avatar_source'),
    links: jsonb('links')
      .$type<SocialLinks>()
      .notNull()
      .default({} as SocialLinks),
    likes: integer('likes'),
    photos: integer('photos'),
    posts: integer('posts'),
    videos: integer('videos'),
    subscribers: integer('subscribers'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    gender: text('gender', { enum: GENDERS }).notNull().default('unknown'),
    nsfw: boolean('nsfw').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Set when a moderator removes the page on a removal request: it answers 410 and leaves search,
     * lists, facet counts (the discovery triggers skip it) and the sitemap; its data stays.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Set with `removed_at` when the platform no longer has the profile (modules/refresh): the page
     * leaves search, lists, facet counts and the sitemap like a removed one, but still answers, with
     * its reviews, saying so; both are cleared when the profile is back.
     */
    goneAt: timestamp('gone_at', { withTimezone: true }),
    /** Last edit by the verified creator ('Updated by the creator'). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The platform's own id of the profile (Twitch's user id), when a platform reader gave one. */
    platformId: text('platform_id'),
    /**
     * How the page got into FanLens (modules/listings): `add` (a signed-in person, `added_by`),
     * `import` (an operator's data file) or `demo` (the demo data); null for pages made before.
     */
    addedVia: text('added_via', { enum: LISTING_ORIGINS }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The fields the page's verified creator edited (the editor's names: name, bio, price, links…):
     * the platform readers and imports leave them as the creator set them. Cleared when the page is released.
     */
    ownerFields: text('owner_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
    rating: doublePrecision('rating').notNull().generatedAlwaysAs(RATING_SQL),
    popularity: doublePrecision('popularity').notNull().generatedAlwaysAs(POPULARITY_SQL),
    /**
     * The best-rated order's key (`sort=top`): the Bayesian average (rating_sum + m·C) / (review_count
     * + m) with the prior of top_rating_prior, 0 without reviews. Set by a trigger whenever the
     * statistics change, rewritten when the prior moves (migration 0024, modules/creators/top-prior.ts).
     */
    topScore: doublePrecision('top_score').notNull().default(0),
    /**
     * The rising order's key (`sort=growing`): the subscribers gained over the 30 days before the
     * last reading, over the subscribers then with a floor (modules/stats-history/growth.ts); 0
     * without history or growth. Written with each history point and measured again as of each day by
     * the daily round (stats-history/growth-round.ts), which sets `growth_at` when it changes it.
     * See docs/decisions/038-rising-order.md.
     */
    growthScore: doublePrecision('growth_score').notNull().default(0),
    /** When growth_score was last measured and changed (null: never, the default 0). */
    growthAt: timestamp('growth_at', { withTimezone: true }),
    /** username, name, location, tags and category names, space separated; kept by the writers (see search-text.ts). */
    searchText: text('search_text').notNull().default(''),
    /** Ids of the creator's categories, ascending; kept by triggers on creator_categories (migration 0010). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    document: tsvector('document').notNull().generatedAlwaysAs(DOCUMENT_SQL),
    termSignature: bitString('term_signature', { length: 512 }).notNull().generatedAlwaysAs(TERM_SIGNATURE_SQL),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creators_username_lower_key').on(sql`lower(${t.username})`),
    // One account may verify several pages (docs/decisions/014-creator-tools.md).
    index('creators_user_id_idx').on(t.userId),
    index('creators_promo_ends_at_idx')
      .on(t.promoEndsAt)
      .where(sql`${t.promoEndsAt} is not null`),
    index('creators_document_idx').using('gin', t.document),
    // Also INCLUDEs id and removed_at (migration 0018): nearest first is an index-only scan.
    index('creators_lat_lon_idx').on(t.lat, t.lon),
    // The sort indexes (these and migration 0005's per-platform ones) also INCLUDE every column a
    // filter checks and the term signature (migrations 0013 and 0015, which drizzle cannot declare):
    // walks are index-only scans.
    index('creators_platform_popularity_idx').on(t.platform, t.popularity.desc().nullsFirst(), t.id),
    index('creators_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
    index('creators_subscribers_idx').on(t.subscribers.desc().nullsLast(), t.id),
    index('creators_likes_idx').on(t.likes.desc().nullsLast(), t.id),
    index('creators_rated_idx').on(t.reviewCount.desc().nullsFirst(), t.rating.desc().nullsFirst(), t.id),
    index('creators_top_idx').on(t.topScore.desc().nullsFirst(), t.id),
    index('creators_platform_top_idx').on(t.platform, t.topScore.desc().nullsFirst(), t.id),
    // The rising order (migration 0040: INCLUDEs every filter column and the term signature too).
    index('creators_growing_idx').on(t.growthScore.desc().nullsFirst(), t.id),
    index('creators_platform_growing_idx').on(t.platform, t.growthScore.desc().nullsFirst(), t.id),
    index('creators_verified_at_idx')
      .on(t.verifiedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.verified}`),
    // The pages people added, newest first (the moderators' "New pages" tab).
    index('creators_added_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.addedVia} = 'add'`),
    check('creators_platform_check', sql.raw(`"platform" IN (${sqlList(PLATFORMS)})`)),
    check('creators_added_via_check', sql.raw(`"added_via" IN (${sqlList(LISTING_ORIGINS)})`)),
    check('creators_gender_check', sql.raw(`"gender" IN (${sqlList(GENDERS)})`)),
    check('creators_price_check', sql`${t.priceCents} >= 0 AND ${t.promoPriceCents} >= 0`),
    check('creators_promo_off_check', sql`${t.promoOff} BETWEEN 0 AND 100`),
    check('creators_verified_at_check', sql`NOT ${t.verified} OR ${t.verifiedAt} IS NOT NULL`),
  ],
);

/**
 * The prior of the best-rated order (one row): the site's mean rating `mean` (C) and its weight in
 * reviews `weight` (m). `checked_at`: when the mean was last computed (see modules/creators/top-prior.ts).
 */
export const topRatingPrior = pgTable(
  'top_rating_prior',
  {
    id: boolean('id').primaryKey().default(true),
    mean: doublePrecision('mean').notNull(),
    weight: integer('weight').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('top_rating_prior_one_row', sql`${t.id}`)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('categories_slug_key'),
    icon: text('icon').notNull(),
    platform: text('platform', { enum: PLATFORMS }).notNull(),
    nsfw: boolean('nsfw').notNull().default(false),
  },
  (t) => [
    index('categories_platform_idx').on(t.platform),
    check('categories_platform_check', sql.raw(`"platform" IN (${sqlList(PLATFORMS)})`)),
  ],
);

export const creatorCategories = pgTable(
  'creator_categories',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'creator_categories_pkey', columns: [t.creatorId, t.categoryId] }),
    index('creator_categories_category_idx').on(t.categoryId, t.creatorId),
  ],
);
