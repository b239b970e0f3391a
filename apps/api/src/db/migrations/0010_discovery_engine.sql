-- Discovery engine (docs/decisions/011-discovery-engine.md).
-- 1. creators.document (generated, GIN-indexed) holds every filter a visitor can set, so
--    each combination of term, platform, price, rating, gender, NSFW, category and coordinates is
--    one GIN lookup: the text lexemes without the most common words, the filter lexemes of 0003,
--    one '§c<id>' lexeme per category, a '§geo_<lat>_<lon>' lexeme for the 1° grid square of the
--    coordinates, and the joined forms of the username and the name ('luna_canvas' and
--    'Luna Canvas' also give 'lunacanvas').
-- 2. creators.category_ids mirrors creator_categories (statement triggers below), so the document
--    can hold the categories.
-- 3. search_words (the dictionary for typo correction) also gets usernames and joined names.
-- creators.search_vector and the trigram index of search_text are no longer used: dropped.
DROP INDEX "creators_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "creators_search_vector_idx";--> statement-breakpoint
DROP INDEX "creators_discovery_document_idx";--> statement-breakpoint
ALTER TABLE "creators" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "creators" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION discovery_common_words() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ARRAY['a','an','and','are','as','at','be','but','by','for','from','has','have','hi','i','im','in','is',
               'it','its','m','me','more','my','of','on','or','s','so','that','the','this','to','up','we',
               'website','will','with','you','your']
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_joined(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT regexp_replace(lower(value), '[^[:alnum:]]+', '', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION creator_extra_lexemes(username text, name text, category_ids integer[], lat double precision, lon double precision)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(array_remove(
    ARRAY[
      nullif(discovery_joined(username), ''),
      nullif(discovery_joined(name), ''),
      CASE WHEN lat IS NOT NULL AND lon IS NOT NULL
        THEN '§geo_' || floor(lat)::int || '_' || floor(lon)::int END
    ] || CASE WHEN cardinality(category_ids) > 0
           THEN string_to_array('§c' || array_to_string(category_ids, ' §c'), ' ') ELSE '{}'::text[] END,
    NULL))
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_refresh_category_ids(ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  UPDATE creators c SET category_ids = l.ids
  FROM (
    SELECT t.id, coalesce((SELECT array_agg(cc.category_id ORDER BY cc.category_id) FROM creator_categories cc
                           WHERE cc.creator_id = t.id), '{}'::integer[]) AS ids
    FROM unnest(ids) AS t(id)
  ) l
  WHERE c.id = l.id AND c.category_ids IS DISTINCT FROM l.ids
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_links_category_ids() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- TG_ARGV[0]: 'insert' (new_rows only), 'delete' (old_rows only) or 'update' (both).
  IF TG_ARGV[0] = 'insert' THEN
    PERFORM discovery_refresh_category_ids(ARRAY(SELECT DISTINCT creator_id FROM new_rows ORDER BY 1));
  ELSIF TG_ARGV[0] = 'delete' THEN
    PERFORM discovery_refresh_category_ids(ARRAY(SELECT DISTINCT creator_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM discovery_refresh_category_ids(ARRAY(
      SELECT creator_id FROM new_rows UNION SELECT creator_id FROM old_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_links_category_ids_inserted AFTER INSERT ON creator_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_category_ids('insert');
--> statement-breakpoint
CREATE TRIGGER discovery_links_category_ids_deleted AFTER DELETE ON creator_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_category_ids('delete');
--> statement-breakpoint
CREATE TRIGGER discovery_links_category_ids_updated AFTER UPDATE ON creator_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_links_category_ids('update');
--> statement-breakpoint
CREATE FUNCTION discovery_dictionary_words(username text, name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT w FROM (
    SELECT lexeme AS w FROM unnest(to_tsvector('simple'::regconfig, username))
    UNION SELECT discovery_joined(username)
    UNION SELECT discovery_joined(name)
  ) s
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
CREATE FUNCTION discovery_dictionary_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Usernames and joined names (names, locations and tags: discovery_creators_inserted/updated).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows n, discovery_dictionary_words(n.username, n.name) AS w
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, discovery_dictionary_words(n.username, n.name) AS w
    WHERE (n.username, n.name) IS DISTINCT FROM (o.username, o.name)
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_dictionary_inserted AFTER INSERT ON creators
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_dictionary_changed();
--> statement-breakpoint
CREATE TRIGGER discovery_dictionary_updated AFTER UPDATE ON creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_dictionary_changed();
--> statement-breakpoint
ALTER TABLE creators DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE creators c SET category_ids = l.ids
FROM (SELECT creator_id, array_agg(category_id ORDER BY category_id) AS ids FROM creator_categories GROUP BY 1) l
WHERE l.creator_id = c.id;
--> statement-breakpoint
ALTER TABLE creators ENABLE TRIGGER USER;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM creators c, discovery_dictionary_words(c.username, c.name) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Adding the stored column rewrites the table (which also drops the row versions of the update above).
ALTER TABLE "creators" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (strip(ts_delete(to_tsvector('simple'::regconfig, coalesce("search_text", '') || ' ' || regexp_replace(coalesce("bio", ''), '<[^>]*>', ' ', 'g')), discovery_common_words())) || creator_filter_lexemes("platform", "nsfw", "gender", "verified", "price_cents", "promo_price_cents", "review_count", "rating_sum") || creator_extra_lexemes("username", "name", "category_ids", "lat", "lon")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "creators_document_idx" ON "creators" USING gin ("document");
