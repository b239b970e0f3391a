CREATE TABLE "search_query_visitors" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "search_query_visitors_pkey" PRIMARY KEY("term","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "family_expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "search_query_visitors_day_idx" ON "search_query_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sessions_revoked_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."replaced_by" is null and "sessions"."revoked_at" is not null;