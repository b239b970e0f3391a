-- The rising order, `sort=growing` (docs/decisions/038-rising-order.md): creators.growth_score (migration
-- 0039) is the subscribers gained over 30 days over those then, floored; growth_at is when it was last
-- measured and changed (the write path of a reading, the daily round). Walked from two sort indexes like
-- the other orders, each INCLUDE-ing every filter column and the term signature (index-only walks).
ALTER TABLE "creators" ADD COLUMN "growth_at" timestamp with time zone;--> statement-breakpoint
-- Only growth ranks: a loss written before is no growth.
UPDATE "creators" SET "growth_score" = 0 WHERE "growth_score" < 0;--> statement-breakpoint
CREATE INDEX "creators_growing_idx" ON "creators" USING btree ("growth_score" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");--> statement-breakpoint
CREATE INDEX "creators_platform_growing_idx" ON "creators" USING btree ("platform", "growth_score" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
