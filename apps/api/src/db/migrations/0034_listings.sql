ALTER TABLE "write_allowances" DROP CONSTRAINT "write_allowances_kind_check";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "avatar_source" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "platform_id" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "added_via" text;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "owner_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creators_added_idx" ON "creators" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "creators"."added_via" = 'add';--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_added_via_check" CHECK ("added_via" IN ('demo', 'add', 'import'));--> statement-breakpoint
ALTER TABLE "write_allowances" ADD CONSTRAINT "write_allowances_kind_check" CHECK ("kind" IN ('reviews', 'reports', 'confirmation_mails', 'added_pages'));--> statement-breakpoint
-- The fields the page's current verified creator has edited so far stay theirs (modules/listings).
UPDATE "creators" c SET "owner_fields" = e.fields
FROM (
  SELECT ce.creator_id, array_agg(DISTINCT k ORDER BY k) AS fields
  FROM "creator_edits" ce JOIN "creators" p ON p.id = ce.creator_id AND p.user_id = ce.user_id AND p.verified,
       jsonb_object_keys(ce.after) AS k
  GROUP BY ce.creator_id
) e
WHERE c.id = e.creator_id;