-- Deal counts (docs/decisions/022-price-history-and-deals.md): the number of creators on a deal
-- (deal_off set, not removed) per (category or 0 for all, platform, nsfw), kept exact by statement
-- triggers on creators like creator_facet_counts (0002_discovery), so GET /deals counts its matches
-- from a few rows instead of every deal. The list also leaves out a promotion that has lapsed but is
-- not yet swept: the count subtracts those (a short range of creators_deal_ending_idx).
--
-- Everything is read from the creator row: deal_off (set by the BEFORE row trigger
-- creators_deal_columns, so the transition tables hold its final value), removed_at, platform, nsfw
-- and category_ids (kept from creator_categories by an UPDATE of creators, migration 0010, so a
-- category change arrives here as an update). A deleted row's old_rows still carry its categories.
CREATE TABLE "creator_deal_counts" (
	"category_id" integer NOT NULL,
	"platform" text NOT NULL,
	"nsfw" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "creator_deal_counts_pkey" PRIMARY KEY ("category_id", "platform", "nsfw")
);
--> statement-breakpoint
COMMENT ON TABLE "creator_deal_counts" IS 'Creators on a deal (deal_off set, not removed) per filter combination; category_id 0 = all. Kept by the deal_counts_* triggers.';
--> statement-breakpoint
CREATE FUNCTION deal_counts_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- TG_OP INSERT: new_rows only; DELETE: old_rows only; UPDATE: both. Rows are upserted in key order
  -- (concurrent writers take the count rows' locks in the same order).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO creator_deal_counts AS d (category_id, platform, nsfw, count)
    SELECT s.category_id, n.platform, n.nsfw, count(*)
    FROM new_rows n, unnest(n.category_ids || 0) AS s(category_id)
    WHERE n.deal_off IS NOT NULL AND n.removed_at IS NULL
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT creator_deal_counts_pkey DO UPDATE SET count = d.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO creator_deal_counts AS d (category_id, platform, nsfw, count)
    SELECT s.category_id, o.platform, o.nsfw, -count(*)
    FROM old_rows o, unnest(o.category_ids || 0) AS s(category_id)
    WHERE o.deal_off IS NOT NULL AND o.removed_at IS NULL
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT creator_deal_counts_pkey DO UPDATE SET count = d.count + excluded.count;
  ELSE
    WITH changed AS (
      SELECT o.deal_off IS NOT NULL AND o.removed_at IS NULL AS o_counted, o.platform AS o_platform,
             o.nsfw AS o_nsfw, o.category_ids AS o_categories,
             n.deal_off IS NOT NULL AND n.removed_at IS NULL AS n_counted, n.platform AS n_platform,
             n.nsfw AS n_nsfw, n.category_ids AS n_categories
      FROM old_rows o JOIN new_rows n ON n.id = o.id
    ),
    moved AS (
      SELECT * FROM changed
      WHERE (o_counted OR n_counted)
        AND (o_counted, o_platform, o_nsfw, o_categories) IS DISTINCT FROM (n_counted, n_platform, n_nsfw, n_categories)
    ),
    deltas AS (
      SELECT s.category_id, m.o_platform AS platform, m.o_nsfw AS nsfw, -1 AS delta
      FROM moved m, unnest(m.o_categories || 0) AS s(category_id) WHERE m.o_counted
      UNION ALL
      SELECT s.category_id, m.n_platform, m.n_nsfw, 1
      FROM moved m, unnest(m.n_categories || 0) AS s(category_id) WHERE m.n_counted
    )
    INSERT INTO creator_deal_counts AS d (category_id, platform, nsfw, count)
    SELECT category_id, platform, nsfw, sum(delta)
    FROM deltas
    GROUP BY 1, 2, 3
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT creator_deal_counts_pkey DO UPDATE SET count = d.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION deal_counts_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM creator_deal_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Transition tables rule out a column list (UPDATE OF ...): the update trigger compares old and new
-- rows itself and writes nothing when none of the counted columns moved.
CREATE TRIGGER deal_counts_inserted AFTER INSERT ON creators
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_changed();
--> statement-breakpoint
CREATE TRIGGER deal_counts_updated AFTER UPDATE ON creators
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_changed();
--> statement-breakpoint
CREATE TRIGGER deal_counts_deleted AFTER DELETE ON creators
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_changed();
--> statement-breakpoint
CREATE TRIGGER deal_counts_truncated AFTER TRUNCATE ON creators
  FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_truncated();
--> statement-breakpoint
-- The deals of the existing rows: one pass over the deals' partial index and their heap rows.
INSERT INTO creator_deal_counts (category_id, platform, nsfw, count)
SELECT s.category_id, c.platform, c.nsfw, count(*)
FROM creators c, unnest(c.category_ids || 0) AS s(category_id)
WHERE c.deal_off IS NOT NULL AND c.removed_at IS NULL
GROUP BY 1, 2, 3;
