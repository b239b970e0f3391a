CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"key" text NOT NULL,
	"label_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_key_idx" ON "places" USING btree ("key" text_pattern_ops,"population" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "places_label_key_idx" ON "places" USING btree ("label_key","population" DESC NULLS LAST);