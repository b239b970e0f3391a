-- Key lexemes (docs/decisions/011-discovery-engine.md): the orders by likes and by subscribers put
-- the creators without the key last (by id). A page of matches past those with the key starts after
-- their number; with one lexeme for each side ('§likes' or '§no_likes', '§subscribers' or
-- '§no_subscribers'), the GIN index finds the matches of either side without reading the others.
CREATE FUNCTION creator_key_lexemes(likes integer, subscribers integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(ARRAY[
    CASE WHEN likes IS NULL THEN '§no_likes' ELSE '§likes' END,
    CASE WHEN subscribers IS NULL THEN '§no_subscribers' ELSE '§subscribers' END
  ])
$$;
--> statement-breakpoint
ALTER TABLE "creators" DROP COLUMN "document";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (strip(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words())) || creator_filter_lexemes("platform", "nsfw", "gender", "verified", "price_cents", "promo_price_cents", "review_count", "rating_sum") || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon") || creator_key_lexemes("likes", "subscribers")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "creators_document_idx" ON "creators" USING gin ("document");
