-- Walks read the sort indexes alone (docs/decisions/011-discovery-engine.md): every sort index of
-- creators also holds each column a filter checks (removal, platform, NSFW, rating, price, gender,
-- verified, categories, coordinates), so a walk checks the filters on the index entries (an index-only
-- scan) and reads a creator's row only to check a search term, and only when the filters pass.
-- Same names and keys as before.
DROP INDEX "creators_popularity_idx";
--> statement-breakpoint
CREATE INDEX "creators_popularity_idx" ON "creators" USING btree ("popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_platform_popularity_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_popularity_idx" ON "creators" USING btree ("platform", "popularity" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_subscribers_idx";
--> statement-breakpoint
CREATE INDEX "creators_subscribers_idx" ON "creators" USING btree ("subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_platform_subscribers_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_subscribers_idx" ON "creators" USING btree ("platform", "subscribers" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_likes_idx";
--> statement-breakpoint
CREATE INDEX "creators_likes_idx" ON "creators" USING btree ("likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_platform_likes_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_likes_idx" ON "creators" USING btree ("platform", "likes" DESC NULLS LAST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_rated_idx";
--> statement-breakpoint
CREATE INDEX "creators_rated_idx" ON "creators" USING btree ("review_count" DESC NULLS FIRST, "rating" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_platform_rated_idx";
--> statement-breakpoint
CREATE INDEX "creators_platform_rated_idx" ON "creators" USING btree ("platform", "review_count" DESC, "rating" DESC, "id")
  INCLUDE ("removed_at", "nsfw", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon");
--> statement-breakpoint
DROP INDEX "creators_verified_at_idx";
--> statement-breakpoint
CREATE INDEX "creators_verified_at_idx" ON "creators" USING btree ("verified_at" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon") WHERE "creators"."verified";
