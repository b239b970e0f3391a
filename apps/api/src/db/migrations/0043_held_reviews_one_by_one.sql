-- Held cases decided review by review: each review keeps what was decided for it, a case action logs how
-- many reviews it decided, a case can end partly removed, and a hold's statement is lifted once decided.
ALTER TABLE "review_cases" DROP CONSTRAINT "review_cases_status_check";--> statement-breakpoint
ALTER TABLE "decisions" DROP CONSTRAINT "decisions_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "case_outcome" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "review_count" integer;--> statement-breakpoint
UPDATE "reviews" r SET "case_outcome" = CASE
    WHEN k."status" IN ('released', 'removed') THEN k."status"
    WHEN r."hidden_at" IS NOT NULL THEN 'removed'
    ELSE 'released' END
  FROM "review_cases" k WHERE k."id" = r."case_id" AND r."held_at" IS NULL;--> statement-breakpoint
UPDATE "moderation_log" l SET "review_count" = (SELECT count(*)::int FROM "reviews" r WHERE r."case_id" = l."case_id")
  WHERE l."action" IN ('release_case', 'remove_case') AND l."case_id" IS NOT NULL;--> statement-breakpoint
UPDATE "decisions" d SET "status" = 'lifted' WHERE d."kind" = 'review_held' AND d."status" = 'in_force'
  AND NOT EXISTS (SELECT 1 FROM "reviews" r WHERE r."id" = d."review_id" AND r."held_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_case_outcome_check" CHECK ("case_outcome" IN ('released', 'removed'));--> statement-breakpoint
ALTER TABLE "review_cases" ADD CONSTRAINT "review_cases_status_check" CHECK ("status" IN ('open', 'released', 'removed', 'partly_removed'));--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_status_check" CHECK ("status" IN ('in_force', 'reversed', 'lifted'));
