-- The best-rated order, `sort=top` (docs/decisions/021-best-rated-order.md): the Bayesian average
-- (rating_sum + m·C) / (review_count + m) of each creator, with the site's mean rating C as the prior
-- and a weight of m reviews, stored in creators.top_score (0 without reviews) and walked from two
-- sort indexes like the other orders (migrations 0013, 0015: every filter column and the term
-- signature INCLUDEd).
CREATE TABLE "top_rating_prior" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"mean" double precision NOT NULL,
	"weight" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "top_rating_prior_one_row" CHECK ("top_rating_prior"."id")
);
--> statement-breakpoint
CREATE FUNCTION discovery_top_score(review_count integer, rating_sum integer, mean double precision, weight integer)
  RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN review_count > 0 THEN (rating_sum + weight * mean) / (review_count + weight) ELSE 0 END
$$;
--> statement-breakpoint
-- The prior of today's data (the middle of the scale, 3, without any review; a database without
-- reviews is checked again at the next start, see top-prior.ts). The weight is TOP_PRIOR_WEIGHT.
INSERT INTO "top_rating_prior" ("id", "mean", "weight", "checked_at")
  SELECT true, coalesce(sum(rating_sum)::double precision / nullif(sum(review_count), 0), 3), 10,
         CASE WHEN sum(review_count) > 0 THEN now() ELSE '-infinity'::timestamptz END
  FROM creators WHERE removed_at IS NULL;
--> statement-breakpoint
-- Added as a generated column of the prior's constants, so the table is rewritten once with every
-- score (an UPDATE would leave a dead version of each row behind), then kept as a plain column.
DO $$
DECLARE prior record;
BEGIN
  SELECT mean, weight INTO prior FROM top_rating_prior;
  EXECUTE format(
    'ALTER TABLE creators ADD COLUMN top_score double precision GENERATED ALWAYS AS (discovery_top_score(review_count, rating_sum, %s::double precision, %s)) STORED NOT NULL',
    prior.mean, prior.weight);
END $$;
--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "top_score" DROP EXPRESSION;
--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "top_score" SET DEFAULT 0;
--> statement-breakpoint
-- Every write of the statistics (a review, its edit or removal, a deleted account) keeps the score.
CREATE FUNCTION creators_top_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT discovery_top_score(NEW.review_count, NEW.rating_sum, p.mean, p.weight) INTO NEW.top_score
  FROM top_rating_prior p;
  NEW.top_score := coalesce(NEW.top_score, 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER creators_top_score BEFORE INSERT OR UPDATE OF review_count, rating_sum ON creators
  FOR EACH ROW EXECUTE FUNCTION creators_top_score();
--> statement-breakpoint
CREATE INDEX "creators_top_idx" ON "creators" USING btree ("top_score" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "platform", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
--> statement-breakpoint
CREATE INDEX "creators_platform_top_idx" ON "creators" USING btree ("platform", "top_score" DESC NULLS FIRST, "id")
  INCLUDE ("removed_at", "nsfw", "rating", "price_cents", "promo_price_cents", "gender", "verified", "category_ids", "lat", "lon", "term_signature");
