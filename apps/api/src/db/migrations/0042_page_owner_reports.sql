-- Each report keeps the page of the review it names, and whether the page's own verified creator sent it
-- (the per-page "The creator reported N reviews" count and the transparency report's figure).
ALTER TABLE "review_reports" ADD COLUMN "creator_id" integer;--> statement-breakpoint
UPDATE "review_reports" rr SET "creator_id" = r."creator_id" FROM "reviews" r WHERE r."id" = rr."review_id";--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "creator_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "by_page_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "review_reports" rr SET "by_page_owner" = true FROM "creators" c WHERE c."id" = rr."creator_id" AND c."verified" AND c."user_id" = rr."user_id";--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_page_owner_idx" ON "review_reports" USING btree ("creator_id","created_at") WHERE "review_reports"."by_page_owner";
