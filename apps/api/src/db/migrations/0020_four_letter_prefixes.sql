-- Four-letter prefixes in the term signature (docs/decisions/011-discovery-engine.md): beside the two
-- Bloom bits of its first three letters, each word of four letters or more sets two bits of its first
-- four, and a prefix of four letters or more asks for both (a word's mask, which holds its prefix's,
-- too). A walk tested a prefix on its first three letters only, so it read the row of every creator
-- with a word beginning with those three and of every signature that merely held their two bits: at
-- 1 M creators, of the 200,000 most popular, 35,643 passed 'angel':* for 3,904 matches (6,173 pass
-- now), 'education':* 31,153 for 7,655 (9,315 now). Signatures fill more (102 of the 448 Bloom bits
-- on average, 131 now), so a prefix of three letters passes more often ('ava':* 19,925 → 29,050 for
-- 794 matches); a whole word's test is as sharp as before ('manga': 4,050 → 4,088 for 3,974).
CREATE OR REPLACE FUNCTION discovery_term_signature(words tsvector) RETURNS bit(512)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  signature bit(512) := B'0'::bit(512);
  word text;
  h integer;
BEGIN
  FOREACH word IN ARRAY tsvector_to_array(words) LOOP
    CONTINUE WHEN left(word, 1) = '§'; -- filter lexemes: checked on their columns
    signature := set_bit(signature, discovery_initial_bit(word), 1);
    h := hashtext(word);
    signature := set_bit(set_bit(set_bit(signature,
      64 + (h & 511) % 448, 1), 64 + ((h >> 9) & 511) % 448, 1), 64 + ((h >> 18) & 511) % 448, 1);
    IF length(word) >= 3 THEN
      h := hashtext('>' || left(word, 3));
      signature := set_bit(set_bit(signature, 64 + (h & 511) % 448, 1), 64 + ((h >> 9) & 511) % 448, 1);
    END IF;
    IF length(word) >= 4 THEN
      h := hashtext('>' || left(word, 4));
      signature := set_bit(set_bit(signature, 64 + (h & 511) % 448, 1), 64 + ((h >> 9) & 511) % 448, 1);
    END IF;
  END LOOP;
  RETURN signature;
END
$$;
--> statement-breakpoint
-- The bits a signature holds for a prefix: its first letter's for one or two letters, else those of
-- its first three letters, and from four letters those of its first four.
CREATE OR REPLACE FUNCTION discovery_prefix_mask(prefix text) RETURNS bit(512)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN length(prefix) < 3 THEN set_bit(B'0'::bit(512), discovery_initial_bit(prefix), 1)
    ELSE set_bit(set_bit(B'0'::bit(512), 64 + (h3 & 511) % 448, 1), 64 + ((h3 >> 9) & 511) % 448, 1)
      | CASE WHEN length(prefix) < 4 THEN B'0'::bit(512)
        ELSE set_bit(set_bit(B'0'::bit(512), 64 + (h4 & 511) % 448, 1), 64 + ((h4 >> 9) & 511) % 448, 1) END END
  FROM (SELECT hashtext('>' || left(prefix, 3)) AS h3, hashtext('>' || left(prefix, 4)) AS h4) hashed
$$;
--> statement-breakpoint
-- The stored signatures are computed again: the column is dropped with the indexes that hold it,
-- added again (a rewrite of the table) and the indexes made again, as in migration 0015.
ALTER TABLE "creators" DROP COLUMN "term_signature";
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "term_signature" bit(512) GENERATED ALWAYS AS (discovery_term_signature(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words()) || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon"))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "creators_popularity_idx" ON "creators" USING btree ("popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_platform_popularity_idx" ON "creators" USING btree ("platform", "popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_subscribers_idx" ON "creators" USING btree ("subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_platform_subscribers_idx" ON "creators" USING btree ("platform", "subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_likes_idx" ON "creators" USING btree ("likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_platform_likes_idx" ON "creators" USING btree ("platform", "likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_rated_idx" ON "creators" USING btree ("review_count" DESC NULLS FIRST, "rating" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_platform_rated_idx" ON "creators" USING btree ("platform", "review_count" DESC, "rating" DESC, "id")
  INCLUDE ("removed_at", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_verified_at_idx" ON "creators" USING btree ("verified_at" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature") WHERE "creators"."verified";
--> statement-breakpoint
CREATE INDEX "creators_id_filters_idx" ON "creators" USING btree ("id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
