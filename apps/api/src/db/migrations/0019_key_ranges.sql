-- Key ranges (docs/decisions/011-discovery-engine.md): beside '§likes' and '§subscribers', a creator
-- whose key is at least 2^r holds '§likes_<r>' (or '§subscribers_<r>') for every r from 8 up to the
-- power of two of its key: 5,000 subscribers (2^12 to 2^13) gives '§subscribers_8' to
-- '§subscribers_12'. A page deep in the order by likes or by subscribers whose matches sit far down
-- the sort index (`manga` by subscribers, offset 1,000: about 169,000 entries walked to the 1,010th
-- match at 1 M creators) collects from the GIN index the matches at or above the power of two that
-- holds the page, a few thousand rows, with one lexeme (see matches-page.ts, rangePage). One lexeme
-- per range and an OR of the ranges above would need no more than one per key, but the GIN index
-- advances every alternative for each match of the term: 22 ms for `manga` from 2^12 up, against
-- 3.5 ms for one lexeme. Below 2^8 a range holds most creators with the key, and serves no page.
CREATE FUNCTION discovery_key_range(value integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT length(ltrim(greatest(value, 1)::bit(32)::text, '0')) - 1
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_key_ranges(key text, value integer) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN value IS NULL THEN '{}'::text[]
    ELSE ARRAY(SELECT '§' || key || '_' || r FROM generate_series(8, discovery_key_range(value)) AS r) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_key_lexemes(likes integer, subscribers integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(ARRAY[
    CASE WHEN likes IS NULL THEN '§no_likes' ELSE '§likes' END,
    CASE WHEN subscribers IS NULL THEN '§no_subscribers' ELSE '§subscribers' END
  ] || discovery_key_ranges('likes', likes) || discovery_key_ranges('subscribers', subscribers))
$$;
--> statement-breakpoint
ALTER TABLE "creators" DROP COLUMN "document";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (strip(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words())) || creator_filter_lexemes("platform", "nsfw", "gender", "verified", "price_cents", "promo_price_cents", "review_count", "rating_sum") || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon") || creator_key_lexemes("likes", "subscribers")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "creators_document_idx" ON "creators" USING gin ("document");
