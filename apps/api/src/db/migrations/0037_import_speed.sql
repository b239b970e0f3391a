-- A new page without reviews keeps the default top_score of 0 (what discovery_top_score gives
-- without reviews), so inserts no longer call the function row by row: imports and added pages
-- insert thousands at a time (modules/listings).
DROP TRIGGER creators_top_score ON creators;
--> statement-breakpoint
CREATE TRIGGER creators_top_score BEFORE UPDATE OF review_count, rating_sum ON creators
  FOR EACH ROW EXECUTE FUNCTION creators_top_score();
--> statement-breakpoint
CREATE TRIGGER creators_top_score_inserted BEFORE INSERT ON creators
  FOR EACH ROW WHEN (NEW.review_count > 0) EXECUTE FUNCTION creators_top_score();
