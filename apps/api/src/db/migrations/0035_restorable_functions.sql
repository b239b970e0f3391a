-- Functions that a backup's restore can evaluate (docs/decisions/031-backups.md). pg_restore loads
-- the data with an empty search_path, and the generated columns creators.document and
-- creators.term_signature call functions that call others by their bare names: creator_extra_lexemes
-- → discovery_joined, creator_key_lexemes → discovery_key_ranges → discovery_key_range,
-- discovery_term_signature → discovery_initial_bit ("function discovery_joined(text) does not exist").
-- The SQL ones get SQL-standard bodies (RETURN …), whose calls are bound when the function is
-- made, whatever the search_path later, and which are still inlined; the PL/pgSQL one (never
-- inlined) keeps the search_path it was made with. Same results: the stored columns do not change.
CREATE OR REPLACE FUNCTION creator_extra_lexemes(username text, name text, category_ids integer[], lat double precision, lon double precision)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_tsvector(array_remove(
    ARRAY[
      nullif(discovery_joined(username), ''),
      nullif(discovery_joined(name), ''),
      CASE WHEN lat IS NOT NULL AND lon IS NOT NULL
        THEN '§geo_' || floor(lat)::int || '_' || floor(lon)::int END
    ] || CASE WHEN cardinality(category_ids) > 0
           THEN string_to_array('§c' || array_to_string(category_ids, ' §c'), ' ') ELSE '{}'::text[] END,
    NULL));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION discovery_key_ranges(key text, value integer) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN value IS NULL THEN '{}'::text[]
    ELSE ARRAY(SELECT '§' || key || '_' || r FROM generate_series(8, discovery_key_range(value)) AS r) END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_key_lexemes(likes integer, subscribers integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_tsvector(ARRAY[
    CASE WHEN likes IS NULL THEN '§no_likes' ELSE '§likes' END,
    CASE WHEN subscribers IS NULL THEN '§no_subscribers' ELSE '§subscribers' END
  ] || discovery_key_ranges('likes', likes) || discovery_key_ranges('subscribers', subscribers));
--> statement-breakpoint
ALTER FUNCTION discovery_term_signature(tsvector) SET search_path FROM CURRENT;
