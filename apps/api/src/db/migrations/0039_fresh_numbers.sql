CREATE TABLE "creator_stats_history" (
	"creator_id" integer NOT NULL,
	"month" date NOT NULL,
	"points" "bytea" NOT NULL,
	CONSTRAINT "creator_stats_history_pkey" PRIMARY KEY("creator_id","month")
);
--> statement-breakpoint
CREATE TABLE "creator_refresh" (
	"creator_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"first_miss_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "growth_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_stats_history" ADD CONSTRAINT "creator_stats_history_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_refresh" ADD CONSTRAINT "creator_refresh_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_refresh_due_idx" ON "creator_refresh" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "creator_refresh_failing_idx" ON "creator_refresh" USING btree ("creator_id") WHERE "creator_refresh"."failures" > 0;