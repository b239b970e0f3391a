CREATE TABLE "search_query_visitors" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "search_query_visitors_pkey" PRIMARY KEY("term","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" s SET "family_expires_at" = f."signed_in_at" + interval '90 days' FROM (SELECT "family_id", min("created_at") AS "signed_in_at" FROM "sessions" GROUP BY "family_id") f WHERE f."family_id" = s."family_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "twinned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_query_visitors_day_idx" ON "search_query_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."replaced_by" is null and "sessions"."revoked_at" is not null;