-- Discovery (docs/decisions/004-discovery.md): a platform filter (or a category, which implies its
-- platform) with the liked / subscribers / rated sorts walks these indexes and stops after one
-- page, instead of walking the whole sort index past the creators of the other platforms.
CREATE INDEX "creators_platform_subscribers_idx" ON "creators" USING btree ("platform", "subscribers" DESC NULLS LAST, "id");
--> statement-breakpoint
CREATE INDEX "creators_platform_likes_idx" ON "creators" USING btree ("platform", "likes" DESC NULLS LAST, "id");
--> statement-breakpoint
CREATE INDEX "creators_platform_rated_idx" ON "creators" USING btree ("platform", "review_count" DESC, "rating" DESC, "id");
