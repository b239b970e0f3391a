ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_language_check" CHECK ("language" IN ('en', 'es', 'de'));