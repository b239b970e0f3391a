-- Term signatures (docs/decisions/011-discovery-engine.md): a walk of a sort index tests a search
-- term on the index entry before it reads the creator's row. `term_signature` holds 512 bits from the
-- words of the creator's document but the filter lexemes (the words of search_text and of the bio
-- without markup, the most common words left out as in the document; the joined username and name),
-- computed from the same text as the document (a generated column cannot read another):
-- - bits 0–63: the first letter of each word, exactly (a–z and 0–9 one bit each; any other letter
--   one of 28 bits by its hash), for prefixes of one or two letters;
-- - bits 64–511, a Bloom filter: 3 bits for each word and 2 for its first three letters (for longer
--   prefixes). Two-letter prefixes are left out: the most common of them are in nearly every
--   document, and their bits made every other test pass far more often (a first name: 19 % of the
--   creators passed instead of 2 %).
-- A creator whose signature lacks a bit of a term's mask cannot match it; one that holds them all is
-- checked on its row. Every sort index and the index of ids and filter columns hold it.
CREATE FUNCTION discovery_initial_bit(word text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(nullif(strpos('abcdefghijklmnopqrstuvwxyz0123456789', left(word, 1)), 0) - 1,
    36 + (hashtext(left(word, 1)) & 1023) % 28)
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_term_signature(words tsvector) RETURNS bit(512)
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
  END LOOP;
  RETURN signature;
END
$$;
--> statement-breakpoint
-- The bits a signature holds for a word.
CREATE FUNCTION discovery_word_mask(word text) RETURNS bit(512)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT set_bit(set_bit(set_bit(B'0'::bit(512),
    64 + (h & 511) % 448, 1), 64 + ((h >> 9) & 511) % 448, 1), 64 + ((h >> 18) & 511) % 448, 1)
  FROM (SELECT hashtext(word) AS h) hashed
$$;
--> statement-breakpoint
-- The bits a signature holds for a prefix: its first letter's for one or two letters, else those of
-- its first three letters (a longer prefix begins fewer words, which all begin with those three).
CREATE FUNCTION discovery_prefix_mask(prefix text) RETURNS bit(512)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN length(prefix) < 3 THEN set_bit(B'0'::bit(512), discovery_initial_bit(prefix), 1)
    ELSE set_bit(set_bit(B'0'::bit(512), 64 + (h & 511) % 448, 1), 64 + ((h >> 9) & 511) % 448, 1) END
  FROM (SELECT hashtext('>' || left(prefix, 3)) AS h) hashed
$$;
--> statement-breakpoint
-- Adding the stored column rewrites the table.
ALTER TABLE "creators" ADD COLUMN "term_signature" bit(512) GENERATED ALWAYS AS (discovery_term_signature(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words()) || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon"))) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "creators_popularity_idx";
--> statement-breakpoint
CREATE INDEX "creators_popularity_idx" ON "creators" USING btree ("popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_platform_popularity_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_popularity_idx" ON "creators" USING btree ("platform", "popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_subscribers_idx";
--> statement-breakpoint
CREATE INDEX "creators_subscribers_idx" ON "creators" USING btree ("subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_platform_subscribers_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_subscribers_idx" ON "creators" USING btree ("platform", "subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_likes_idx";
--> statement-breakpoint
CREATE INDEX "creators_likes_idx" ON "creators" USING btree ("likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_platform_likes_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_likes_idx" ON "creators" USING btree ("platform", "likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_rated_idx";
--> statement-breakpoint
CREATE INDEX "creators_rated_idx" ON "creators" USING btree ("review_count" DESC NULLS FIRST, "rating" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_platform_rated_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_rated_idx" ON "creators" USING btree ("platform", "review_count" DESC, "rating" DESC, "id")
  INCLUDE ("removed_at", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
DROP INDEX "creators_verified_at_idx";
--> statement-breakpoint
CREATE INDEX "creators_verified_at_idx" ON "creators" USING btree ("verified_at" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature") WHERE "creators"."verified";
--> statement-breakpoint
DROP INDEX "creators_id_filters_idx";
--> statement-breakpoint
CREATE INDEX "creators_id_filters_idx" ON "creators" USING btree ("id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
