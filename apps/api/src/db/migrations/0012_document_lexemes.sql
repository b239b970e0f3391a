-- Every word of creators.document but the filter lexemes (§…): bio words, names, usernames,
-- locations, tags, categories and the joined forms. A prefix the visitor may still be typing
-- ('horr', or a whole 'music') is looked up as the few whole words it begins, when there are few:
-- a GIN prefix search first gathers every posting of every word it begins into a bitmap, about
-- three times the work of whole words at 1 M creators. Only grows, like search_words: a word no
-- creator holds any more only adds a lookup that finds nothing.
CREATE TABLE "document_lexemes" ("word" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
COMMENT ON TABLE "document_lexemes" IS 'Words of creators.document without the filter lexemes (prefix lookups); only grows.';
--> statement-breakpoint
CREATE FUNCTION discovery_document_lexemes_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO document_lexemes (word)
    SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.document)) AS w
    WHERE left(w, 1) <> '§'
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  ELSE
    -- Only the words a row did not hold before (a review changes only the filter lexemes).
    INSERT INTO document_lexemes (word)
    SELECT DISTINCT w FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.document)) AS w
    WHERE n.document IS DISTINCT FROM o.document AND left(w, 1) <> '§'
      AND w <> ALL (tsvector_to_array(o.document))
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER discovery_document_lexemes_inserted AFTER INSERT ON creators
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_document_lexemes_changed();
--> statement-breakpoint
CREATE TRIGGER discovery_document_lexemes_updated AFTER UPDATE ON creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION discovery_document_lexemes_changed();
--> statement-breakpoint
INSERT INTO document_lexemes (word)
SELECT word FROM ts_stat('SELECT document FROM creators') WHERE left(word, 1) <> '§'
ORDER BY 1;
