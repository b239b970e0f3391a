-- Discovery (docs/decisions/004-discovery.md):
-- 1. creator_facet_counts: exact creator counts per combination of the structured filters
--    (category, platform, nsfw, gender, verified, price bucket, rating floor), kept by triggers, so
--    GET /creators counts a million creators without scanning them.
-- 2. search_words: the words of creator names, locations, tags and category names, with a trigram
--    index, so a misspelt search word is corrected against a small table instead of a million rows.
CREATE TABLE "creator_facet_counts" (
	"category_id" integer NOT NULL,
	"platform" text NOT NULL,
	"nsfw" boolean NOT NULL,
	"gender" text NOT NULL,
	"verified" boolean NOT NULL,
	"price_bucket" text NOT NULL,
	"rating_floor" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "creator_facet_counts_pkey" PRIMARY KEY ("category_id", "platform", "nsfw", "gender", "verified", "price_bucket", "rating_floor")
);
--> statement-breakpoint
COMMENT ON TABLE "creator_facet_counts" IS 'Creators per filter combination; category_id 0 = all creators. Kept by the discovery_* triggers.';
--> statement-breakpoint
CREATE FUNCTION creator_price_bucket(price integer, promo integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN least(price, promo) IS NULL THEN 'none'
    WHEN least(price, promo) = 0 THEN 'free'
    WHEN least(price, promo) <= 500 THEN 'under5'
    WHEN least(price, promo) < 1500 THEN '5to15'
    ELSE 'over15'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_creators_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO creator_facet_counts AS f
    (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
  SELECT 0, platform, nsfw, gender, verified, creator_price_bucket(price_cents, promo_price_cents),
         floor(rating)::smallint, count(*)
  FROM new_rows
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;

  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM new_rows n,
       unnest(to_tsvector('simple'::regconfig, concat_ws(' ', n.name, n.location, array_to_string(n.tags, ' ')))) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_creators_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  WITH changed AS (
    SELECT o.id,
           o.platform AS o_platform, o.nsfw AS o_nsfw, o.gender AS o_gender, o.verified AS o_verified,
           creator_price_bucket(o.price_cents, o.promo_price_cents) AS o_price, floor(o.rating)::smallint AS o_rating,
           n.platform AS n_platform, n.nsfw AS n_nsfw, n.gender AS n_gender, n.verified AS n_verified,
           creator_price_bucket(n.price_cents, n.promo_price_cents) AS n_price, floor(n.rating)::smallint AS n_rating
    FROM old_rows o JOIN new_rows n ON n.id = o.id
  ),
  moved AS (
    SELECT * FROM changed
    WHERE (o_platform, o_nsfw, o_gender, o_verified, o_price, o_rating)
          IS DISTINCT FROM (n_platform, n_nsfw, n_gender, n_verified, n_price, n_rating)
  ),
  scoped AS (
    SELECT 0 AS category_id, m.* FROM moved m
    UNION ALL
    SELECT cc.category_id, m.* FROM moved m JOIN creator_categories cc ON cc.creator_id = m.id
  ),
  deltas AS (
    SELECT category_id, o_platform AS platform, o_nsfw AS nsfw, o_gender AS gender, o_verified AS verified,
           o_price AS price_bucket, o_rating AS rating_floor, -1 AS delta FROM scoped
    UNION ALL
    SELECT category_id, n_platform, n_nsfw, n_gender, n_verified, n_price, n_rating, 1 FROM scoped
  )
  INSERT INTO creator_facet_counts AS f
    (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
  SELECT category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, sum(delta)
  FROM deltas
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;

  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme
  FROM new_rows n JOIN old_rows o ON o.id = n.id,
       unnest(to_tsvector('simple'::regconfig, concat_ws(' ', n.name, n.location, array_to_string(n.tags, ' ')))) AS w
  WHERE (n.name, n.location, n.tags) IS DISTINCT FROM (o.name, o.location, o.tags)
    AND length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row level and BEFORE: the creator's category links still exist here (the cascade removes them
-- afterwards, when the creator row is gone, so discovery_links_deleted skips them).
CREATE FUNCTION discovery_creator_deleting() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO creator_facet_counts AS f
    (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
  SELECT category_id, OLD.platform, OLD.nsfw, OLD.gender, OLD.verified,
         creator_price_bucket(OLD.price_cents, OLD.promo_price_cents), floor(OLD.rating)::smallint, -1
  FROM (SELECT 0 AS category_id UNION ALL SELECT cc.category_id FROM creator_categories cc WHERE cc.creator_id = OLD.id) s
  ORDER BY 1
  ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_links_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- TG_ARGV[0]: 'insert' (new_rows only), 'delete' (old_rows only) or 'update' (both).
  IF TG_ARGV[0] = 'insert' THEN
    INSERT INTO creator_facet_counts AS f
      (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
    SELECT l.category_id, c.platform, c.nsfw, c.gender, c.verified,
           creator_price_bucket(c.price_cents, c.promo_price_cents), floor(c.rating)::smallint, count(*)
    FROM new_rows l JOIN creators c ON c.id = l.creator_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;
  ELSIF TG_ARGV[0] = 'delete' THEN
    INSERT INTO creator_facet_counts AS f
      (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
    SELECT l.category_id, c.platform, c.nsfw, c.gender, c.verified,
           creator_price_bucket(c.price_cents, c.promo_price_cents), floor(c.rating)::smallint, -count(*)
    FROM old_rows l JOIN creators c ON c.id = l.creator_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;
  ELSE
    INSERT INTO creator_facet_counts AS f
      (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
    SELECT category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, sum(delta)
    FROM (
      SELECT l.category_id, c.platform, c.nsfw, c.gender, c.verified,
             creator_price_bucket(c.price_cents, c.promo_price_cents) AS price_bucket,
             floor(c.rating)::smallint AS rating_floor, -1 AS delta
      FROM old_rows l JOIN creators c ON c.id = l.creator_id
      UNION ALL
      SELECT l.category_id, c.platform, c.nsfw, c.gender, c.verified,
             creator_price_bucket(c.price_cents, c.promo_price_cents), floor(c.rating)::smallint, 1
      FROM new_rows l JOIN creators c ON c.id = l.creator_id
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT creator_facet_counts_pkey DO UPDATE SET count = f.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'creators' THEN
    DELETE FROM creator_facet_counts;
  ELSE
    DELETE FROM creator_facet_counts WHERE category_id <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
COMMENT ON TABLE "search_words" IS 'Words of creator names, locations, tags and category names (typo correction); only grows.';
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION discovery_category_named() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, NEW.name)) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_creators_inserted AFTER INSERT ON creators
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_creators_inserted();
--> statement-breakpoint
CREATE TRIGGER discovery_creators_updated AFTER UPDATE ON creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_creators_updated();
--> statement-breakpoint
CREATE TRIGGER discovery_creator_deleting BEFORE DELETE ON creators
  FOR EACH ROW EXECUTE FUNCTION discovery_creator_deleting();
--> statement-breakpoint
CREATE TRIGGER discovery_creators_truncated AFTER TRUNCATE ON creators
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_truncated();
--> statement-breakpoint
CREATE TRIGGER discovery_links_inserted AFTER INSERT ON creator_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_changed('insert');
--> statement-breakpoint
CREATE TRIGGER discovery_links_deleted AFTER DELETE ON creator_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_changed('delete');
--> statement-breakpoint
CREATE TRIGGER discovery_links_updated AFTER UPDATE ON creator_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_changed('update');
--> statement-breakpoint
CREATE TRIGGER discovery_links_truncated AFTER TRUNCATE ON creator_categories
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_truncated();
--> statement-breakpoint
CREATE TRIGGER discovery_category_named AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION discovery_category_named();
--> statement-breakpoint
INSERT INTO creator_facet_counts (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
SELECT 0, platform, nsfw, gender, verified, creator_price_bucket(price_cents, promo_price_cents), floor(rating)::smallint, count(*)
FROM creators
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO creator_facet_counts (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
SELECT cc.category_id, c.platform, c.nsfw, c.gender, c.verified, creator_price_bucket(c.price_cents, c.promo_price_cents),
       floor(c.rating)::smallint, count(*)
FROM creator_categories cc JOIN creators c ON c.id = cc.creator_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.lexeme
FROM (SELECT concat_ws(' ', name, location, array_to_string(tags, ' ')) AS text FROM creators
      UNION ALL SELECT name FROM categories) s,
     unnest(to_tsvector('simple'::regconfig, s.text)) AS w
WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
