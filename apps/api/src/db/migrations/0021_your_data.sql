CREATE TABLE "revoked_session_families" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_reactions" DROP CONSTRAINT "review_reactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_reactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "moderator_pseudonym" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "author_pseudonym" text;--> statement-breakpoint
CREATE INDEX "revoked_session_families_revoked_idx" ON "revoked_session_families" USING btree ("revoked_at");--> statement-breakpoint
ALTER TABLE "review_reactions" ADD CONSTRAINT "review_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;