-- Discovery (docs/decisions/004-discovery.md): one GIN index answers a search term together with
-- the structured filters. The indexed document is the creator's search_vector plus one lexeme per
-- filter value ('§pl_onlyfans', '§g_female', '§nsfw', '§verified', '§p_under5', '§r4'…); '§' is
-- never part of a lexeme parsed from text. Price and rating lexemes are cumulative (a free creator
-- has '§p_free' and '§p_under5'; an average of 4.5 has '§r2' '§r3' '§r4'), so every filter value
-- is one lexeme and `term & filters` is a single index lookup, counted without reading the rows.
CREATE FUNCTION creator_filter_lexemes(
	platform text, nsfw boolean, gender text, verified boolean,
	price integer, promo integer, review_count integer, rating_sum integer
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(array_remove(ARRAY[
    '§pl_' || platform,
    '§g_' || gender,
    CASE WHEN nsfw THEN '§nsfw' END,
    CASE WHEN verified THEN '§verified' END,
    CASE WHEN least(price, promo) = 0 THEN '§p_free' END,
    CASE WHEN least(price, promo) <= 500 THEN '§p_under5' END,
    CASE WHEN least(price, promo) > 500 AND least(price, promo) < 1500 THEN '§p_5to15' END,
    CASE WHEN least(price, promo) >= 1500 THEN '§p_over15' END,
    CASE WHEN review_count > 0 AND round(rating_sum::numeric / review_count, 2) >= 2 THEN '§r2' END,
    CASE WHEN review_count > 0 AND round(rating_sum::numeric / review_count, 2) >= 3 THEN '§r3' END,
    CASE WHEN review_count > 0 AND round(rating_sum::numeric / review_count, 2) >= 4 THEN '§r4' END,
    CASE WHEN review_count > 0 AND round(rating_sum::numeric / review_count, 2) >= 5 THEN '§r5' END
  ], NULL))
$$;
--> statement-breakpoint
CREATE INDEX "creators_discovery_document_idx" ON "creators" USING gin (
	("search_vector" || creator_filter_lexemes("platform", "nsfw", "gender", "verified", "price_cents", "promo_price_cents", "review_count", "rating_sum"))
);
