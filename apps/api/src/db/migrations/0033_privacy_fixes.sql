ALTER TABLE "removal_requests" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_requests_user_idx" ON "removal_requests" USING btree ("user_id") WHERE "removal_requests"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "removal_requests_email_idx" ON "removal_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "review_invitations" DROP COLUMN "uses";