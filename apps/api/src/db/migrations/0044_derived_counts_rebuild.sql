-- What the statement triggers on creators and creator_categories keep row by row (creator_facet_counts,
-- creator_deal_counts, search_words, document_lexemes), computed once from every row instead. A bulk
-- load (db/bulk-load.ts: the demo data, an initial import) turns those triggers off with
-- creators_suspend_derived(), loads, then calls creators_restore_derived(), which turns them back on
-- and rebuilds the four tables while creator writes wait, so nothing written meanwhile is missed.
-- The triggers that write creators themselves (category_ids, top_score, the deal columns) stay on.
CREATE FUNCTION creators_derived_triggers() RETURNS TABLE (table_name text, trigger_name text)
LANGUAGE sql IMMUTABLE
AS $$
  VALUES ('creators', 'discovery_creators_inserted'), ('creators', 'discovery_creators_updated'),
         ('creators', 'discovery_creator_deleting'), ('creators', 'discovery_dictionary_inserted'),
         ('creators', 'discovery_dictionary_updated'), ('creators', 'discovery_document_lexemes_inserted'),
         ('creators', 'discovery_document_lexemes_updated'), ('creators', 'deal_counts_inserted'),
         ('creators', 'deal_counts_updated'), ('creators', 'deal_counts_deleted'),
         ('creator_categories', 'discovery_links_inserted'), ('creator_categories', 'discovery_links_deleted'),
         ('creator_categories', 'discovery_links_updated')
$$;
--> statement-breakpoint
CREATE FUNCTION creators_suspend_derived() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE t record;
BEGIN
  FOR t IN SELECT * FROM creators_derived_triggers() LOOP
    EXECUTE format('ALTER TABLE %I DISABLE TRIGGER %I', t.table_name, t.trigger_name);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION creators_restore_derived() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE t record;
BEGIN
  -- Writers of creators and their categories wait from here to the commit; readers do not.
  LOCK TABLE creators, creator_categories IN SHARE ROW EXCLUSIVE MODE;
  FOR t IN SELECT * FROM creators_derived_triggers() LOOP
    EXECUTE format('ALTER TABLE %I ENABLE TRIGGER %I', t.table_name, t.trigger_name);
  END LOOP;

  DELETE FROM creator_facet_counts;
  INSERT INTO creator_facet_counts (category_id, platform, nsfw, gender, verified, price_bucket, rating_floor, count)
  SELECT s.category_id, c.platform, c.nsfw, c.gender, c.verified, creator_price_bucket(c.price_cents, c.promo_price_cents),
         floor(c.rating)::smallint, count(*)
  FROM creators c, unnest(c.category_ids || 0) AS s(category_id)
  WHERE c.removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;

  DELETE FROM creator_deal_counts;
  INSERT INTO creator_deal_counts (category_id, platform, nsfw, count)
  SELECT s.category_id, c.platform, c.nsfw, count(*)
  FROM creators c, unnest(c.category_ids || 0) AS s(category_id)
  WHERE c.deal_off IS NOT NULL AND c.removed_at IS NULL
  GROUP BY 1, 2, 3;

  -- Both only grow: what the triggers would have added.
  INSERT INTO search_words (word)
  SELECT w FROM (
    SELECT w.lexeme AS w
    FROM creators c,
         unnest(to_tsvector('simple'::regconfig, concat_ws(' ', c.name, c.location, array_to_string(c.tags, ' ')))) AS w
    WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
    UNION
    SELECT w FROM creators c, discovery_dictionary_words(c.username, c.name) AS w
  ) s
  ORDER BY 1
  ON CONFLICT DO NOTHING;

  INSERT INTO document_lexemes (word)
  SELECT word FROM ts_stat('SELECT document FROM creators') WHERE left(word, 1) <> '§'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
END
$$;
