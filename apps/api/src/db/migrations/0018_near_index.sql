-- Nearest first (docs/decisions/011-discovery-engine.md): without a filter the circle's creators are
-- read from the (lat, lon) box, and the query checks `removed_at` on each. Migration 0004's
-- `(lat, lon) INCLUDE (id)` index lacked it, so it was never index-only and the planner never chose
-- it (no scan of it in 8,000 requests of the benchmark sweep at 1 M creators): it read the plain
-- (lat, lon) index and every creator's row in the box instead (London, offset 100: 7,940 rows, 23–28
-- ms). One index now holds both (drizzle cannot declare INCLUDE, so it keeps its name): the same
-- page is an index-only scan, 7–8 ms, and a write maintains one index of the coordinates, not two.
DROP INDEX IF EXISTS "creators_lat_lon_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "creators_lat_lon_idx";--> statement-breakpoint
CREATE INDEX "creators_lat_lon_idx" ON "creators" USING btree ("lat", "lon") INCLUDE ("id", "removed_at");
